import { NumberInput, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ProductListItem, rentalDatesProblem, updateItemLinkBody, updateItemManufacturerBody, updateProductListItemBody } from '@jobsite/core';
import { DialogActions } from '../../../components/DialogActions';
import { useUpdateListItems } from '../../../components/product-lists/api/update-list-items';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { useEditItemField } from '../api/edit-list-item';

interface Values {
  quantity: number | string;
  phase_code: string;
  cost_code: string;
  manufacturer: string;
  link: string;
  rental: boolean;
  rental_start_date: string;
  rental_end_date: string;
}

/** The dates a save sends: both null when the item is no rental; an empty field is a date not given. */
const rentalOf = (v: Values) => (v.rental ? { rental_start_date: v.rental_start_date || null, rental_end_date: v.rental_end_date || null } : { rental_start_date: null, rental_end_date: null });

/** Edit a list item: quantity, phase and cost codes, rental dates, manufacturer and product link; only what changed is sent. */
export function EditListItemDialog({ item, onClose }: { item: ProductListItem; onClose: () => void }) {
  const update = useUpdateListItems();
  const link = useEditItemField(item.id, 'link');
  const maker = useEditItemField(item.id, 'manufacturer');
  const form = useForm<Values>({
    initialValues: {
      quantity: item.quantity,
      phase_code: item.phase_code,
      cost_code: item.cost_code,
      manufacturer: item.manufacturer,
      link: item.link,
      rental: item.rental_start_date !== null || item.rental_end_date !== null,
      rental_start_date: item.rental_start_date ?? '',
      rental_end_date: item.rental_end_date ?? '',
    },
    validate: (v) => {
      const errors: Record<string, string> = {};
      const checks = [
        updateProductListItemBody.safeParse({ action: 'update', list_item_id: item.id, quantity: v.quantity === '' ? undefined : Number(v.quantity), phase_code: v.phase_code, cost_code: v.cost_code }),
        updateItemLinkBody.safeParse({ link: v.link }),
        updateItemManufacturerBody.safeParse({ manufacturer: v.manufacturer }),
      ];
      for (const r of checks) if (!r.success) for (const issue of r.error.issues) errors[String(issue.path.at(-1))] ??= issue.message;
      if (v.quantity === '') errors.quantity = 'Quantity must be greater than 0';
      // the cart's rental-date rule, the server's words (both messages show under the end date)
      const dates = rentalOf(v);
      const problem = v.rental ? rentalDatesProblem(dates.rental_start_date, dates.rental_end_date, { required: true }) : null;
      if (problem) errors.rental_end_date = problem.message;
      return errors;
    },
  });
  const submit = form.onSubmit(async (v) => {
    const changed = (k: keyof Values) => String(v[k]).trim() !== String(item[k as keyof ProductListItem] ?? '');
    const dates = rentalOf(v);
    const datesChanged = dates.rental_start_date !== item.rental_start_date || dates.rental_end_date !== item.rental_end_date;
    const fieldsChanged = changed('quantity') || changed('phase_code') || changed('cost_code');
    try {
      if (fieldsChanged || datesChanged)
        await update.mutateAsync({
          action: 'update',
          list_item_id: item.id,
          ...(fieldsChanged ? { quantity: Number(v.quantity), phase_code: v.phase_code.trim(), cost_code: v.cost_code.trim() } : {}),
          ...(datesChanged ? dates : {}),
        });
      if (changed('manufacturer')) await maker.mutateAsync(v.manufacturer.trim());
      if (changed('link')) await link.mutateAsync(v.link.trim());
      if (fieldsChanged || datesChanged || changed('manufacturer') || changed('link')) showSuccessToast('Item saved');
      onClose();
    } catch (e) {
      handleApiError(e, { form });
    }
  });
  return (
    <ResponsiveModal opened onClose={onClose} title="Edit list item" size="md">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">
            {item.code ? `${item.code} · ` : ''}
            {item.description}
          </Text>
          <NumberInput label={`Quantity (${item.unit})`} min={0} decimalScale={3} data-autofocus {...form.getInputProps('quantity')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label="Phase code" {...form.getInputProps('phase_code')} />
            <TextInput label="Cost code" {...form.getInputProps('cost_code')} />
          </SimpleGrid>
          <Switch label="Rental item" {...form.getInputProps('rental', { type: 'checkbox' })} />
          {form.values.rental && (
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInput type="date" label="Rental start date" {...form.getInputProps('rental_start_date')} error={undefined} />
              <TextInput type="date" label="Rental end date" {...form.getInputProps('rental_end_date')} error={form.errors.rental_end_date ?? form.errors.rental_start_date} />
            </SimpleGrid>
          )}
          <TextInput label="Manufacturer" {...form.getInputProps('manufacturer')} />
          <TextInput label="Product link" placeholder="https://" {...form.getInputProps('link')} />
          <DialogActions onCancel={onClose} onSave={() => submit()} saving={update.isPending || link.isPending || maker.isPending} />
        </Stack>
      </form>
    </ResponsiveModal>
  );
}
