import { Checkbox, Group, Loader, NumberInput, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type ShippingForm, shippingMessages } from '@jobsite/core';
import { useToolRequest } from '../../../components/assets/api';
import { shippingOpenLinesOptions } from '../../../components/shipping/api';
import { DialogActions } from '../../../components/DialogActions';
import { LoadError } from '../../../components/LoadError';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { useUpdateShippingForm } from '../api/update-shipping-form';
import { snackError, snackSuccess } from '../snackbar';

/** Puts lines of the tool request (back) on the form, with how many of each ship. */
export function AddRequestItemsDialog({ form, opened, onClose }: { form: ShippingForm; opened: boolean; onClose: () => void }) {
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Add items from the request" size="md">
      {opened && form.tool_request && <LinesForm form={form} requestId={form.tool_request.id} onClose={onClose} />}
    </ResponsiveModal>
  );
}

function LinesForm({ form, requestId, onClose }: { form: ShippingForm; requestId: number; onClose: () => void }) {
  const request = useToolRequest(requestId);
  // what is still to go of each line (the server's count: less what shipped and what other forms hold)
  const open = useQuery(shippingOpenLinesOptions(requestId));
  const save = useUpdateShippingForm(form.id);
  const [chosen, setChosen] = useState<Record<number, number | string>>({});
  const onForm = new Set(form.shipping_items.map((i) => i.tool_request_line_id));
  const openOf = new Map((open.data?.lines ?? []).map((l) => [l.tool_request_line_id, l.open_quantity]));
  const lines = (request.data?.lines ?? []).filter((l) => !onForm.has(l.id) && (openOf.get(l.id) ?? 0) > 0);
  const picked = Object.entries(chosen);
  const bad = picked.some(([, q]) => !(Number(q) >= 1));
  const submit = () => {
    if (picked.length === 0 || bad) return;
    save.mutate(
      { field_to_update: 'shipping_items', shipping_items: picked.map(([line, q]) => ({ tool_request_line_id: Number(line), quantity: Number(q) })) },
      {
        onSuccess: () => {
          snackSuccess(`${picked.length} item${picked.length === 1 ? '' : 's'} added`);
          onClose();
        },
        onError: (e) => snackError(e),
      },
    );
  };
  if (request.isPending || open.isPending) return <Loader size="sm" aria-label="Loading the request" />;
  if (request.isError) return <LoadError title="The request could not be loaded" query={request} />;
  if (open.isError) return <LoadError title="The request could not be loaded" query={open} />;
  return (
    <Stack>
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          Every line of {form.tool_request?.number} is on this form, on another shipping form or shipped already.
        </Text>
      ) : (
        lines.map((l) => (
          <Group key={l.id} justify="space-between" wrap="nowrap" gap="xs">
            <Checkbox
              label={`${l.model.name}${l.item ? ` · ${l.item.serial_number || l.item.barcode_value}` : ''}`}
              checked={l.id in chosen}
              onChange={(e) => {
                // read the tick now: the event's currentTarget is null by the time React runs the updater
                const checked = e.currentTarget.checked;
                setChosen((c) => {
                  const next = { ...c };
                  if (checked) next[l.id] = openOf.get(l.id) ?? 1;
                  else delete next[l.id];
                  return next;
                });
              }}
            />
            {l.id in chosen && (
              <NumberInput
                aria-label={`Quantity of ${l.model.name}`}
                w={90}
                min={1}
                clampBehavior="none"
                allowDecimal={false}
                value={chosen[l.id]}
                onChange={(v) => setChosen((c) => ({ ...c, [l.id]: v }))}
                error={!(Number(chosen[l.id]) >= 1) ? shippingMessages.quantityPositive : undefined}
              />
            )}
          </Group>
        ))
      )}
      <DialogActions onCancel={onClose} onSave={submit} saving={save.isPending} saveLabel="Add to the form" disabled={picked.length === 0 || bad} />
    </Stack>
  );
}
