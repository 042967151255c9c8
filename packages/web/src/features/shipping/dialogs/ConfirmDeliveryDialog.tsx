import { ActionIcon, Alert, Button, FileButton, Group, Image, NativeSelect, NumberInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconCamera, IconPaperclip, IconX } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  type AttachmentKind,
  type ConfirmedStatus,
  dedupeUpload,
  type DeliveryException,
  deliveryStatusBody,
  formatQuantity,
  SHIPPING_ATTACHMENT_ACCEPT,
  SHIPPING_STATUS_LABELS,
  type ShippingForm,
  shippingItemLabel,
  shippingMessages,
} from '@jobsite/core';
import { DialogActions } from '../../../components/DialogActions';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { useUploadAttachment } from '../api/attachments';
import { useConfirmDelivery } from '../api/confirm-delivery';
import { SignatureField, type SignatureHandle } from '../components/SignatureField';
import { snackError, snackSuccess, snackWarning } from '../snackbar';
import { uploadAllowed } from '../uploads';

type Exceptions = Record<number, { exception: DeliveryException | ''; quantity: number | string }>;
type Errors = Partial<Record<'user_name' | 'received_by' | 'exceptions', string>>;

/** What is wrong with a typed short or damaged count, kept as typed (not clamped) so the site sees it. */
function exceptionQuantityError(quantity: number | string, shipped: number): string | undefined {
  const n = Number(quantity);
  if (quantity === '' || !(n >= 1)) return shippingMessages.quantityPositive;
  if (n > shipped) return `At most ${formatQuantity(shipped)} shipped`;
  return undefined;
}

/**
 * Confirm in transit or delivered: who carries it (in transit) or brought it and who received
 * it (delivered), notes and attachments; for delivered also the proof of delivery, a photo
 * and the receiver's signature, and the lines found short or damaged. Photos, signature and
 * files are uploaded first (upload_attachment/), then the status call names their keys.
 */
export function ConfirmDeliveryDialog({ form, status, onClose }: { form: ShippingForm; status: ConfirmedStatus | null; onClose: () => void }) {
  return (
    <ResponsiveModal opened={status !== null} onClose={onClose} title={status === 'delivered' ? 'Confirm delivered' : 'Confirm in transit'} size="lg">
      {status && <ConfirmForm key={status} form={form} status={status} onClose={onClose} />}
    </ResponsiveModal>
  );
}

function PhotoPreview({ file, onRemove }: { file: File; onRemove: () => void }) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <Group gap="xs" wrap="nowrap">
      <Image src={url} alt={`Photo ${file.name}`} w={72} h={72} fit="cover" radius="sm" />
      <Text size="sm" truncate style={{ flex: 1 }}>
        {file.name}
      </Text>
      <ActionIcon variant="subtle" color="red" aria-label="Remove the photo" onClick={onRemove}>
        <IconX size={16} />
      </ActionIcon>
    </Group>
  );
}

