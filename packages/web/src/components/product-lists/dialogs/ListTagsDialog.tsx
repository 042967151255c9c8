import { ActionIcon, Alert, Button, Checkbox, ColorInput, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { createTagBody, productListMessages, type ProductList, type ProductListTag, TAG_COLOR_NAMES, updateTagBody } from '@jobsite/core';
import { ConfirmDialog } from '../../ConfirmDialog';
import { DialogActions } from '../../DialogActions';
import { ResponsiveModal } from '../../ResponsiveModal';
import { ThrottledButton } from '../../ThrottledButton';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { zodValidate } from '../../../lib/zod-form';
import { useCreateTag, useProductListTags, useRemoveTag, useSetListTags, useUpdateTag } from '../api/tags';
import { TagBadges } from '../TagBadges';

const SWATCHES = ['#fa5252', '#fd7e14', '#fab005', '#40c057', '#15aabf', '#228be6', '#7950f2', '#e64980', '#868e96'];

/** Rename or recolour one tag in place (it changes on every list that carries it). */
function EditTagForm({ tag, onDone }: { tag: ProductListTag; onDone: () => void }) {
  const update = useUpdateTag();
  const form = useForm({ initialValues: { name: tag.name, color: tag.color }, validate: zodValidate(updateTagBody) });
  const submit = form.onSubmit((values) => {
    const body = { name: values.name.trim() !== tag.name ? values.name.trim() : undefined, color: values.color.trim() !== tag.color ? values.color.trim() : undefined };
    if (body.name === undefined && body.color === undefined) return onDone();
    update.mutate({ id: tag.id, ...body }, { onSuccess: (t) => (showSuccessToast(`Tag ${t.name} saved`), onDone()), onError: (e) => handleApiError(e, { form }) });
  });
  return (
    <form onSubmit={submit} noValidate aria-label={`Edit tag ${tag.name}`}>
      <Group align="flex-start" gap="xs" wrap="wrap">
        <TextInput label={`New name for ${tag.name}`} style={{ flex: '1 1 160px' }} data-autofocus {...form.getInputProps('name')} />
        <ColorInput label={`Colour of ${tag.name}`} swatches={SWATCHES} style={{ flex: '1 1 140px' }} {...form.getInputProps('color')} />
        <Group gap="xs" mt={25}>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <ThrottledButton type="submit" loading={update.isPending}>
            Save tag
          </ThrottledButton>
        </Group>
      </Group>
    </form>
  );
}

/**
 * Update list tag: tick the company's tags the list carries, create a tag with a colour (it is
 * ticked at once), rename or recolour a tag, or delete it from every list (asked first).
 */
export function ListTagsDialog({ projectId, list, onClose }: { projectId: number; list: ProductList; onClose: () => void }) {
  const tags = useProductListTags();
  const [chosen, setChosen] = useState<number[]>(() => list.tags.map((t) => t.id));
  const [editing, setEditing] = useState<number | null>(null);
  const [removing, setRemoving] = useState<ProductListTag | null>(null);
  const remove = useRemoveTag();
  const save = useSetListTags(projectId, list.id);
  const create = useCreateTag();
  const form = useForm({ initialValues: { name: '', color: '#228be6' }, validate: zodValidate(createTagBody) });
  const toggle = (id: number) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  const createTag = form.onSubmit((values) =>
    create.mutate(values, {
      onSuccess: (tag) => {
        setChosen((c) => [...c, tag.id]);
        form.reset();
      },
      onError: (e) => handleApiError(e, { form }),
    }),
  );
  // a tag removed meanwhile is gone from the list already
  const unchanged = [...chosen].sort().join() === list.tags.map((t) => t.id).filter((id) => !tags.data || tags.data.some((t) => t.id === id)).sort().join();
  const confirmRemove = () =>
    removing &&
    remove.mutate(removing.id, {
      onSuccess: () => {
        setChosen((c) => c.filter((x) => x !== removing.id));
        showSuccessToast(`Tag ${removing.name} removed`);
        setRemoving(null);
      },
      onError: (e) => handleApiError(e),
    });
  const submit = () => {
    if (unchanged) return onClose();
    save.mutate(chosen, { onSuccess: () => (showSuccessToast('Tags saved'), onClose()), onError: (e) => handleApiError(e) });
  };
  return (
    <ResponsiveModal opened onClose={onClose} title="Update list tag" size="md">
      <Stack>
        <Text size="sm">Tags of {list.name}</Text>
        {tags.isError ? (
          <Alert color="red">The tags could not be loaded.</Alert>
        ) : tags.data && tags.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            Your company has no tags yet: create the first one below.
          </Text>
        ) : (
          <Stack gap={6} role="group" aria-label="Tags">
            {(tags.data ?? []).map((t) =>
              editing === t.id ? (
                <EditTagForm key={t.id} tag={t} onDone={() => setEditing(null)} />
              ) : (
                <Group key={t.id} justify="space-between" wrap="nowrap" gap="xs">
                  <Checkbox checked={chosen.includes(t.id)} onChange={() => toggle(t.id)} label={<TagBadges tags={[t]} />} aria-label={t.name} />
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon variant="subtle" color="gray" aria-label={`Edit tag ${t.name}`} onClick={() => setEditing(t.id)}>
                      <IconPencil size={16} />
                    </ActionIcon>
                    <ActionIcon variant="subtle" color="red" aria-label={`Delete tag ${t.name}`} onClick={() => setRemoving(t)}>
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Group>
              ),
            )}
          </Stack>
        )}
        <Divider label="Create a tag" labelPosition="left" />
        <form onSubmit={createTag} noValidate>
          <Group align="flex-start" gap="xs" wrap="wrap">
            <TextInput label="Tag name" style={{ flex: '1 1 160px' }} {...form.getInputProps('name')} />
            <ColorInput label="Colour" swatches={SWATCHES} style={{ flex: '1 1 140px' }} description={`#rrggbb or a name like ${TAG_COLOR_NAMES[7]}`} {...form.getInputProps('color')} />
            <Button type="submit" variant="light" mt={25} loading={create.isPending}>
              Create tag
            </Button>
          </Group>
        </form>
        <DialogActions onCancel={onClose} onSave={submit} saving={save.isPending} />
      </Stack>
      <ConfirmDialog
        opened={removing !== null}
        title="Delete tag"
        message={removing ? productListMessages.removeTag(removing.name) : ''}
        confirmLabel="Delete tag"
        loading={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => confirmRemove()}
      />
    </ResponsiveModal>
  );
}
