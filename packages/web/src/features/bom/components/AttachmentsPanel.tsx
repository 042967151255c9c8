import { ActionIcon, Anchor, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { CartItem } from '@jobsite/core';
import { AttachmentDeleteConfirm } from '../../../components/ConfirmDialog';
import { ThrottledButton } from '../../../components/ThrottledButton';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { useCartAction } from '../api/cart-action';

/** A line's attachments: links with a name; add one, or delete one after confirming. */
export function AttachmentsPanel({ projectId, line }: { projectId: number; line: CartItem }) {
  const [name, setName] = useState('');
  const [link, setLink] = useState('');
  const [errors, setErrors] = useState<{ name?: string; link?: string }>({});
  const [deleting, setDeleting] = useState<CartItem['attachments'][number] | null>(null);
  const action = useCartAction(projectId, { handlesErrors: true });
  const form = {
    values: { name, link },
    setFieldError: (field: string, error: string) => setErrors((e) => ({ ...e, [field]: error })),
  };
  const add = () => {
    const missing = { name: name.trim() ? undefined : 'Enter a name', link: link.trim() ? undefined : 'Enter a link' };
    if (missing.name || missing.link) return setErrors(missing);
    action.mutate(
      { func: 'add_item_attachment', item_id: line.id, name: name.trim(), link: link.trim() },
      {
        onSuccess: () => {
          setName('');
          setLink('');
          showSuccessToast('Attachment added');
        },
        onError: (e) => handleApiError(e, { form }),
      },
    );
  };
  const remove = () =>
    deleting &&
    action.mutate(
      { func: 'delete_item_attachment', item_id: line.id, attachment_id: deleting.id },
      { onSuccess: () => setDeleting(null), onError: (e) => handleApiError(e) },
    );

  return (
    <Stack gap="xs">
      {line.attachments.length ? (
        line.attachments.map((a) => (
          <Group key={a.id} justify="space-between" wrap="nowrap">
            <Anchor href={a.link} target="_blank" rel="noopener noreferrer" size="sm" truncate="end">
              {a.name}
            </Anchor>
            <ActionIcon variant="subtle" color="red" aria-label={`Delete attachment ${a.name}`} onClick={() => setDeleting(a)}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))
      ) : (
        <Text size="sm" c="dimmed">
          No attachments.
        </Text>
      )}
      <Group align="flex-start" gap="xs" wrap="wrap">
        <TextInput label="Attachment name" size="xs" value={name} error={errors.name} onChange={(e) => (setName(e.currentTarget.value), setErrors({}))} maxLength={200} style={{ flex: 1, minWidth: 140 }} />
        <TextInput label="Link" size="xs" placeholder="https://" value={link} error={errors.link} onChange={(e) => (setLink(e.currentTarget.value), setErrors({}))} style={{ flex: 2, minWidth: 180 }} />
        <ThrottledButton size="xs" mt={22} onClick={add} loading={action.isPending && !deleting}>
          Add attachment
        </ThrottledButton>
      </Group>
      <AttachmentDeleteConfirm opened={deleting !== null} fileName={deleting?.name ?? ''} onConfirm={remove} onClose={() => setDeleting(null)} loading={action.isPending} />
    </Stack>
  );
}
