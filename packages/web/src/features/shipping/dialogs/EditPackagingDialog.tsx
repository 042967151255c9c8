import { NumberInput, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import {
  convertPackaging,
  DEFAULT_PACKAGING_QUANTITY,
  DEFAULT_UNIT_TYPE,
  PACKAGING_TYPE_LABELS,
  PACKAGING_TYPES,
  type PackagingDimensions,
  type PackagingItem,
  type PackagingType,
  PALLET_DEFAULTS,
  type ShippingForm,
  shippingMessages,
  UNIT_LABELS,
  UNIT_TYPES,
  type UnitType,
} from '@jobsite/core';
import { DialogActions } from '../../../components/DialogActions';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { useSavePackagingItem } from '../api/packaging-items';
import { snackError, snackSuccess } from '../snackbar';

const UNIT_NAMES: Record<UnitType, string> = { US: 'US (in, lb)', metric: 'Metric (mm, kg)' };
const DIMENSIONS = ['length', 'width', 'height'] as const;

interface Draft extends PackagingDimensions {
  type: PackagingType;
  quantity: number | string;
  unit_type: UnitType;
}
const draftOf = (p: PackagingItem | null): Draft =>
  p
    ? { type: p.type, quantity: p.quantity, unit_type: p.unit_type, length: p.length, width: p.width, height: p.height, weight: p.weight }
    : { type: 'box', quantity: DEFAULT_PACKAGING_QUANTITY, unit_type: DEFAULT_UNIT_TYPE, length: null, width: null, height: null, weight: null };
const num = (v: number | string): number | null => (v === '' || v === null || Number.isNaN(Number(v)) ? null : Number(v));

/**
 * Edit packaging: box, pallet or custom, how many (1 by default), in US (in, lb) or metric
 * (mm, kg) units. A pallet fills the standard pallet size of the unit; switching the unit
 * converts what is entered (core convertPackaging, 2 decimals).
 */
export function EditPackagingDialog({ form, item, opened, onClose }: { form: ShippingForm; item: PackagingItem | null; opened: boolean; onClose: () => void }) {
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title={item ? 'Edit packaging' : 'Add packaging'} size="md">
      {opened && <PackagingForm key={item?.id ?? 'new'} form={form} item={item} onClose={onClose} />}
    </ResponsiveModal>
  );
}

function PackagingForm({ form, item, onClose }: { form: ShippingForm; item: PackagingItem | null; onClose: () => void }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(item));
  const [tried, setTried] = useState(false);
  const typeLabel = useId();
  const unitLabel = useId();
  const save = useSavePackagingItem(form.id);
  const units = UNIT_LABELS[draft.unit_type];
  const quantityOk = Number.isInteger(Number(draft.quantity)) && Number(draft.quantity) >= 1;

  const setType = (type: PackagingType) => setDraft((d) => (type === 'pallet' ? { ...d, type, ...PALLET_DEFAULTS[d.unit_type] } : { ...d, type }));
  const setUnit = (unit: UnitType) => setDraft((d) => ({ ...d, unit_type: unit, ...convertPackaging(d, d.unit_type, unit) }));

  const submit = () => {
    setTried(true);
    if (!quantityOk) return;
    const body = { id: item?.id, type: draft.type, quantity: Number(draft.quantity), unit_type: draft.unit_type, length: draft.length, width: draft.width, height: draft.height, weight: draft.weight };
    if (item && JSON.stringify(draftOf(item)) === JSON.stringify({ ...draft, quantity: Number(draft.quantity) })) return onClose();
    save.mutate(body, {
      onSuccess: () => {
        snackSuccess('Packaging saved');
        onClose();
      },
      onError: (e) => snackError(e),
    });
  };

  return (
    <Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500} id={typeLabel}>
          Type
        </Text>
        <SegmentedControl aria-labelledby={typeLabel} fullWidth data={PACKAGING_TYPES.map((t) => ({ value: t, label: PACKAGING_TYPE_LABELS[t] }))} value={draft.type} onChange={(v) => setType(v as PackagingType)} />
      </Stack>
      <NumberInput label="Quantity" min={1} clampBehavior="none" allowDecimal={false} value={draft.quantity} onChange={(v) => setDraft((d) => ({ ...d, quantity: v }))} error={tried && !quantityOk ? shippingMessages.quantityPositive : undefined} />
      <Stack gap={4}>
        <Text size="sm" fw={500} id={unitLabel}>
          Units
        </Text>
        <SegmentedControl aria-labelledby={unitLabel} fullWidth data={UNIT_TYPES.map((u) => ({ value: u, label: UNIT_NAMES[u] }))} value={draft.unit_type} onChange={(v) => setUnit(v as UnitType)} />
      </Stack>
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
        {DIMENSIONS.map((k) => (
          <NumberInput
            key={k}
            label={`${k[0].toUpperCase()}${k.slice(1)} (${units.length})`}
            min={0}
            decimalScale={2}
            value={draft[k] ?? ''}
            onChange={(v) => setDraft((d) => ({ ...d, [k]: num(v) }))}
          />
        ))}
        <NumberInput label={`Weight (${units.weight})`} min={0} decimalScale={2} value={draft.weight ?? ''} onChange={(v) => setDraft((d) => ({ ...d, weight: num(v) }))} />
      </SimpleGrid>
      <DialogActions onCancel={onClose} onSave={submit} saving={save.isPending} />
    </Stack>
  );
}
