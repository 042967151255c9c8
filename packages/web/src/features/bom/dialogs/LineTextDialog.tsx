import { Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CART_COMMENT_MAX_LENGTH, CART_WBS_CODE_MAX_LENGTH, type CartItem, setItemCommentsAction, setWbsCodeAction } from '@jobsite/core';
import { DialogActions } from '../../../components/DialogActions';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { showSuccessToast } from '../../../lib/handle-api-error';
import { zodValidate } from '../../../lib/zod-form';
import { useCartAction } from '../api/cart-action';
import { planTextUpdate, sharedText, type TextField } from '../bulk-changes';

const WORDS: Record<TextField, { title: string; label: string; done: string }> = {
  comments: { title: 'Item comments', label: 'Comments', done: 'Comments saved' },
  wbs: { title: 'WBS code', label: 'WBS code', done: 'WBS code saved' },
};

/** The payload field each dialog edits, checked by its func's core schema. */
const KEYS = { comments: 'item_comments', wbs: 'wbs_code_1' } as const satisfies Record<TextField, string>;
const SCHEMAS = { comments: setItemCommentsAction.pick({ item_comments: true }), wbs: setWbsCodeAction.pick({ wbs_code_1: true }) };
interface Values {
  item_comments: string;
  wbs_code_1: string;
}

/** Comments or the WBS code of one line or of the selected lines. Unchanged lines are left out; none changed sends nothing. */
export function LineTextDialog({ projectId, field, lines, onClose }: { projectId: number; field: TextField; lines: readonly CartItem[]; onClose: () => void }) {
  const key = KEYS[field];
  const form = useForm<Values>({
    initialValues: { item_comments: '', wbs_code_1: '', [key]: sharedText(field, lines) },
    validate: zodValidate(SCHEMAS[field], (v: Values) => ({ [key]: v[key] })),
  });
  const action = useCartAction(projectId);
  const words = WORDS[field];
  const save = form.onSubmit((v) => {
    const plan = planTextUpdate(field, lines, v[key]);
    if (plan.kind !== 'send') return onClose();
    action.mutate(plan.body, {
      onSuccess: () => {
        showSuccessToast(words.done);
        onClose();
      },
    });
  });
  return (
    <ResponsiveModal opened onClose={onClose} title={words.title}>
      <Stack>
        {lines.length > 1 && (
          <Text size="sm" c="dimmed">
            For {lines.length} selected lines.
          </Text>
        )}
        {field === 'comments' ? (
          <Textarea label={words.label} rows={4} maxLength={CART_COMMENT_MAX_LENGTH} {...form.getInputProps(key)} data-autofocus />
        ) : (
          <TextInput label={words.label} maxLength={CART_WBS_CODE_MAX_LENGTH} {...form.getInputProps(key)} data-autofocus />
        )}
        <DialogActions onCancel={onClose} onSave={() => save()} saving={action.isPending} />
      </Stack>
    </ResponsiveModal>
  );
}
