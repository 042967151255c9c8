import { Loader, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type CartItem, cartMessages, customItemFieldsSchema } from '@jobsite/core';
import { DialogActions } from '../../../components/DialogActions';
import { useItemDetail } from '../../../components/catalogue';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { showErrorToast, showSuccessToast } from '../../../lib/handle-api-error';
import { zodValidate } from '../../../lib/zod-form';
import { useCartAction } from '../api/cart-action';
import { LoadError } from '../../../components/LoadError';

interface Values {
  manufacturer_id: string | null;
  manufacturer_name: string;
}
/** A custom line's maker as edit_custom_item takes it (core's custom item fields). */
const nameSchema = customItemFieldsSchema.pick({ manufacturer_name: true });

/**
 * Edit manufacturer of a line: a catalogue line picks one of the item's manufacturers
 * (edit_item manufacturer_id), a custom line names one (edit_custom_item). An unchanged
 * choice says "No changes detected" and sends nothing.
 */
export function LineManufacturerDialog({ projectId, line, onClose }: { projectId: number; line: CartItem; onClose: () => void }) {
  const current = line.manufacturer ? String(line.manufacturer.id) : null;
  const form = useForm<Values>({
    initialValues: { manufacturer_id: current, manufacturer_name: line.manufacturer_name },
    validate: line.is_custom ? zodValidate(nameSchema, (v: Values) => ({ manufacturer_name: v.manufacturer_name })) : undefined,
  });
  const detail = useItemDetail(line.is_custom ? null : line.base_item_id);
  const action = useCartAction(projectId);
  const done = {
    onSuccess: () => {
      showSuccessToast('Manufacturer updated');
      onClose();
    },
  };
  const save = form.onSubmit(({ manufacturer_id: picked, manufacturer_name: name }) => {
    if (line.is_custom) {
      if (name.trim() === line.manufacturer_name) return showErrorToast(cartMessages.noChangesDetected);
      return action.mutate({ func: 'edit_custom_item', item_id: line.id, action: 'manufacturer_name', value: name.trim() }, done);
    }
    if (!picked || picked === current) return showErrorToast(cartMessages.noChangesDetected);
    action.mutate({ func: 'edit_item', item_id: line.id, action: 'manufacturer_id', value: Number(picked) }, done);
  });
  const data = (detail.data?.manufacturers ?? []).map((m) => ({ value: String(m.id), label: m.is_primary ? `${m.name} (primary)` : m.name }));
  if (line.manufacturer && !data.some((d) => d.value === current)) data.unshift({ value: current!, label: line.manufacturer.name });
  return (
    <ResponsiveModal opened onClose={onClose} title="Edit manufacturer" size="sm">
      <Stack>
        {line.is_custom ? (
          <TextInput label="Manufacturer" {...form.getInputProps('manufacturer_name')} maxLength={200} data-autofocus />
        ) : detail.isPending ? (
          <Loader size="sm" />
        ) : detail.isError ? (
          <LoadError title="The item's manufacturers could not be loaded" query={detail} />
        ) : (
          <Select label="Manufacturer" searchable data={data} {...form.getInputProps('manufacturer_id')} allowDeselect={false} />
        )}
        <DialogActions onCancel={onClose} onSave={() => save()} saving={action.isPending} />
      </Stack>
    </ResponsiveModal>
  );
}
