import { ActionIcon, Anchor, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { addAttachmentAction, type CartItem } from '@jobsite/core';
import { AttachmentDeleteConfirm } from '../../../components/ConfirmDialog';
import { ThrottledButton } from '../../../components/ThrottledButton';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { zodValidate } from '../../../lib/zod-form';
import { useCartAction } from '../api/cart-action';

interface Values {
  name: string;
  link: string;
}
const validateFields = zodValidate(addAttachmentAction.pick({ name: true, link: true }));
/** The panel's own words for an empty field; core's add_item_attachment schema checks the rest (an http(s) link). */
const validateAttachment = (v: Values) => {
  const missing = { name: v.name.trim() ? undefined : 'Enter a name', link: v.link.trim() ? undefined : 'Enter a link' };
  return missing.name || missing.link ? missing : validateFields(v);
};

/** A line's attachments: links with a name; add one, or delete one after confirming. */
export function AttachmentsPanel({ projectId, line }: { projectId: number; line: CartItem }) {
  const form = useForm<Values>({
    initialValues: { name: '', link: '' },
    validate: validateAttachment,
    // Any change takes the messages away.
    onValuesChange: () => form.clearErrors(),
  });
  const [deleting, setDeleting] = useState<CartItem['attachments'][number] | null>(null);
  const action = useCartAction(projectId, { handlesErrors: true });
  const add = form.onSubmit((v) =>
    action.mutate(
      { func: 'add_item_attachment', item_id: line.id, name: v.name.trim(), link: v.link.trim() },
      {
        onSuccess: () => {
          form.reset();
          showSuccessToast('Attachment added');
        },
        onError: (e) => handleApiError(e, { form }),
      },
    ),
  );
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
        <TextInput label="Attachment name" size="xs" {...form.getInputProps('name')} maxLength={200} style={{ flex: 1, minWidth: 140 }} />
        <TextInput label="Link" size="xs" placeholder="https://" {...form.getInputProps('link')} style={{ flex: 2, minWidth: 180 }} />
        <ThrottledButton size="xs" mt={22} onClick={() => add()} loading={action.isPending && !deleting}>
          Add attachment
        </ThrottledButton>
      </Group>
      <AttachmentDeleteConfirm opened={deleting !== null} fileName={deleting?.name ?? ''} onConfirm={remove} onClose={() => setDeleting(null)} loading={action.isPending} />
    </Stack>
  );
}
