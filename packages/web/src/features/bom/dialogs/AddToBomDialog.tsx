import { Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type BaseItemOption, CART_MAX_PACKAGE_COUNT, CART_WBS_CODE_MAX_LENGTH, type CatalogueItem, cartMessages, type Project } from '@jobsite/core';
import { DialogActions } from '../../../components/DialogActions';
import { yourPriceLabel } from '../../../components/catalogue';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { showSuccessToast } from '../../../lib/handle-api-error';
import { type CartActionBody, useCartAction } from '../api/cart-action';
import { useCompanyCodes } from '../api/get-company-codes';
import { type CodeDraft, readDraft } from '../code-changes';
import { CodeField } from '../components/CodeField';
import { formatQuantity, packagePreview } from '../format';

type AddItemBody = Extract<CartActionBody, { func: 'add_item' }>;
const empty: CodeDraft = { code: '', name: '' };

interface Props {
  projectId: number;
  project: Project | undefined;
  item: CatalogueItem;
  option: BaseItemOption | null;
  onClose: () => void;
}

/** Adds a catalogue item to the BOM with its quantity, package and (optionally) phase and cost code. */
export function AddToBomDialog({ projectId, project, item, option, onClose }: Props) {
  const [quantity, setQuantity] = useState<number | string>(1);
  const fallback = item.options.find((o) => o.is_default) ?? item.options[0];
  const [optionId, setOptionId] = useState<string | null>(option ? String(option.id) : fallback ? String(fallback.id) : null);
  const [phase, setPhase] = useState<CodeDraft>(empty);
  const [cost, setCost] = useState<CodeDraft>(empty);
  const [wbs, setWbs] = useState('');
  const [noSubstitute, setNoSubstitute] = useState(false);
  const [rental, setRental] = useState(false);
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [errors, setErrors] = useState<{ quantity?: string; phase?: string; cost?: string; rental?: string }>({});
  const company = useCompanyCodes();
  const selectedOption = item.options.find((o) => String(o.id) === optionId) ?? null;
  const count = typeof quantity === 'number' ? quantity : NaN;
  // What the count makes, before it is added: 100 boxes of 50 at $0.4325 is 5,000 EA, $2,162.50.
  const preview = Number.isFinite(count) && count > 0 ? packagePreview(count, selectedOption?.package_quantity, item.unit, (item.your_price ?? { price: item.unit_price }).price) : undefined;
  const action = useCartAction(projectId);

  const add = () => {
    const n = typeof quantity === 'number' ? quantity : NaN;
    const p = readDraft(phase, 'phase');
    const c = readDraft(cost, 'cost');
    const next = {
      quantity: Number.isFinite(n) && n > 0 ? undefined : cartMessages.quantityPositive,
      phase: 'error' in p ? p.error : undefined,
      cost: 'error' in c ? c.error : undefined,
      rental: !rental ? undefined : !start || !end ? cartMessages.rentalDatesRequired : end < start ? cartMessages.rentalDatesOrder : undefined,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    const body: AddItemBody = {
      func: 'add_item',
      id: item.id,
      package_count: n,
      base_item_options_id: optionId ? Number(optionId) : null,
      manufacturer_id: item.manufacturer?.id ?? null,
      no_substitute: noSubstitute,
    };
    if ('value' in p && !p.blank) body.phase_code = p.value;
    if ('value' in c && !c.blank) body.cost_code = c.value;
    if (wbs.trim()) body.wbs_code_1 = wbs.trim();
    if (rental) Object.assign(body, { is_rental: true, rental_start_date: start, rental_end_date: end });
    action.mutate(body, {
      onSuccess: () => {
        showSuccessToast(`${item.base_item_code} added`);
        onClose();
      },
    });
  };

  return (
    <ResponsiveModal opened onClose={onClose} title={`Add ${item.base_item_code}`}>
      <Stack>
        <Text size="sm">{item.description}</Text>
        <Text size="sm" data-testid="your-price">
          {yourPriceLabel(item)}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberInput
            label={selectedOption && selectedOption.package_quantity !== 1 ? `Quantity (packages of ${formatQuantity(selectedOption.package_quantity)} ${item.unit})` : 'Quantity'}
            hideControls
            clampBehavior="none"
            max={CART_MAX_PACKAGE_COUNT}
            decimalScale={3}
            value={quantity}
            onChange={setQuantity}
            error={errors.quantity}
            description={preview}
            data-autofocus
          />
          <Select label="Package" data={item.options.map((o) => ({ value: String(o.id), label: `${o.name} (${o.package_quantity} ${item.unit})` }))} value={optionId} onChange={setOptionId} allowDeselect={false} disabled={!item.options.length} />
        </SimpleGrid>
        <CodeField kind="phase" value={phase} onChange={setPhase} sources={{ project: project?.popular_phase_codes ?? [], company: company.data?.popular_phase_codes ?? [] }} error={errors.phase} />
        <CodeField kind="cost" value={cost} onChange={setCost} sources={{ project: project?.popular_cost_codes ?? [], company: company.data?.popular_cost_codes ?? [] }} error={errors.cost} />
        <TextInput label="WBS code" value={wbs} onChange={(e) => setWbs(e.currentTarget.value)} maxLength={CART_WBS_CODE_MAX_LENGTH} />
        <Group>
          <Checkbox label="No substitute" checked={noSubstitute} onChange={(e) => setNoSubstitute(e.currentTarget.checked)} />
          <Checkbox label="Rental" checked={rental} onChange={(e) => setRental(e.currentTarget.checked)} />
        </Group>
        {rental && (
          <SimpleGrid cols={2}>
            <TextInput type="date" label="Rental start" value={start} onChange={(e) => setStart(e.currentTarget.value)} />
            <TextInput type="date" label="Rental end" value={end} onChange={(e) => setEnd(e.currentTarget.value)} error={errors.rental} />
          </SimpleGrid>
        )}
        <DialogActions onCancel={onClose} onSave={add} saving={action.isPending} saveLabel="Add to BOM" />
      </Stack>
    </ResponsiveModal>
  );
}
