import { Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { CART_COMMENT_MAX_LENGTH, CART_WBS_CODE_MAX_LENGTH, type CartItem } from '@jobsite/core';
import { DialogActions } from '../../../components/DialogActions';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { showSuccessToast } from '../../../lib/handle-api-error';
import { useCartAction } from '../api/cart-action';
import { planTextUpdate, sharedText, type TextField } from '../bulk-changes';

const WORDS: Record<TextField, { title: string; label: string; done: string }> = {
  comments: { title: 'Item comments', label: 'Comments', done: 'Comments saved' },
  wbs: { title: 'WBS code', label: 'WBS code', done: 'WBS code saved' },
};

/** Comments or the WBS code of one line or of the selected lines. Unchanged lines are left out; none changed sends nothing. */
export function LineTextDialog({ projectId, field, lines, onClose }: { projectId: number; field: TextField; lines: readonly CartItem[]; onClose: () => void }) {
  const [value, setValue] = useState(() => sharedText(field, lines));
  const action = useCartAction(projectId);
  const words = WORDS[field];
  const save = () => {
    const plan = planTextUpdate(field, lines, value);
    if (plan.kind !== 'send') return onClose();
    action.mutate(plan.body, {
      onSuccess: () => {
        showSuccessToast(words.done);
        onClose();
      },
    });
  };
  return (
    <ResponsiveModal opened onClose={onClose} title={words.title}>
      <Stack>
        {lines.length > 1 && (
          <Text size="sm" c="dimmed">
            For {lines.length} selected lines.
          </Text>
        )}
        {field === 'comments' ? (
          <Textarea label={words.label} rows={4} maxLength={CART_COMMENT_MAX_LENGTH} value={value} onChange={(e) => setValue(e.currentTarget.value)} data-autofocus />
        ) : (
          <TextInput label={words.label} maxLength={CART_WBS_CODE_MAX_LENGTH} value={value} onChange={(e) => setValue(e.currentTarget.value)} data-autofocus />
        )}
        <DialogActions onCancel={onClose} onSave={save} saving={action.isPending} />
      </Stack>
    </ResponsiveModal>
  );
}
