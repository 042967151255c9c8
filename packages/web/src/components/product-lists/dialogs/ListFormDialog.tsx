import { Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ProductList, updateProductListBody } from '@jobsite/core';
import { DialogActions } from '../../DialogActions';
import { ResponsiveModal } from '../../ResponsiveModal';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { zodValidate } from '../../../lib/zod-form';
import { useUpdateProductList } from '../api/update-product-list';

type Target = { kind: 'create'; parent: ProductList | null } | { kind: 'rename'; list: ProductList };

/** New list, new sublist (of `parent`) or rename: a name (required) and a description. */
export function ListFormDialog({ projectId, target, onClose, onSaved }: { projectId: number; target: Target; onClose: () => void; onSaved?: (list: { id: number; name: string }) => void }) {
  const initial = target.kind === 'rename' ? { name: target.list.name, description: target.list.description } : { name: '', description: '' };
  const toBody = (v: typeof initial) =>
    target.kind === 'rename'
      ? { action: 'update' as const, list_id: target.list.id, name: v.name, description: v.description }
      : { action: 'create' as const, project_id: projectId, name: v.name, description: v.description || undefined, parent_id: target.parent?.id ?? null };
  const form = useForm({ initialValues: initial, validate: zodValidate(updateProductListBody, toBody) });
  const save = useUpdateProductList(projectId);
  const title = target.kind === 'rename' ? 'Rename list' : target.parent ? `New sublist of ${target.parent.name}` : 'New product list';
  const submit = form.onSubmit((values) =>
    save.mutate(toBody(values), {
      onSuccess: (list) => {
        if (!('id' in list)) return;
        showSuccessToast(target.kind === 'rename' ? 'List saved' : `List ${list.name} created`);
        onSaved?.(list);
        onClose();
      },
      onError: (e) => handleApiError(e, { form }),
    }),
  );
  return (
    <ResponsiveModal opened onClose={onClose} title={title} size="md">
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label="List name" placeholder="Level 2 lighting" required data-autofocus {...form.getInputProps('name')} />
          <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
          <DialogActions onCancel={onClose} onSave={() => submit()} saving={save.isPending} saveLabel={target.kind === 'rename' ? 'Save' : 'Create list'} />
        </Stack>
      </form>
    </ResponsiveModal>
  );
}
