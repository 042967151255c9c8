import { Button, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { cartMessages } from '@jobsite/core';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { ThrottledButton } from '../../../components/ThrottledButton';
import { showSuccessToast } from '../../../lib/handle-api-error';
import { useCartAction } from '../api/cart-action';

/** Puts the selected lines on a new spool (add_spool: spool number, tag, stack layers). */
export function SpoolDialog({ projectId, ids, onClose }: { projectId: number; ids: readonly number[]; onClose: () => void }) {
  const [number, setNumber] = useState('');
  const [tag, setTag] = useState('');
  const [layers, setLayers] = useState<number | string>(1);
  const [error, setError] = useState<string | null>(null);
  const action = useCartAction(projectId);
  const save = () => {
    if (!number.trim()) return setError(cartMessages.spoolNumberRequired);
    action.mutate(
      { func: 'add_spool', item_id_list: [...ids], spool_number: number.trim(), spool_tag: tag.trim(), stack_layers: typeof layers === 'number' ? layers : 1 },
      {
        onSuccess: () => {
          showSuccessToast(`Spool ${number.trim()} added`);
          onClose();
        },
      },
    );
  };
  return (
    <ResponsiveModal opened onClose={onClose} title={`Add ${ids.length} ${ids.length === 1 ? 'line' : 'lines'} to a spool`} size="sm">
      <Stack>
        <TextInput label="Spool number" required value={number} error={error} onChange={(e) => (setNumber(e.currentTarget.value), setError(null))} maxLength={50} data-autofocus />
        <TextInput label="Spool tag" value={tag} onChange={(e) => setTag(e.currentTarget.value)} maxLength={100} />
        <NumberInput label="Stack layers" min={1} max={100} allowDecimal={false} value={layers} onChange={setLayers} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <ThrottledButton onClick={save} loading={action.isPending}>
            Add spool
          </ThrottledButton>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
