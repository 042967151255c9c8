import { NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ProductListItem, updateItemLinkBody, updateItemManufacturerBody, updateProductListItemBody } from '@jobsite/core';
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
}

/** Edit a list item: quantity, phase and cost codes, manufacturer and product link; only what changed is sent. */
export function EditListItemDialog({ item, onClose }: { item: ProductListItem; onClose: () => void }) {
  const update = useUpdateListItems();
  const link = useEditItemField(item.id, 'link');
  const maker = useEditItemField(item.id, 'manufacturer');
  const form = useForm<Values>({
    initialValues: { quantity: item.quantity, phase_code: item.phase_code, cost_code: item.cost_code, manufacturer: item.manufacturer, link: item.link },
    validate: (v) => {
      const errors: Record<string, string> = {};
      const checks = [
        updateProductListItemBody.safeParse({ action: 'update', list_item_id: item.id, quantity: v.quantity === '' ? undefined : Number(v.quantity), phase_code: v.phase_code, cost_code: v.cost_code }),
        updateItemLinkBody.safeParse({ link: v.link }),
        updateItemManufacturerBody.safeParse({ manufacturer: v.manufacturer }),
      ];
      for (const r of checks) if (!r.success) for (const issue of r.error.issues) errors[String(issue.path.at(-1))] ??= issue.message;
      if (v.quantity === '') errors.quantity = 'Quantity must be greater than 0';
      return errors;
    },
  });
  const submit = form.onSubmit(async (v) => {
    const changed = (k: keyof Values) => String(v[k]).trim() !== String(item[k as keyof ProductListItem] ?? '');
    try {
      if (changed('quantity') || changed('phase_code') || changed('cost_code'))
        await update.mutateAsync({ action: 'update', list_item_id: item.id, quantity: Number(v.quantity), phase_code: v.phase_code.trim(), cost_code: v.cost_code.trim() });
      if (changed('manufacturer')) await maker.mutateAsync(v.manufacturer.trim());
      if (changed('link')) await link.mutateAsync(v.link.trim());
      if (['quantity', 'phase_code', 'cost_code', 'manufacturer', 'link'].some((k) => changed(k as keyof Values))) showSuccessToast('Item saved');
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
          <TextInput label="Manufacturer" {...form.getInputProps('manufacturer')} />
          <TextInput label="Product link" placeholder="https://" {...form.getInputProps('link')} />
          <DialogActions onCancel={onClose} onSave={() => submit()} saving={update.isPending || link.isPending || maker.isPending} />
        </Stack>
      </form>
    </ResponsiveModal>
  );
}
