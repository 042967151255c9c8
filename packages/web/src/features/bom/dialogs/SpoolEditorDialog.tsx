import { ActionIcon, Alert, Button, Group, Loader, NumberInput, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { type CartSpool, spoolFieldsSchema } from '@jobsite/core';
import { DialogActions } from '../../../components/DialogActions';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { showSuccessToast } from '../../../lib/handle-api-error';
import { zodValidate } from '../../../lib/zod-form';
import { useCartAction } from '../api/cart-action';
import { useSpoolLines } from '../api/get-spools';
import { planSpoolUpdate, type SpoolFields } from '../spool-changes';

interface Values {
  spool_number: string;
  spool_tag: string;
  stack_layers: number | string;
}

/**
 * Edit a spool: number, tag, stack layers and which of the project's lines are on it
 * (update_spool_items with the whole list; lines join a spool through "Add to a spool").
 */
export function SpoolEditorDialog({ projectId, spool, onClose }: { projectId: number; spool: CartSpool; onClose: () => void }) {
  const lines = useSpoolLines(projectId, spool.id);
  const fieldsOf = (v: Values): SpoolFields => ({ spool_number: v.spool_number.trim(), spool_tag: v.spool_tag.trim(), stack_layers: typeof v.stack_layers === 'number' ? v.stack_layers : spool.stack_layers });
  const form = useForm<Values>({
    initialValues: { spool_number: spool.spool_number, spool_tag: spool.spool_tag, stack_layers: spool.stack_layers },
    validate: zodValidate(spoolFieldsSchema, fieldsOf),
  });
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const action = useCartAction(projectId);
  const ids = (lines.data ?? []).map((l) => l.id);
  const staying = ids.length - [...removed].filter((id) => ids.includes(id)).length;
  const save = form.onSubmit((v) => {
    const fields = fieldsOf(v);
    const body = planSpoolUpdate(spool, ids, fields, removed);
    if (!body) return onClose();
    action.mutate(body, {
      onSuccess: () => {
        showSuccessToast(body.item_id_list.length ? `Spool ${fields.spool_number} saved` : `Spool ${spool.spool_number} removed`);
        onClose();
      },
    });
  });
  return (
    <ResponsiveModal opened onClose={onClose} title={`Spool ${spool.spool_number}`}>
      <Stack>
        <Group grow align="flex-start">
          <TextInput label="Spool number" required {...form.getInputProps('spool_number')} maxLength={50} data-autofocus />
          <TextInput label="Spool tag" {...form.getInputProps('spool_tag')} maxLength={100} />
          <NumberInput label="Stack layers" min={1} max={100} allowDecimal={false} {...form.getInputProps('stack_layers')} />
        </Group>
        <Text size="sm" fw={600}>
          Lines on this spool
        </Text>
        {lines.isPending ? (
          <Loader size="sm" aria-label="Loading spool lines" />
        ) : (
          <ScrollArea.Autosize mah={320}>
            <Stack gap={4} role="list" aria-label="Lines on this spool">
              {(lines.data ?? [])
                .filter((l) => !removed.has(l.id))
                .map((l) => {
                  const name = l.base_item_code || l.description;
                  return (
                    <Group key={l.id} justify="space-between" wrap="nowrap" role="listitem" aria-label={name}>
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Text size="sm" ff="monospace" truncate="end">
                          {name}
                        </Text>
                        <Text size="xs" c="dimmed" truncate="end">
                          {l.description} · {l.total_quantity.toLocaleString()} {l.unit}
                        </Text>
                      </Stack>
                      <ActionIcon variant="subtle" color="red" aria-label={`Take ${name} off the spool`} onClick={() => setRemoved((r) => new Set(r).add(l.id))}>
                        <IconX size={16} />
                      </ActionIcon>
                    </Group>
                  );
                })}
            </Stack>
          </ScrollArea.Autosize>
        )}
        {removed.size > 0 && (
          <Group gap="xs">
            <Text size="sm">
              {removed.size} {removed.size === 1 ? 'line comes' : 'lines come'} off the spool.
            </Text>
            <Button size="compact-xs" variant="subtle" onClick={() => setRemoved(new Set())}>
              Undo
            </Button>
          </Group>
        )}
        {lines.isSuccess && staying === 0 && <Alert color="orange">With no lines left, the spool goes.</Alert>}
        <Text size="xs" c="dimmed">
          To put more lines on this spool, select them in the list and choose Add to a spool.
        </Text>
        <DialogActions onCancel={onClose} onSave={() => save()} saving={action.isPending} disabled={!lines.isSuccess} />
      </Stack>
    </ResponsiveModal>
  );
}
