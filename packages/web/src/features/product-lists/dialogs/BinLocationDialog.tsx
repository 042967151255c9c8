import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DialogActions } from '../../../components/DialogActions';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { binConfirmationOf, type BinConfirmation, useBulkBinUpdate } from '../api/bulk-bin-update';
import { BinSelect } from '../components/BinSelect';

/**
 * Bin location update: where the chosen list items go on the job site. When the server answers
 * that the change moves items out of another bin or clears bins (409), the dialog says how many
 * and asks to confirm; confirming sends the same change with confirm: true.
 */
export function BinLocationDialog({ projectId, items, onClose, onDone }: { projectId: number; items: readonly { id: number; label: string; bin_id: number | null }[]; onClose: () => void; onDone?: () => void }) {
  const shared = items.every((i) => i.bin_id === items[0]?.bin_id) ? items[0]?.bin_id ?? null : null;
  const [bin, setBin] = useState<string | null>(shared ? String(shared) : null);
  const [confirming, setConfirming] = useState<BinConfirmation | null>(null);
  const update = useBulkBinUpdate();
  const send = (confirm: boolean) =>
    update.mutate(
      { list_item_ids: items.map((i) => i.id), bin_id: bin ? Number(bin) : null, ...(confirm ? { confirm: true } : {}) },
      {
        onSuccess: (r) => {
          showSuccessToast(`Bin location updated on ${r.updated} item${r.updated === 1 ? '' : 's'}`);
          onDone?.();
          onClose();
        },
        onError: (e) => {
          const ask = binConfirmationOf(e);
          if (ask) setConfirming(ask);
          else handleApiError(e);
        },
      },
    );
  return (
    <ResponsiveModal opened onClose={onClose} title="Bin location update" size="md">
      <Stack>
        <Text size="sm">{items.length === 1 ? items[0].label : `${items.length} items`}</Text>
        {confirming ? (
          <>
            <Alert color="yellow" title="Confirm the bin change" role="alert">
              {confirming.detail}
            </Alert>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(null)}>
                Back
              </Button>
              <Button color="yellow" loading={update.isPending} onClick={() => send(true)}>
                Confirm
              </Button>
            </Group>
          </>
        ) : (
          <>
            <BinSelect projectId={projectId} value={bin} onChange={setBin} noneLabel="No bin (clears it)" />
            <DialogActions onCancel={onClose} onSave={() => send(false)} saving={update.isPending} />
          </>
        )}
      </Stack>
    </ResponsiveModal>
  );
}
