import { Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DialogActions } from '../../DialogActions';
import { ResponsiveModal } from '../../ResponsiveModal';
import { paths } from '../../../config/paths';
import { handleApiError, showErrorToast, showSuccessToast } from '../../../lib/handle-api-error';
import { supplierOption, useSupplierChoices } from '../../orders/supplier-choices';
import { pickerMessage } from '../../PickerMessage';
import { useListAddToPo } from '../api/add-to-po';

/**
 * Add to PO from a list: one item, or all of a list's items, go on the project's pending order
 * for the chosen supplier with what is still to order; the draft order opens.
 */
export function ListAddToPoDialog({ target, onClose }: { target: { kind: 'list' | 'item'; id: number; listId: number; name: string }; onClose: () => void }) {
  const suppliers = useSupplierChoices();
  const [supplierId, setSupplierId] = useState<string | null>(null);
  const add = useListAddToPo(target);
  const navigate = useNavigate();
  const submit = () =>
    add.mutate(supplierId ? Number(supplierId) : null, {
      onSuccess: (r) => {
        const order = r.orders[0];
        if (order) showSuccessToast(`Added to draft order #${order.id}.`);
        // what was left out, and why (a custom item not on the BOM, an item ordered in full)
        if (r.skipped.length) showErrorToast(r.skipped.map((s) => `${s.description}: ${s.reason}`).join('\n'));
        onClose();
        if (order) void navigate(order.supplying_company ? paths.pendingOrder(order.id) : `${paths.allOrders()}?order_id=${order.id}`);
      },
      onError: (e) => handleApiError(e),
    });
  return (
    <ResponsiveModal opened onClose={onClose} title={target.kind === 'list' ? 'Add all to PO' : 'Add to PO'} size="md">
      <Stack>
        <Text size="sm">
          {target.kind === 'list' ? `What is still to order of every item of ${target.name}` : `What is still to order of ${target.name}`} goes on the project's pending order for this supplier.
        </Text>
        <Select
          label="Supplier"
          placeholder={suppliers.isPending ? 'Loading suppliers…' : 'Choose a supplier'}
          data={(suppliers.data?.results ?? []).map(supplierOption)}
          value={supplierId}
          onChange={setSupplierId}
          searchable
          clearable
          nothingFoundMessage={pickerMessage(suppliers, 'No supplier matches. Add suppliers under Company settings, Suppliers.', 'Your suppliers could not be loaded')}
          data-autofocus
        />
        <DialogActions onCancel={onClose} onSave={submit} saving={add.isPending} saveLabel={supplierId ? 'Add to PO' : 'Add without supplier'} />
      </Stack>
    </ResponsiveModal>
  );
}
