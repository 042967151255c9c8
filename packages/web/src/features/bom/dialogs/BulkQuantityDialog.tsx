import { NumberInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { CART_MAX_PACKAGE_COUNT, type CartItem } from '@jobsite/core';
import { DialogActions } from '../../../components/DialogActions';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { showSuccessToast } from '../../../lib/handle-api-error';
import { useCartAction } from '../api/cart-action';
import { planQuantity } from '../bulk-changes';

/** One quantity (package count) for every selected line: bulk_set_cart_item_quantity. */
export function BulkQuantityDialog({ projectId, lines, onClose }: { projectId: number; lines: readonly CartItem[]; onClose: () => void }) {
  const [value, setValue] = useState<number | string>('');
  const [error, setError] = useState<string | null>(null);
  const action = useCartAction(projectId);
  const save = () => {
    const plan = planQuantity(lines, value);
    if (plan.kind === 'error') return setError(plan.message);
    if (plan.kind === 'unchanged') return onClose();
    action.mutate(plan.body, {
      onSuccess: (r) => {
        showSuccessToast(`Quantity set on ${r.items.length} ${r.items.length === 1 ? 'line' : 'lines'}`);
        onClose();
      },
    });
  };
  return (
    <ResponsiveModal opened onClose={onClose} title={`Set quantity of ${lines.length} ${lines.length === 1 ? 'line' : 'lines'}`} size="sm">
      <Stack>
        <NumberInput
          label="Quantity"
          description="Packages per line"
          hideControls
          clampBehavior="none"
          max={CART_MAX_PACKAGE_COUNT}
          decimalScale={3}
          value={value}
          onChange={(v) => {
            setValue(v);
            setError(null);
          }}
          error={error}
          data-autofocus
        />
        <DialogActions onCancel={onClose} onSave={save} saving={action.isPending} />
      </Stack>
    </ResponsiveModal>
  );
}
