import { Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { DialogActions } from '../../../components/DialogActions';
import { ListPicker } from '../../../components/product-lists/dialogs/ListPicker';
import { useUpdateListItems } from '../../../components/product-lists/api/update-list-items';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';

export const chooseTargetList = 'Choose the list to move the items to.';

/** Move the chosen items to another list or sublist of the project (their orders and stock go with them). */
export function MoveItemsDialog({ projectId, fromListId, ids, onClose, onDone }: { projectId: number; fromListId: number; ids: number[]; onClose: () => void; onDone: () => void }) {
  const [target, setTarget] = useState<string | null>(null);
  const [completed, setCompleted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const move = useUpdateListItems();
  const submit = () => {
    if (!target || Number(target) === fromListId) return setError(chooseTargetList);
    move.mutate(
      { action: 'move', list_item_ids: ids, to_list_id: Number(target) },
      { onSuccess: () => (showSuccessToast(`${ids.length} item${ids.length === 1 ? '' : 's'} moved`), onDone(), onClose()), onError: (e) => handleApiError(e) },
    );
  };
  return (
    <ResponsiveModal opened onClose={onClose} title="Move to another list" size="md">
      <Stack>
        <Text size="sm">
          {ids.length} item{ids.length === 1 ? '' : 's'} move with their orders and what is on site.
        </Text>
        <Switch label="Show completed lists" checked={completed} onChange={(e) => setCompleted(e.currentTarget.checked)} />
        <ListPicker
          projectId={projectId}
          includeCompleted={completed}
          value={target}
          onChange={(v) => {
            setTarget(v);
            setError(null);
          }}
          error={error}
        />
        <DialogActions onCancel={onClose} onSave={submit} saving={move.isPending} saveLabel="Move" />
      </Stack>
    </ResponsiveModal>
  );
}
