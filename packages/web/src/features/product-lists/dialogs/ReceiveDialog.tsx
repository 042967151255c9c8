import { NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { listItemOnOrder, receiveItemBody, receiveRefusal, type ProductListItem } from '@jobsite/core';
import { DialogActions } from '../../../components/DialogActions';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { formatQuantity, formatQuantityWithUnit } from '../../../lib/quantity';
import { zodValidate } from '../../../lib/zod-form';
import { useReceiveItem } from '../api/receive-item';
import { BinSelect } from '../components/BinSelect';

interface Values {
  quantity: number | string;
  bin_id: string | null;
}
const toBody = (v: Values) => ({ quantity: v.quantity === '' ? undefined : Number(v.quantity), bin_id: v.bin_id ? Number(v.bin_id) : null });

/** What receiving needs of a list item (a list's item or a job-site stock row). */
export interface ReceiveTarget {
  id: number;
  project_id: number;
  code: string;
  description: string;
  unit: string;
  quantity: number;
  /** On drafts and submitted orders (core's listItemOnOrder): with the quantity, what may arrive at most (core's receiveRefusal). */
  on_order: number;
  on_site: number;
  bin: { id: number } | null;
}

/** A list's item as the Receive dialog takes it: its drafts and submitted orders are on order. */
export const listItemReceiveTarget = (item: ProductListItem): ReceiveTarget => ({ ...item, on_order: listItemOnOrder(item.purchase_orders) });

/** Receive on site: how much arrived (what is not on site yet, first; no more than can still arrive) and the bin it went into (the item's bin first). */
export function ReceiveDialog({ item, onClose }: { item: ReceiveTarget; onClose: () => void }) {
  const coming = Math.max(0, item.quantity - item.on_site) || 1;
  const checkBody = zodValidate(receiveItemBody, toBody);
  const form = useForm<Values>({
    initialValues: { quantity: coming, bin_id: item.bin ? String(item.bin.id) : null },
    validate: (v) => {
      const errors = checkBody(v);
      const tooMuch = errors.quantity ? null : receiveRefusal(item, Number(v.quantity));
      return tooMuch ? { ...errors, quantity: tooMuch } : errors;
    },
  });
  const receive = useReceiveItem(item.id);
  const submit = form.onSubmit((v) => {
    const body = toBody(v) as { quantity: number; bin_id: number | null };
    receive.mutate(body, {
      onSuccess: () => (showSuccessToast(`${formatQuantityWithUnit(body.quantity, item.unit)} of ${item.code || item.description} received on site`), onClose()),
      onError: (e) => handleApiError(e, { form }),
    });
  });
  return (
    <ResponsiveModal opened onClose={onClose} title="Receive on site" size="md">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">
            {item.code ? `${item.code} · ` : ''}
            {item.description}: {formatQuantity(item.on_site)} of {formatQuantityWithUnit(item.quantity, item.unit)} on site.
          </Text>
          <NumberInput label={`Quantity received (${item.unit})`} min={0} decimalScale={3} data-autofocus {...form.getInputProps('quantity')} />
          <BinSelect projectId={item.project_id} value={form.values.bin_id} onChange={(v) => form.setFieldValue('bin_id', v)} />
          <DialogActions onCancel={onClose} onSave={() => submit()} saving={receive.isPending} saveLabel="Receive" />
        </Stack>
      </form>
    </ResponsiveModal>
  );
}
