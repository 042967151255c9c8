import { ActionIcon, Anchor, Badge, Button, FileButton, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconDownload, IconPaperclip, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { SHIPPING_ATTACHMENT_ACCEPT, type ShippingAttachment, type ShippingForm, shippingMessages } from '@jobsite/core';
import { AttachmentDeleteConfirm } from '../../../components/ConfirmDialog';
import { ImagePreviewDialog } from '../../../components/ImagePreviewDialog';
import { useRemoveAttachment, useUploadAttachment } from '../api/attachments';
import { downloadUrl, isImage, KIND_LABELS } from '../attachment-links';
import { snackError, snackSuccess, snackWarning } from '../snackbar';
import { planUploads } from '../uploads';
import { Section } from './Section';
import { localDay } from '../../../lib/dates';

/** One attachment: a thumbnail that opens the preview (images) or the file's name, with download and delete. */
function AttachmentRow({ a, canRemove, onPreview, onRemove }: { a: ShippingAttachment; canRemove: boolean; onPreview: () => void; onRemove: () => void }) {
  return (
    <Group component="li" gap="xs" wrap="nowrap" justify="space-between">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        {isImage(a) ? (
          <UnstyledButton onClick={onPreview} aria-label={`Preview ${a.name}`}>
            <Image src={a.url} alt="" w={48} h={48} fit="cover" radius="sm" />
          </UnstyledButton>
        ) : (
          <IconPaperclip size={20} aria-hidden />
        )}
        <Stack gap={0} style={{ minWidth: 0 }}>
          {isImage(a) ? (
            <Text size="sm" truncate>
              {a.name}
            </Text>
          ) : (
            <Anchor href={a.url} target="_blank" rel="noopener" size="sm" truncate>
              {a.name}
            </Anchor>
          )}
          <Text size="xs" c="dimmed" truncate component="div">
            {a.kind !== 'file' && (
              <Badge size="xs" variant="light" mr={4}>
                {KIND_LABELS[a.kind]}
              </Badge>
            )}
            {a.uploaded_by} · {localDay(a.uploaded_at)}
          </Text>
        </Stack>
      </Group>
      <Group gap={2} wrap="nowrap">
        <ActionIcon component="a" href={downloadUrl(a.url)} download={a.name} variant="subtle" aria-label={`Download ${a.name}`}>
          <IconDownload size={18} />
        </ActionIcon>
        {canRemove && (
          <ActionIcon variant="subtle" color="red" aria-label={`Delete ${a.name}`} onClick={onRemove}>
            <IconTrash size={18} />
          </ActionIcon>
        )}
      </Group>
    </Group>
  );
}

/**
 * Attachments: several files at once, each checked against the allowed types and size
 * ("File {name} upload not allowed."), a file already there (same name and size) skipped, a
 * new one with a taken name renamed "name (2)"; images preview with download; delete asks first.
 */
export function AttachmentsSection({ form }: { form: ShippingForm }) {
  const upload = useUploadAttachment(form.id);
  const remove = useRemoveAttachment(form.id);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<ShippingAttachment | null>(null);
  const [deleting, setDeleting] = useState<ShippingAttachment | null>(null);

  const pick = async (files: File[]) => {
    const plan = planUploads(form.attachments_json, files);
    plan.refused.forEach((name) => snackWarning(shippingMessages.uploadNotAllowed(name)));
    if (plan.skipped.length) snackWarning(`Already attached: ${plan.skipped.join(', ')}`);
    if (!plan.accepted.length) return;
    setBusy(true);
    let done = 0;
    try {
      for (const { file, name } of plan.accepted) {
        await upload.mutateAsync({ file, name, kind: 'file' });
        done++;
      }
      snackSuccess(done === 1 ? `${plan.accepted[0].name} attached` : `${done} files attached`);
    } catch (e) {
      snackError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section
      title="Attachments"
      action={
        form.abilities.upload && (
          <FileButton onChange={(files) => void pick(files)} accept={SHIPPING_ATTACHMENT_ACCEPT} multiple>
            {(props) => (
              <Button {...props} size="compact-sm" variant="light" leftSection={<IconUpload size={14} />} loading={busy}>
                Upload files
              </Button>
            )}
          </FileButton>
        )
      }
    >
      {form.attachments_json.length === 0 ? (
        <Text size="sm" c="dimmed">
          No attachments.{form.abilities.upload ? ' Upload packing slips, photos or PDFs (up to 15 MB each).' : ''}
        </Text>
      ) : (
        <Stack gap={6} component="ul" aria-label="Attachments" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {form.attachments_json.map((a) => (
            <AttachmentRow key={a.key} a={a} canRemove={form.abilities.remove_attachment} onPreview={() => setPreview(a)} onRemove={() => setDeleting(a)} />
          ))}
        </Stack>
      )}
      <ImagePreviewDialog opened={preview !== null} onClose={() => setPreview(null)} name={preview?.name ?? ''} url={preview?.url ?? ''} downloadUrl={preview ? downloadUrl(preview.url) : undefined} />
      <AttachmentDeleteConfirm
        opened={deleting !== null}
        fileName={deleting?.name ?? ''}
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { attachment_key: deleting.key },
            {
              onSuccess: () => {
                snackSuccess(`${deleting.name} deleted`);
                setDeleting(null);
              },
              onError: (e) => snackError(e),
            },
          )
        }
      />
    </Section>
  );
}
