import { Alert, Button, Card, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { CABLE_REEL_UNIT, type CableReel, createCableReelBody, cutCableReelBody, cutReel, type ProductListItem } from '@jobsite/core';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { formatQuantity, formatQuantityWithUnit } from '../../../lib/quantity';
import { zodValidate } from '../../../lib/zod-form';
import { useCableReels, useCreateCableReel, useCutCableReel } from '../api/cable-reels';
import { BinSelect } from '../components/BinSelect';

const num = (v: number | string) => (v === '' ? undefined : Number(v));

function CutForm({ reel, projectId, onDone }: { reel: CableReel; projectId: number; onDone: () => void }) {
  const form = useForm<{ length: number | string; note: string }>({
    initialValues: { length: '', note: '' },
    validate: (v) => {
      const errors = zodValidate(cutCableReelBody, (x: typeof v) => ({ length: num(x.length), note: x.note || undefined }))(v);
      if (Object.keys(errors).length) return errors;
      const r = cutReel(reel.length_left, Number(v.length), reel.reel_number);
      return 'error' in r ? { length: r.error } : {};
    },
  });
  const cut = useCutCableReel(projectId);
  const submit = form.onSubmit((v) =>
    cut.mutate({ id: reel.id, length: Number(v.length), note: v.note || undefined }, { onSuccess: (r) => (showSuccessToast(`${formatQuantityWithUnit(r.length_left, CABLE_REEL_UNIT)} left on reel ${r.reel_number}`), onDone()), onError: (e) => handleApiError(e, { form }) }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="xs" wrap="wrap">
        <NumberInput label={`Cut length (${CABLE_REEL_UNIT})`} min={0} decimalScale={3} style={{ flex: '1 1 120px' }} data-autofocus {...form.getInputProps('length')} />
        <TextInput label="Note" placeholder="Run to panel LP-2" style={{ flex: '2 1 160px' }} {...form.getInputProps('note')} />
        <Button type="submit" mt={25} loading={cut.isPending}>
          Cut
        </Button>
      </Group>
    </form>
  );
}

function NewReelForm({ item, onDone }: { item: ProductListItem; onDone: () => void }) {
  type V = { reel_number: string; length: number | string; bin_id: string | null };
  const toBody = (v: V) => ({ list_item_id: item.id, reel_number: v.reel_number, length: num(v.length), bin_id: v.bin_id ? Number(v.bin_id) : null });
  const form = useForm<V>({ initialValues: { reel_number: '', length: '', bin_id: item.bin ? String(item.bin.id) : null }, validate: zodValidate(createCableReelBody, toBody) });
  const create = useCreateCableReel(item.project_id);
  const submit = form.onSubmit((v) => create.mutate(toBody(v) as Parameters<typeof create.mutate>[0], { onSuccess: (r) => (showSuccessToast(`Reel ${r.reel_number} added`), onDone()), onError: (e) => handleApiError(e, { form }) }));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Group align="flex-start" gap="xs" wrap="wrap">
          <TextInput label="Reel number" placeholder="R-12" style={{ flex: '1 1 120px' }} {...form.getInputProps('reel_number')} />
          <NumberInput label={`Length (${CABLE_REEL_UNIT})`} min={0} decimalScale={3} style={{ flex: '1 1 120px' }} {...form.getInputProps('length')} />
        </Group>
        <BinSelect projectId={item.project_id} value={form.values.bin_id} onChange={(v) => form.setFieldValue('bin_id', v)} />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            Add reel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Cable reels of a wire item: reel number, length left and bin; cut a length off a reel; add a reel. */
export function CableReelsDialog({ item, onClose }: { item: ProductListItem; onClose: () => void }) {
  const reels = useCableReels(item.project_id, item.id);
  const [cutting, setCutting] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  return (
    <ResponsiveModal opened onClose={onClose} title={`Cable reels of ${item.code || item.description}`} size="lg">
      <Stack>
        {reels.isPending ? (
          <Text c="dimmed">Loading…</Text>
        ) : reels.isError ? (
          <Alert color="red" title="The reels could not be loaded">
            <Button size="xs" variant="light" color="red" onClick={() => void reels.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : reels.data.length === 0 ? (
          <Text c="dimmed">No reel of this cable is on site yet: add the first one with its number and length.</Text>
        ) : (
          reels.data.map((r) => (
            <Card key={r.id} withBorder padding="sm" aria-label={`Reel ${r.reel_number}`} component="section">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={0}>
                  <Text fw={700}>Reel {r.reel_number}</Text>
                  <Text size="sm">
                    {formatQuantity(r.length_left)} of {formatQuantityWithUnit(r.length, r.unit)} left · {r.bin ? `bin ${r.bin.code}` : 'no bin'}
                  </Text>
                </Stack>
                <Button size="xs" variant="light" onClick={() => setCutting(cutting === r.id ? null : r.id)} disabled={r.length_left <= 0}>
                  Cut a length
                </Button>
              </Group>
              {cutting === r.id && (
                <Stack mt="xs">
                  <CutForm reel={r} projectId={item.project_id} onDone={() => setCutting(null)} />
                </Stack>
              )}
            </Card>
          ))
        )}
        {adding ? (
          <Card withBorder padding="sm">
            <NewReelForm item={item} onDone={() => setAdding(false)} />
          </Card>
        ) : (
          <Group justify="space-between">
            <Button variant="light" onClick={() => setAdding(true)}>
              Add a reel
            </Button>
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        )}
      </Stack>
    </ResponsiveModal>
  );
}
