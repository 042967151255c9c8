import { Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { addItemAction, type BaseItemOption, CART_MAX_PACKAGE_COUNT, CART_WBS_CODE_MAX_LENGTH, type CatalogueItem, isPositiveQuantity, type Project } from '@jobsite/core';
import { DialogActions } from '../../../components/DialogActions';
import { yourPriceLabel } from '../../../components/catalogue';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { showSuccessToast } from '../../../lib/handle-api-error';
import { zodValidate } from '../../../lib/zod-form';
import { type CartActionBody, useCartAction } from '../api/cart-action';
import { useCompanyCodes } from '../api/get-company-codes';
import { type CodeDraft, codeInputOf } from '../code-changes';
import { CodeField } from '../components/CodeField';
import { formatQuantityWithUnit, packagePreview } from '../format';

type AddItemBody = Extract<CartActionBody, { func: 'add_item' }>;
const empty: CodeDraft = { code: '', name: '' };

interface Values {
  package_count: number | string;
  base_item_options_id: string | null;
  phase_code: CodeDraft;
  cost_code: CodeDraft;
  wbs_code_1: string;
  no_substitute: boolean;
  is_rental: boolean;
  rental_start_date: string;
  rental_end_date: string;
}

interface Props {
  projectId: number;
  project: Project | undefined;
  item: CatalogueItem;
  option: BaseItemOption | null;
  onClose: () => void;
}

/** Adds a catalogue item to the BOM with its quantity, package and (optionally) phase and cost code. */
export function AddToBomDialog({ projectId, project, item, option, onClose }: Props) {
  const fallback = item.options.find((o) => o.is_default) ?? item.options[0];
  /** The add_item body the form makes: validated by core's addItemAction, then sent as it is. */
  const bodyOf = (v: Values): AddItemBody => {
    const body: AddItemBody = {
      func: 'add_item',
      id: item.id,
      // An empty quantity field is no quantity: "Quantity must be greater than 0".
      package_count: typeof v.package_count === 'number' ? v.package_count : 0,
      base_item_options_id: v.base_item_options_id ? Number(v.base_item_options_id) : null,
      manufacturer_id: item.manufacturer?.id ?? null,
      no_substitute: v.no_substitute,
    };
    const phase = codeInputOf(v.phase_code);
    const cost = codeInputOf(v.cost_code);
    if (phase) body.phase_code = phase;
    if (cost) body.cost_code = cost;
    if (v.wbs_code_1.trim()) body.wbs_code_1 = v.wbs_code_1.trim();
    if (v.is_rental) Object.assign(body, { is_rental: true, rental_start_date: v.rental_start_date || null, rental_end_date: v.rental_end_date || null });
    return body;
  };
  const form = useForm<Values>({
    initialValues: {
      package_count: 1,
      base_item_options_id: option ? String(option.id) : fallback ? String(fallback.id) : null,
      phase_code: empty,
      cost_code: empty,
      wbs_code_1: '',
      no_substitute: false,
      is_rental: false,
      rental_start_date: '',
      rental_end_date: '',
    },
    validate: zodValidate(addItemAction, bodyOf),
  });
  const values = form.getValues();
  const company = useCompanyCodes();
  const selectedOption = item.options.find((o) => String(o.id) === values.base_item_options_id) ?? null;
  const count = typeof values.package_count === 'number' ? values.package_count : NaN;
  // What the count makes, before it is added: 100 boxes of 50 at $0.4325 is 5,000 EA, $2,162.50.
  const preview = isPositiveQuantity(count) ? packagePreview(count, selectedOption?.package_quantity, item.unit, (item.your_price ?? { price: item.unit_price }).price) : undefined;
  const action = useCartAction(projectId);

  const add = form.onSubmit((v) =>
    action.mutate(bodyOf(v), {
      onSuccess: () => {
        showSuccessToast(`${item.base_item_code} added`);
        onClose();
      },
    }),
  );
  const error = (path: string) => form.errors[path] as string | undefined;

  return (
    <ResponsiveModal opened onClose={onClose} title={`Add ${item.base_item_code}`}>
      <Stack>
        <Text size="sm">{item.description}</Text>
        <Text size="sm" data-testid="your-price">
          {yourPriceLabel(item)}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberInput
            label={selectedOption && selectedOption.package_quantity !== 1 ? `Quantity (packages of ${formatQuantityWithUnit(selectedOption.package_quantity, item.unit)})` : 'Quantity'}
            hideControls
            clampBehavior="none"
            max={CART_MAX_PACKAGE_COUNT}
            decimalScale={3}
            {...form.getInputProps('package_count')}
            description={preview}
            data-autofocus
          />
          <Select
            label="Package"
            data={item.options.map((o) => ({ value: String(o.id), label: `${o.name} (${o.package_quantity} ${item.unit})` }))}
            {...form.getInputProps('base_item_options_id')}
            allowDeselect={false}
            disabled={!item.options.length}
          />
        </SimpleGrid>
        <CodeField
          kind="phase"
          value={values.phase_code}
          onChange={(v) => form.setFieldValue('phase_code', v)}
          sources={{ project: project?.popular_phase_codes ?? [], company: company.data?.popular_phase_codes ?? [] }}
          error={error('phase_code')}
        />
        <CodeField
          kind="cost"
          value={values.cost_code}
          onChange={(v) => form.setFieldValue('cost_code', v)}
          sources={{ project: project?.popular_cost_codes ?? [], company: company.data?.popular_cost_codes ?? [] }}
          error={error('cost_code')}
        />
        <TextInput label="WBS code" {...form.getInputProps('wbs_code_1')} maxLength={CART_WBS_CODE_MAX_LENGTH} />
        <Group>
          <Checkbox label="No substitute" {...form.getInputProps('no_substitute', { type: 'checkbox' })} />
          <Checkbox label="Rental" {...form.getInputProps('is_rental', { type: 'checkbox' })} />
        </Group>
        {values.is_rental && (
          <SimpleGrid cols={2}>
            <TextInput type="date" label="Rental start" {...form.getInputProps('rental_start_date')} error={undefined} />
            {/* Both messages of the rental-date rule show under the end date. */}
            <TextInput type="date" label="Rental end" {...form.getInputProps('rental_end_date')} error={error('rental_start_date') ?? error('rental_end_date')} />
          </SimpleGrid>
        )}
        <DialogActions onCancel={onClose} onSave={() => add()} saving={action.isPending} saveLabel="Add to BOM" />
      </Stack>
    </ResponsiveModal>
  );
}
