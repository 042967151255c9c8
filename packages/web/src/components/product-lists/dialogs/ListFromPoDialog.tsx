import { Alert, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { listNameFromPo, orderName, type Paged, type OrderSummary, updateProductListBody } from '@jobsite/core';
import { DialogActions } from '../../DialogActions';
import { ResponsiveModal } from '../../ResponsiveModal';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { useUpdateProductList } from '../api/update-product-list';
import { pickerMessage } from '../../PickerMessage';

export const choosePo = 'Choose the purchase order.';

/** New list from a purchase order (the default project list action): a list of the order's lines, linked to their BOM lines. */
export function ListFromPoDialog({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  const orders = useQuery({
    queryKey: ['orders', 'project', projectId, 'list-from-po'],
    queryFn: ({ signal }) => api<Paged<OrderSummary>>('orders/', { query: { project_id: projectId, date_limit: 0, page_size: 100 }, signal }),
    meta: { handlesErrors: true },
  });
  const [orderId, setOrderId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useUpdateProductList(projectId);
  const navigate = useNavigate();
  const order = orders.data?.results.find((o) => String(o.id) === orderId);
  const submit = () => {
    if (!orderId) return setError(choosePo);
    const body = { action: 'new_product_list_from_po' as const, purchase_order_id: Number(orderId), name: name.trim() || undefined };
    const checked = updateProductListBody.safeParse(body);
    if (!checked.success) return setError(checked.error.issues[0].message);
    create.mutate(body, {
      onSuccess: (list) => {
        if (!('id' in list)) return;
        showSuccessToast(`List ${list.name} created`);
        onClose();
        void navigate(paths.projectProductList(projectId, list.id));
      },
      onError: (e) => handleApiError(e),
    });
  };
  return (
    <ResponsiveModal opened onClose={onClose} title="New list from a purchase order" size="md">
      <Stack>
        <Text size="sm">The order's lines become the list's items, linked to their BOM lines, so what is ordered and received shows on the list.</Text>
        <Select
          label="Purchase order"
          placeholder={orders.isPending ? 'Loading orders…' : 'Choose an order'}
          data={(orders.data?.results ?? []).map((o) => ({ value: String(o.id), label: `${orderName(o)} · ${o.supplier?.name ?? 'no supplier'} · ${o.status_display}` }))}
          value={orderId}
          onChange={(v) => {
            setOrderId(v);
            setError(null);
          }}
          searchable
          error={error}
          nothingFoundMessage={pickerMessage(orders, 'No order of this project matches.', 'Orders could not be loaded')}
          data-autofocus
        />
        {orders.isSuccess && orders.data.results.length === 0 && <Alert variant="light">This project has no purchase orders yet: order from the BOM first.</Alert>}
        {orders.isError && <Alert color="red">The project's orders could not be loaded.</Alert>}
        <TextInput label="List name" placeholder={order ? listNameFromPo(order.po_number, order.id) : 'PO number by default'} value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <DialogActions onCancel={onClose} onSave={submit} saving={create.isPending} saveLabel="Create list" />
      </Stack>
    </ResponsiveModal>
  );
}