function ConfirmForm({ form, status, onClose }: { form: ShippingForm; status: ConfirmedStatus; onClose: () => void }) {
  const delivered = status === 'delivered';
  const [userName, setUserName] = useState('');
  const [receivedBy, setReceivedBy] = useState('');
  const [notes, setNotes] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [photo, setPhoto] = useState<File | null>(null);
  const [exceptions, setExceptions] = useState<Exceptions>({});
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const signature = useRef<SignatureHandle>(null);
  const photoInput = useRef<HTMLInputElement>(null);
  /** What went up already (a retry after a failed status call does not upload twice). */
  const uploaded = useRef(new Map<unknown, string>());
  const upload = useUploadAttachment(form.id);
  const confirm = useConfirmDelivery(form.id);

  const exceptionList = Object.entries(exceptions).flatMap(([id, e]) => (e.exception ? [{ shipping_item_id: Number(id), exception: e.exception, quantity: Number(e.quantity) }] : []));
  const payload = { new_status: status, user_name: userName, notes, received_by: delivered ? receivedBy : '', exceptions: delivered ? exceptionList : [] };

  const submit = async () => {
    const checked = deliveryStatusBody.safeParse(payload);
    const next: Errors = {};
    if (!checked.success) for (const issue of checked.error.issues) next[issue.path[0] as keyof Errors] ??= issue.message;
    setErrors(next);
    if (!checked.success) return;
    if (delivered && form.shipping_items.some((i) => exceptions[i.id]?.exception && exceptionQuantityError(exceptions[i.id].quantity, i.quantity))) return;
    const refused = [...files, ...(photo ? [photo] : [])].filter((f) => !uploadAllowed(f));
    if (refused.length) return refused.forEach((f) => snackWarning(shippingMessages.uploadNotAllowed(f.name)));

    setBusy(true);
    try {
      const taken = form.attachments_json.map((a) => ({ name: a.name, size: a.size }));
      const keys: string[] = [];
      const put = async (cacheKey: unknown, blob: Blob, name: string, kind: AttachmentKind) => {
        const known = uploaded.current.get(cacheKey);
        if (known) return keys.push(known);
        const same = kind === 'file' ? form.attachments_json.find((a) => a.name === name && a.size === blob.size) : undefined;
        if (same) return keys.push(same.key);
        const unique = dedupeUpload(taken, { name, size: blob.size }).name;
        taken.push({ name: unique, size: blob.size });
        const r = await upload.mutateAsync({ file: blob, name: unique, kind });
        uploaded.current.set(cacheKey, r.attachment.key);
        keys.push(r.attachment.key);
      };
      for (const f of files) await put(f, f, f.name, 'file');
      if (delivered && photo) await put(photo, photo, photo.name, 'photo');
      if (delivered && signature.current && !signature.current.isEmpty()) {
        const blob = await signature.current.toBlob();
        if (blob) await put(`signature:${signature.current.version()}`, blob, `signature-${form.number}.png`, 'signature');
      }
      await confirm.mutateAsync({ ...payload, attachment_keys: keys, added_attachments: keys.length > 0 });
      snackSuccess(`${form.number}: ${SHIPPING_STATUS_LABELS[status]}`);
      onClose();
    } catch (e) {
      snackError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack>
      <TextInput
        label={delivered ? 'Delivery person' : 'Transit handler'}
        description={delivered ? 'Who brought it to the site' : 'Who carries it (driver or carrier)'}
        required
        value={userName}
        onChange={(e) => setUserName(e.currentTarget.value)}
        error={errors.user_name}
      />
      {delivered && <TextInput label="Received by" description="Who took the delivery on the site" required value={receivedBy} onChange={(e) => setReceivedBy(e.currentTarget.value)} error={errors.received_by} />}
      <Textarea label="Notes" autosize minRows={2} value={notes} onChange={(e) => setNotes(e.currentTarget.value)} />
      {delivered && (
        <>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Photo of the delivery
            </Text>
            <input
              ref={photoInput}
              type="file"
              accept="image/*"
              capture="environment"
              aria-label="Photo of the delivery"
              style={{ display: 'none' }}
              onChange={(e) => {
                setPhoto(e.currentTarget.files?.[0] ?? null);
                e.currentTarget.value = '';
              }}
            />
            {photo ? (
              <PhotoPreview file={photo} onRemove={() => setPhoto(null)} />
            ) : (
              <Button variant="light" leftSection={<IconCamera size={16} />} onClick={() => photoInput.current?.click()} style={{ alignSelf: 'flex-start' }}>
                Take a photo
              </Button>
            )}
          </Stack>
          <SignatureField ref={signature} label="Signature of the receiver" />
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              Anything short or damaged?
            </Text>
            {errors.exceptions && (
              <Alert color="red" variant="light" role="alert">
                {errors.exceptions}
              </Alert>
            )}
            {form.shipping_items.map((item) => {
              const e = exceptions[item.id] ?? { exception: '', quantity: 1 };
              // the serial tells two identical drills apart, as the Create return dialog does
              const name = shippingItemLabel(item);
              return (
                <Group key={item.id} gap="xs" wrap="wrap" align="flex-end">
                  <NativeSelect
                    label={name}
                    aria-label={`Exception for ${name}`}
                    data={[
                      { value: '', label: `All ${formatQuantity(item.quantity)} fine` },
                      { value: 'short', label: 'Short' },
                      { value: 'damaged', label: 'Damaged' },
                    ]}
                    value={e.exception}
                    onChange={(ev) => {
                      // read the choice now: the event's currentTarget is null by the time React runs the updater
                      const exception = ev.currentTarget.value as DeliveryException | '';
                      setExceptions((x) => ({ ...x, [item.id]: { ...(x[item.id] ?? e), exception } }));
                    }}
                    style={{ flex: '1 1 200px' }}
                  />
                  {e.exception && (
                    <NumberInput
                      label={`How many ${e.exception}`}
                      aria-label={`How many ${e.exception} of ${name}`}
                      w={120}
                      min={1}
                      max={item.quantity}
                      clampBehavior="none"
                      allowDecimal={false}
                      value={e.quantity}
                      onChange={(v) => setExceptions((x) => ({ ...x, [item.id]: { ...(x[item.id] ?? e), quantity: v } }))}
                      error={exceptionQuantityError(e.quantity, item.quantity)}
                    />
                  )}
                  {e.exception && !exceptionQuantityError(e.quantity, item.quantity) && (
                    <Text size="xs" c="dimmed" style={{ flex: '1 1 100%' }}>
                      {e.exception === 'short'
                        ? `${formatQuantity(item.quantity - Number(e.quantity))} of ${formatQuantity(item.quantity)} received; the ${formatQuantity(Number(e.quantity))} short stay with the warehouse`
                        : `All ${formatQuantity(item.quantity)} received; ${formatQuantity(Number(e.quantity))} flagged damaged`}
                    </Text>
                  )}
                </Group>
              );
            })}
          </Stack>
        </>
      )}
      <Stack gap={4}>
        <Group gap="xs">
          <FileButton onChange={(picked) => setFiles((f) => [...f, ...picked])} accept={SHIPPING_ATTACHMENT_ACCEPT} multiple>
            {(props) => (
              <Button {...props} variant="default" size="xs" leftSection={<IconPaperclip size={14} />}>
                Attach files
              </Button>
            )}
          </FileButton>
        </Group>
        {files.map((f, n) => (
          <Group key={`${f.name}-${n}`} gap="xs" wrap="nowrap">
            <Text size="sm" truncate style={{ flex: 1 }}>
              {f.name}
            </Text>
            <ActionIcon variant="subtle" color="red" aria-label={`Remove ${f.name}`} onClick={() => setFiles((all) => all.filter((_, i) => i !== n))}>
              <IconX size={16} />
            </ActionIcon>
          </Group>
        ))}
      </Stack>
      <DialogActions onCancel={onClose} onSave={() => void submit()} saving={busy} saveLabel={delivered ? 'Confirm delivered' : 'Confirm in transit'} />
    </Stack>
  );
}
