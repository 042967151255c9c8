import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { addCustomItemAction, CART_MAX_PACKAGE_COUNT, CATALOGUE_UNITS, type CustomItem, type Project } from '@jobsite/core';
import { ThrottledButton } from '../../../components/ThrottledButton';
import { showSuccessToast } from '../../../lib/handle-api-error';
import { zodValidate } from '../../../lib/zod-form';
import { type CartActionBody, useCartAction } from '../api/cart-action';
import { useCompanyCodes } from '../api/get-company-codes';
import { useCustomItems } from '../api/search-custom-items';
import { type CodeDraft, codeInputOf } from '../code-changes';
import { CodeField } from './CodeField';

type AddCustomBody = Extract<CartActionBody, { func: 'add_custom_item' }>;
const empty: CodeDraft = { code: '', name: '' };
type Unit = (typeof CATALOGUE_UNITS)[number];

interface Values {
  description: string;
  code: string;
  unit: Unit;
  unit_price: number | string;
  manufacturer_name: string;
  package_count: number | string;
  phase_code: CodeDraft;
  cost_code: CodeDraft;
}
const initialValues: Values = { description: '', code: '', unit: 'EA', unit_price: '', manufacturer_name: '', package_count: 1, phase_code: empty, cost_code: empty };

/** A line the catalogue lacks: typed here, or an earlier custom item found and reused (SearchCustomItem/). */
export function CustomItemForm({ projectId, project }: { projectId: number; project: Project | undefined }) {
  const [reuse, setReuse] = useState<CustomItem | null>(null);
  /** The add_custom_item body the form makes: validated by core's addCustomItemAction, then sent as it is. */
  const bodyOf = (v: Values): AddCustomBody => {
    const body: AddCustomBody = {
      func: 'add_custom_item',
      custom_item_id: reuse?.id ?? null,
      description: v.description.trim(),
      code: v.code.trim(),
      unit: v.unit,
      unit_price: typeof v.unit_price === 'number' ? v.unit_price : null,
      manufacturer_name: v.manufacturer_name.trim(),
      // An empty quantity field is no quantity: "Quantity must be greater than 0".
      package_count: typeof v.package_count === 'number' ? v.package_count : 0,
    };
    const phase = codeInputOf(v.phase_code);
    const cost = codeInputOf(v.cost_code);
    if (phase) body.phase_code = phase;
    if (cost) body.cost_code = cost;
    return body;
  };
  const form = useForm<Values>({ initialValues, validate: zodValidate(addCustomItemAction, bodyOf) });
  const values = form.getValues();
  const [debounced] = useDebouncedValue(values.description.trim(), 300);
  const matches = useCustomItems(debounced, !reuse && debounced.length >= 2);
  const company = useCompanyCodes();
  const action = useCartAction(projectId);

  const use = (c: CustomItem) => {
    setReuse(c);
    form.setValues({ description: c.description, code: c.code, unit: c.unit, unit_price: c.unit_price ?? '', manufacturer_name: c.manufacturer_name });
  };
  // A new line starts afresh but keeps the unit and the codes, as the next line often shares them.
  const reset = () => {
    setReuse(null);
    form.setValues({ description: '', code: '', unit_price: '', manufacturer_name: '', package_count: 1 });
  };
  const add = form.onSubmit((v) => {
    const body = bodyOf(v);
    action.mutate(body, {
      onSuccess: () => {
        showSuccessToast(`${body.description} added`);
        reset();
      },
    });
  });
  const error = (path: string) => form.errors[path] as string | undefined;
  const locked = reuse !== null;

  return (
    <Stack gap="sm">
      <TextInput label="Description" required {...form.getInputProps('description')} disabled={locked} maxLength={500} />
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
        <TextInput label="Code" {...form.getInputProps('code')} disabled={locked} maxLength={100} />
        <TextInput label="Manufacturer" {...form.getInputProps('manufacturer_name')} disabled={locked} maxLength={200} />
        <Select label="Unit" data={[...CATALOGUE_UNITS]} value={values.unit} disabled={locked} onChange={(v) => form.setFieldValue('unit', (v as Unit) ?? 'EA')} allowDeselect={false} />
        <NumberInput label="Unit price" prefix="$" min={0} decimalScale={4} {...form.getInputProps('unit_price')} disabled={locked} />
        <NumberInput label="Quantity" hideControls clampBehavior="none" max={CART_MAX_PACKAGE_COUNT} decimalScale={3} {...form.getInputProps('package_count')} />
      </SimpleGrid>
      <CodeField kind="phase" value={values.phase_code} onChange={(v) => form.setFieldValue('phase_code', v)} sources={{ project: project?.popular_phase_codes ?? [], company: company.data?.popular_phase_codes ?? [] }} error={error('phase_code')} />
      <CodeField kind="cost" value={values.cost_code} onChange={(v) => form.setFieldValue('cost_code', v)} sources={{ project: project?.popular_cost_codes ?? [], company: company.data?.popular_cost_codes ?? [] }} error={error('cost_code')} />
      <Group justify="flex-end">
        <ThrottledButton onClick={() => add()} loading={action.isPending}>
          Add custom item
        </ThrottledButton>
      </Group>
    </Stack>
  );
}
