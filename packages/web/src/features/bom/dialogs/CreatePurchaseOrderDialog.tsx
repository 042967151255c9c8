import { Alert, Anchor, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { supplierReach, supplierReachNote } from '@jobsite/core';
import { supplierOption, useSupplierChoices } from '../../../components/orders/supplier-choices';
import { pickerMessage } from '../../../components/PickerMessage';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { paths } from '../../../config/paths';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { useAddToPo } from '../api/orders';

/** How add_to_po/'s field errors name what the dialog sends. */
const FIELD_LABELS: Record<string, string> = { cart_item_ids: 'Lines', supplier_id: 'Supplier' };

/**
 * The select supplier dialog: the selected BOM lines go on the project's pending order for the
 * chosen supplier (a new one when there is none), priced by its contract prices where they
 * apply. The buyer then finishes and submits it; "decide later" leaves the supplier open.
 */
export function CreatePurchaseOrderDialog({ projectId, ids, onClose, onDone }: { projectId: number; ids: number[]; onClose: () => void; onDone: () => void }) {
  const suppliers = useSupplierChoices();
  const add = useAddToPo(projectId);
  const navigate = useNavigate();
  const [supplierId, setSupplierId] = useState<string | null>(null);
  const list = suppliers.data?.results ?? [];
  const chosen = list.find((s) => String(s.id) === supplierId);

  const create = () =>
    add.mutate(
      { cart_item_ids: ids, supplier_id: supplierId ? Number(supplierId) : null },
      {
        onSuccess: ({ orders, skipped }) => {
          const order = orders[0];
          const added = ids.length - skipped.length;
          showSuccessToast(`${added} line${added === 1 ? '' : 's'} added to draft order #${order.id}.${skipped.length ? ` Left out, ordered in full already: ${skipped.map((s) => s.description).join(', ')}.` : ''}`);
          onDone();
          void navigate(order.supplying_company ? paths.pendingOrder(order.id) : `${paths.allOrders()}?order_id=${order.id}`);
        },
        // the hook leaves its errors to the caller: a refusal (lines ordered in full already) is said here
        onError: (e) => handleApiError(e, { labels: FIELD_LABELS }),
      },
    );

  return (
    <ResponsiveModal opened onClose={onClose} title="Create purchase order" size="md">
      <Stack>
        <Text size="sm">
          {ids.length === 1 ? '1 selected line goes' : `${ids.length} selected lines go`} on the project's pending order for this supplier; what is on an order already is left out, and a line ordered in full is skipped.
        </Text>
        <Select
          label="Supplier"
          placeholder={suppliers.isPending ? 'Loading suppliers…' : 'Choose a supplier'}
          data={list.map(supplierOption)}
          value={supplierId}
          onChange={setSupplierId}
          searchable
          clearable
          nothingFoundMessage={pickerMessage(suppliers, list.length === 0 ? 'No suppliers yet: add them under Company settings, Suppliers, or create the order without one.' : 'No supplier matches.', 'Your suppliers could not be loaded')}
          data-autofocus
        />
        {chosen && supplierReachNote(chosen) && (
          <Text size="xs" c={supplierReach(chosen) === 'none' ? 'orange.9' : 'dimmed'}>
            {supplierReachNote(chosen)}
          </Text>
        )}
        {suppliers.isSuccess && list.length === 0 && (
          <Alert variant="light" color="blue">
            You have no suppliers yet.{' '}
            <Anchor component={Link} to={paths.companySettings('suppliers')}>
              Add them under Company settings, Suppliers
            </Anchor>
            , or create the order now and choose later.
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={add.isPending} onClick={create}>
            {supplierId ? 'Create purchase order' : 'Create without supplier'}
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
