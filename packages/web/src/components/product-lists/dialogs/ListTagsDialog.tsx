import { Alert, Button, Checkbox, ColorInput, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { createTagBody, type ProductList, TAG_COLOR_NAMES } from '@jobsite/core';
import { DialogActions } from '../../DialogActions';
import { ResponsiveModal } from '../../ResponsiveModal';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { zodValidate } from '../../../lib/zod-form';
import { useCreateTag, useProductListTags, useSetListTags } from '../api/tags';
import { TagBadges } from '../TagBadges';

const SWATCHES = ['#fa5252', '#fd7e14', '#fab005', '#40c057', '#15aabf', '#228be6', '#7950f2', '#e64980', '#868e96'];

/** Update list tag: tick the company's tags the list carries, or create a tag with a colour (it is ticked at once). */
export function ListTagsDialog({ projectId, list, onClose }: { projectId: number; list: ProductList; onClose: () => void }) {
  const tags = useProductListTags();
  const [chosen, setChosen] = useState<number[]>(() => list.tags.map((t) => t.id));
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
  const unchanged = [...chosen].sort().join() === list.tags.map((t) => t.id).sort().join();
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
            {(tags.data ?? []).map((t) => (
              <Checkbox key={t.id} checked={chosen.includes(t.id)} onChange={() => toggle(t.id)} label={<TagBadges tags={[t]} />} aria-label={t.name} />
            ))}
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
    </ResponsiveModal>
  );
}
