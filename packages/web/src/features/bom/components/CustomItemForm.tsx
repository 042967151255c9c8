import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { CART_MAX_PACKAGE_COUNT, CATALOGUE_UNITS, type CustomItem, cartMessages, type Project } from '@jobsite/core';
import { ThrottledButton } from '../../../components/ThrottledButton';
import { showSuccessToast } from '../../../lib/handle-api-error';
import { type CartActionBody, useCartAction } from '../api/cart-action';
import { useCompanyCodes } from '../api/get-company-codes';
import { useCustomItems } from '../api/search-custom-items';
import { type CodeDraft, readDraft } from '../code-changes';
import { CodeField } from './CodeField';

type AddCustomBody = Extract<CartActionBody, { func: 'add_custom_item' }>;
const empty: CodeDraft = { code: '', name: '' };
type Unit = (typeof CATALOGUE_UNITS)[number];

/** A line the catalogue lacks: typed here, or an earlier custom item found and reused (SearchCustomItem/). */
export function CustomItemForm({ projectId, project }: { projectId: number; project: Project | undefined }) {
  const [reuse, setReuse] = useState<CustomItem | null>(null);
  const [description, setDescription] = useState('');
  const [code, setCode] = useState('');
  const [unit, setUnit] = useState<Unit>('EA');
  const [price, setPrice] = useState<number | string>('');
  const [maker, setMaker] = useState('');
  const [quantity, setQuantity] = useState<number | string>(1);
  const [phase, setPhase] = useState<CodeDraft>(empty);
  const [cost, setCost] = useState<CodeDraft>(empty);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [debounced] = useDebouncedValue(description.trim(), 300);
  const matches = useCustomItems(debounced, !reuse && debounced.length >= 2);
  const company = useCompanyCodes();
  const action = useCartAction(projectId);

  const use = (c: CustomItem) => {
    setReuse(c);
    setDescription(c.description);
    setCode(c.code);
    setUnit(c.unit);
    setPrice(c.unit_price ?? '');
    setMaker(c.manufacturer_name);
  };
  const reset = () => {
    setReuse(null);
    setDescription('');
    setCode('');
    setPrice('');
    setMaker('');
    setQuantity(1);
  };
  const add = () => {
    const n = typeof quantity === 'number' ? quantity : NaN;
    const p = readDraft(phase, 'phase');
    const c = readDraft(cost, 'cost');
    const next = {
      description: description.trim() ? undefined : cartMessages.customDescriptionRequired,
      quantity: Number.isFinite(n) && n > 0 ? undefined : cartMessages.quantityPositive,
      phase: 'error' in p ? p.error : undefined,
      cost: 'error' in c ? c.error : undefined,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    const body: AddCustomBody = {
      func: 'add_custom_item',
      custom_item_id: reuse?.id ?? null,
      description: description.trim(),
      code: code.trim(),
      unit,
      unit_price: typeof price === 'number' ? price : null,
      manufacturer_name: maker.trim(),
      package_count: n,
    };
    if ('value' in p && !p.blank) body.phase_code = p.value;
    if ('value' in c && !c.blank) body.cost_code = c.value;
    action.mutate(body, {
      onSuccess: () => {
        showSuccessToast(`${description.trim()} added`);
        reset();
      },
    });
  };
  const locked = reuse !== null;

  return (
    <Stack gap="sm">
      <TextInput label="Description" required value={description} error={errors.description} disabled={locked} onChange={(e) => setDescription(e.currentTarget.value)} maxLength={500} />
      {!locked && (matches.data?.results.length ?? 0) > 0 && (
        <Stack gap={2} aria-label="Matching custom items">
          <Text size="xs" c="dimmed">
            Custom items already made:
          </Text>
          {matches.data!.results.slice(0, 5).map((m) => (
            <UnstyledButton key={m.id} onClick={() => use(m)} aria-label={`Use custom item ${m.description}`}>
              <Text size="sm">
                {m.description} {m.code && `(${m.code})`} · {m.unit}
              </Text>
            </UnstyledButton>
          ))}
        </Stack>
      )}
      {locked && (
        <Group gap="xs">
          <Text size="sm">Reusing an existing custom item.</Text>
          <Button size="compact-xs" variant="subtle" onClick={reset}>
            Make a new one
          </Button>
        </Group>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput label="Code" value={code} disabled={locked} onChange={(e) => setCode(e.currentTarget.value)} maxLength={100} />
        <TextInput label="Manufacturer" value={maker} disabled={locked} onChange={(e) => setMaker(e.currentTarget.value)} maxLength={200} />
        <Select label="Unit" data={[...CATALOGUE_UNITS]} value={unit} disabled={locked} onChange={(v) => setUnit((v as Unit) ?? 'EA')} allowDeselect={false} />
        <NumberInput label="Unit price" prefix="$" min={0} decimalScale={4} value={price} disabled={locked} onChange={setPrice} />
        <NumberInput label="Quantity" hideControls clampBehavior="none" max={CART_MAX_PACKAGE_COUNT} decimalScale={3} value={quantity} onChange={setQuantity} error={errors.quantity} />
      </SimpleGrid>
      <CodeField kind="phase" value={phase} onChange={setPhase} sources={{ project: project?.popular_phase_codes ?? [], company: company.data?.popular_phase_codes ?? [] }} error={errors.phase} />
      <CodeField kind="cost" value={cost} onChange={setCost} sources={{ project: project?.popular_cost_codes ?? [], company: company.data?.popular_cost_codes ?? [] }} error={errors.cost} />
      <Group justify="flex-end">
        <ThrottledButton onClick={add} loading={action.isPending}>
          Add custom item
        </ThrottledButton>
      </Group>
    </Stack>
  );
}
