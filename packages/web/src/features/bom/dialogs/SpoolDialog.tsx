import { NumberInput, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { cartMessages } from '@jobsite/core';
import { DialogActions } from '../../../components/DialogActions';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { useCartAction } from '../api/cart-action';
import { spoolLinesOptions, useSpools } from '../api/get-spools';
import { addToSpool } from '../spool-changes';

type Target = 'new' | 'existing';

/**
 * Puts the selected lines on a spool: a new one (add_spool: spool number, tag, stack layers)
 * or one of the project's spools (update_spool_items with its lines and these).
 */
export function SpoolDialog({ projectId, ids, onClose }: { projectId: number; ids: readonly number[]; onClose: () => void }) {
  const [target, setTarget] = useState<Target>('new');
  const [number, setNumber] = useState('');
  const [tag, setTag] = useState('');
  const [layers, setLayers] = useState<number | string>(1);
  const [spoolId, setSpoolId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loadingLines, setLoadingLines] = useState(false);
  const spools = useSpools(projectId, target === 'existing');
  const action = useCartAction(projectId);
  const qc = useQueryClient();
  const done = (message: string) => ({
    onSuccess: () => {
      showSuccessToast(message);
      onClose();
    },
  });
  const addNew = () => {
    if (!number.trim()) return setError(cartMessages.spoolNumberRequired);
    action.mutate({ func: 'add_spool', item_id_list: [...ids], spool_number: number.trim(), spool_tag: tag.trim(), stack_layers: typeof layers === 'number' ? layers : 1 }, done(`Spool ${number.trim()} added`));
  };
  const addExisting = async () => {
    const spool = spools.data?.find((s) => String(s.id) === spoolId);
    if (!spool) return setError('Select a spool.');
    setLoadingLines(true);
    try {
      // The func takes the spool's whole line list: read it fresh, then add these.
      const onSpool = await qc.fetchQuery(spoolLinesOptions(projectId, spool.id));
      action.mutate(addToSpool(spool.id, onSpool.map((l) => l.id), ids), done(`Lines added to spool ${spool.spool_number}`));
    } catch (e) {
      handleApiError(e);
    } finally {
      setLoadingLines(false);
    }
  };
  const choices = (spools.data ?? []).map((s) => ({ value: String(s.id), label: `${s.spool_number}${s.spool_tag ? ` · ${s.spool_tag}` : ''} (${s.item_count} ${s.item_count === 1 ? 'line' : 'lines'})` }));
  return (
    <ResponsiveModal opened onClose={onClose} title={`Add ${ids.length} ${ids.length === 1 ? 'line' : 'lines'} to a spool`} size="sm">
      <Stack>
        <SegmentedControl
          aria-label="Spool to use"
          data={[
            { value: 'new', label: 'New spool' },
            { value: 'existing', label: 'Existing spool' },
          ]}
          value={target}
          onChange={(v) => (setTarget(v as Target), setError(null))}
        />
        {target === 'new' ? (
          <>
            <TextInput label="Spool number" required value={number} error={error} onChange={(e) => (setNumber(e.currentTarget.value), setError(null))} maxLength={50} data-autofocus />
            <TextInput label="Spool tag" value={tag} onChange={(e) => setTag(e.currentTarget.value)} maxLength={100} />
            <NumberInput label="Stack layers" min={1} max={100} allowDecimal={false} value={layers} onChange={setLayers} />
          </>
        ) : (
          <Select
            label="Spool"
            placeholder={spools.isPending ? 'Loading spools…' : choices.length ? 'Select a spool' : 'This project has no spools yet'}
            searchable
            data={choices}
            value={spoolId}
            error={error}
            onChange={(v) => (setSpoolId(v), setError(null))}
            disabled={!choices.length}
          />
        )}
        <DialogActions onCancel={onClose} onSave={target === 'new' ? addNew : () => void addExisting()} saving={action.isPending || loadingLines} saveLabel={target === 'new' ? 'Add spool' : 'Add to spool'} />
      </Stack>
    </ResponsiveModal>
  );
}
