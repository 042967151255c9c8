import { NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { type CartItem, CATALOGUE_UNITS, customItemFieldsSchema } from '@jobsite/core';
import { DialogActions } from '../../../components/DialogActions';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { showSuccessToast } from '../../../lib/handle-api-error';
import { zodValidate } from '../../../lib/zod-form';
import { useCartAction } from '../api/cart-action';
import { type CustomItemDraft, customItemDraft, customItemFieldsOf, planCustomItemEdits } from '../custom-item-edits';

type Unit = (typeof CATALOGUE_UNITS)[number];

/**
 * Edit a custom line's item: description, code, unit, unit price, manufacturer. Each changed
 * field is one edit_custom_item call, in turn; nothing changed closes without a request. A
 * custom item other lines use is copied for this line by the server.
 */
export function EditCustomItemDialog({ projectId, line, onClose }: { projectId: number; line: CartItem; onClose: () => void }) {
  const form = useForm<CustomItemDraft>({ initialValues: customItemDraft(line), validate: zodValidate(customItemFieldsSchema, customItemFieldsOf) });
  const [saving, setSaving] = useState(false);
  const action = useCartAction(projectId);
  const save = async (draft: CustomItemDraft) => {
    const plan = planCustomItemEdits(line, draft);
    if (plan.kind === 'error') return form.setFieldError(plan.field, plan.message);
    if (!plan.bodies.length) return onClose();
    setSaving(true);
    try {
      // One field per call; a refused field stops here (the error presenter shows why).
      for (const body of plan.bodies) await action.mutateAsync(body);
      showSuccessToast('Custom item updated');
      onClose();
    } catch {
      /* shown by the error presenter */
    } finally {
      setSaving(false);
    }
  };
  return (
    <ResponsiveModal opened onClose={onClose} title="Edit custom item">
      <Stack>
        <TextInput label="Description" required {...form.getInputProps('description')} maxLength={500} data-autofocus />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label="Code" {...form.getInputProps('code')} maxLength={100} />
          <TextInput label="Manufacturer" {...form.getInputProps('manufacturer_name')} maxLength={200} />
          <Select label="Unit" data={[...CATALOGUE_UNITS]} value={form.values.unit} onChange={(v) => form.setFieldValue('unit', (v as Unit) ?? form.values.unit)} allowDeselect={false} />
          <NumberInput label="Unit price" prefix="$" min={0} decimalScale={4} {...form.getInputProps('unit_price')} />
        </SimpleGrid>
        {line.custom_item_id !== null && (
          <Text size="xs" c="dimmed">
            When other lines use this custom item, only this line gets the changes.
          </Text>
        )}
        <DialogActions onCancel={onClose} onSave={form.onSubmit((draft) => void save(draft))} saving={saving} />
      </Stack>
    </ResponsiveModal>
  );
}
