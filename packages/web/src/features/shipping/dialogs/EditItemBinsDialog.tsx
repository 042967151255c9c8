import { ActionIcon, Alert, Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { type ShippingForm, type ShippingItem, shippingMessages } from '@jobsite/core';
import { useBins } from '../../../components/assets/api';
import { DialogActions } from '../../../components/DialogActions';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { useUpdateShippingDetails } from '../api/shipping-items';
import { snackError, snackSuccess } from '../snackbar';
import { pickerMessage } from '../../../components/PickerMessage';

interface Row {
  bin: string | null;
  quantity: number | string;
}
const positive = (v: number | string) => Number.isInteger(Number(v)) && Number(v) >= 1 && String(v) !== '';

/**
 * Edit quantity and bin location: how many of the item ship, and from which bins of the
 * pickup warehouse how many (each at least 1: "Quantity must be greater than 0"). The inputs do
 * not clamp: a typed 0 stays 0 with that message, where it became 1 on blur and was saved.
 */
export function EditItemBinsDialog({ form, item, onClose }: { form: ShippingForm; item: ShippingItem | null; onClose: () => void }) {
  return (
    <ResponsiveModal opened={item !== null} onClose={onClose} title="Edit quantity and bin location" size="md">
      {item && <BinsForm key={item.id} form={form} item={item} onClose={onClose} />}
    </ResponsiveModal>
  );
}

function BinsForm({ form, item, onClose }: { form: ShippingForm; item: ShippingItem; onClose: () => void }) {
  const initialRows: Row[] = item.shipping_item_details.map((d) => ({ bin: d.bin_location_id ? String(d.bin_location_id) : null, quantity: d.quantity }));
  const [quantity, setQuantity] = useState<number | string>(item.quantity);
  const [rows, setRows] = useState<Row[]>(initialRows);
  const [tried, setTried] = useState(false);
  const bins = useBins(form.pickup_warehouse?.id);
  const save = useUpdateShippingDetails(form.id);
  const binOptions = (bins.data?.results ?? []).map((b) => ({ value: String(b.id), label: b.code === b.name ? b.name : `${b.code} · ${b.name}` }));
  // a bin the item was placed in keeps its name even when the list has not loaded
  for (const d of item.shipping_item_details) if (d.bin_location_id && !binOptions.some((o) => o.value === String(d.bin_location_id))) binOptions.push({ value: String(d.bin_location_id), label: d.bin_location_name });
  const placed = rows.reduce((s, r) => s + (Number(r.quantity) || 0), 0);
  const setRow = (n: number, patch: Partial<Row>) => setRows((rs) => rs.map((r, i) => (i === n ? { ...r, ...patch } : r)));

  const submit = () => {
    setTried(true);
    if (!positive(quantity) || rows.some((r) => !positive(r.quantity))) return;
    const details = rows.map((r) => ({ bin_location_id: r.bin ? Number(r.bin) : null, quantity: Number(r.quantity) }));
    if (Number(quantity) === item.quantity && JSON.stringify(rows) === JSON.stringify(initialRows)) return onClose();
    save.mutate(
      { shipping_item_id: item.id, quantity: Number(quantity), details },
      {
        onSuccess: () => {
          snackSuccess(`${item.name}: ${quantity} to ship`);
          onClose();
        },
        onError: (e) => snackError(e),
      },
    );
  };

  return (
    <Stack>
      <Text size="sm" fw={600}>
        {item.name}
        {item.serial_number ? ` · ${item.serial_number}` : ''}
      </Text>
      <NumberInput label={`Quantity (${item.unit || 'each'})`} min={1} clampBehavior="none" allowDecimal={false} value={quantity} onChange={setQuantity} error={tried && !positive(quantity) ? shippingMessages.quantityPositive : undefined} />
      <Text size="sm" fw={600}>
        Bin locations in {form.pickup_warehouse?.name ?? 'the pickup warehouse'}
      </Text>
      {!form.pickup_warehouse && <Alert color="yellow">Choose the pickup warehouse first: the bins are its bins.</Alert>}
      {rows.map((r, n) => (
        <Group key={n} gap="xs" align="flex-start" wrap="nowrap">
          <Select
            label={`Bin ${n + 1}`}
            placeholder={bins.isPending ? 'Loading…' : 'Choose a bin'}
            data={binOptions}
            nothingFoundMessage={pickerMessage(bins, 'No bin matches. Add bins to the warehouse in company settings.', 'Bins could not be loaded')}
            value={r.bin}
            onChange={(bin) => setRow(n, { bin })}
            searchable
            clearable
            style={{ flex: 1, minWidth: 0 }}
          />
          <NumberInput
            label={`Quantity in bin ${n + 1}`}
            w={110}
            min={1}
            clampBehavior="none"
            allowDecimal={false}
            value={r.quantity}
            onChange={(v) => setRow(n, { quantity: v })}
            error={tried && !positive(r.quantity) ? shippingMessages.quantityPositive : undefined}
          />
          <ActionIcon variant="subtle" color="red" mt={28} aria-label={`Remove bin ${n + 1}`} onClick={() => setRows((rs) => rs.filter((_, i) => i !== n))}>
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      <Group justify="space-between" wrap="wrap">
        <Button variant="subtle" size="xs" leftSection={<IconPlus size={14} />} onClick={() => setRows((rs) => [...rs, { bin: null, quantity: Math.max(1, Number(quantity) - placed) }])} disabled={!form.pickup_warehouse}>
          Add bin
        </Button>
        <Text size="xs" c={placed === Number(quantity) ? 'dimmed' : 'orange.9'}>
          {placed} of {Number(quantity) || 0} placed in bins
        </Text>
      </Group>
      <DialogActions onCancel={onClose} onSave={submit} saving={save.isPending} />
    </Stack>
  );
}
