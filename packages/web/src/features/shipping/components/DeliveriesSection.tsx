import { Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { SHIPPING_STATUS_LABELS, type ShippingAttachment, type ShippingForm } from '@jobsite/core';
import { ImagePreviewDialog } from '../../../components/ImagePreviewDialog';
import { downloadUrl, isImage, KIND_LABELS } from '../attachment-links';
import { Section } from './Section';
import { localMoment } from '../../../lib/dates';

/** The confirmed moves: who carried it, who received it, their notes, and the photos and signature taken. */
export function DeliveriesSection({ form }: { form: ShippingForm }) {
  const [preview, setPreview] = useState<ShippingAttachment | null>(null);
  if (form.deliveries.length === 0) return null;
  const byKey = new Map(form.attachments_json.map((a) => [a.key, a]));
  return (
    <Section title="Deliveries">
      <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {form.deliveries.map((d, n) => {
          const attachments = d.attachment_keys.flatMap((k) => byKey.get(k) ?? []);
          return (
            <Stack key={n} gap={2} component="li">
              <Text size="sm" fw={600}>
                {SHIPPING_STATUS_LABELS[d.status]} · {localMoment(d.at)}
              </Text>
              <Text size="sm">
                {d.status === 'delivered' ? 'Delivered by' : 'Carried by'} {d.user_name}
                {d.received_by ? ` · received by ${d.received_by}` : ''}
              </Text>
              {d.notes && (
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                  {d.notes}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                Confirmed by {d.by}
              </Text>
              {attachments.length > 0 && (
                <Group gap="xs" mt={4}>
                  {attachments.map((a) =>
                    isImage(a) ? (
                      <UnstyledButton key={a.key} onClick={() => setPreview(a)} aria-label={`Preview ${KIND_LABELS[a.kind].toLowerCase()} ${a.name}`}>
                        <Image src={a.url} alt="" w={64} h={64} fit={a.kind === 'signature' ? 'contain' : 'cover'} radius="sm" style={{ border: '1px solid var(--mantine-color-gray-3)' }} />
                      </UnstyledButton>
                    ) : (
                      <Text key={a.key} size="xs" component="a" href={downloadUrl(a.url)}>
                        {a.name}
                      </Text>
                    ),
                  )}
                </Group>
              )}
            </Stack>
          );
        })}
      </Stack>
      <ImagePreviewDialog opened={preview !== null} onClose={() => setPreview(null)} name={preview?.name ?? ''} url={preview?.url ?? ''} downloadUrl={preview ? downloadUrl(preview.url) : undefined} />
    </Section>
  );
}
