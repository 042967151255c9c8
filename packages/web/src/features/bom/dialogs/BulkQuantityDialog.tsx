import { NumberInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { bulkSetQuantityAction, CART_MAX_PACKAGE_COUNT, type CartItem } from '@jobsite/core';
import { DialogActions } from '../../../components/DialogActions';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { showSuccessToast } from '../../../lib/handle-api-error';
import { zodValidate } from '../../../lib/zod-form';
import { useCartAction } from '../api/cart-action';
import { planQuantity } from '../bulk-changes';
import { lineCount } from '../format';

interface Values {
  value: number | string;
}
/** The count as bulk_set_cart_item_quantity's `value`; an empty field is no quantity ("Quantity must be greater than 0"). */
const countSchema = bulkSetQuantityAction.pick({ value: true });
const countOf = (v: Values) => ({ value: typeof v.value === 'number' ? v.value : 0 });

/** One quantity (package count) for every selected line: bulk_set_cart_item_quantity. */
export function BulkQuantityDialog({ projectId, lines, onClose }: { projectId: number; lines: readonly CartItem[]; onClose: () => void }) {
  const form = useForm<Values>({ initialValues: { value: '' }, validate: zodValidate(countSchema, countOf) });
  const action = useCartAction(projectId);
  const save = form.onSubmit((v) => {
    const plan = planQuantity(lines, v.value);
    if (plan.kind === 'error') return form.setFieldError('value', plan.message);
    if (plan.kind === 'unchanged') return onClose();
    action.mutate(plan.body, {
      onSuccess: (r) => {
        showSuccessToast(`Quantity set on ${lineCount(r.items.length)}`);
        onClose();
      },
    });
  });
  return (
    <ResponsiveModal opened onClose={onClose} title={`Set quantity of ${lineCount(lines.length)}`} size="sm">
      <Stack>
        <NumberInput label="Quantity" description="Packages per line" hideControls clampBehavior="none" max={CART_MAX_PACKAGE_COUNT} decimalScale={3} {...form.getInputProps('value')} data-autofocus />
        <DialogActions onCancel={onClose} onSave={() => save()} saving={action.isPending} />
      </Stack>
    </ResponsiveModal>
  );
}
