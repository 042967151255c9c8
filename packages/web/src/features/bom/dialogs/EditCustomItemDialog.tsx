import { NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type CartItem, CATALOGUE_UNITS } from '@jobsite/core';
import { DialogActions } from '../../../components/DialogActions';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { showSuccessToast } from '../../../lib/handle-api-error';
import { useCartAction } from '../api/cart-action';
import { type CustomItemDraft, customItemDraft, planCustomItemEdits } from '../custom-item-edits';

type Unit = (typeof CATALOGUE_UNITS)[number];

/**
 * Edit a custom line's item: description, code, unit, unit price, manufacturer. Each changed
 * field is one edit_custom_item call, in turn; nothing changed closes without a request. A
 * custom item other lines use is copied for this line by the server.
 */
export function EditCustomItemDialog({ projectId, line, onClose }: { projectId: number; line: CartItem; onClose: () => void }) {
  const [draft, setDraft] = useState<CustomItemDraft>(() => customItemDraft(line));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const action = useCartAction(projectId);
  const set = (next: Partial<CustomItemDraft>) => setDraft((d) => ({ ...d, ...next }));
  const save = async () => {
    const plan = planCustomItemEdits(line, draft);
    if (plan.kind === 'error') return setError(plan.message);
    if (!plan.bodies.length) return onClose();
    setSaving(true);
    try {
      // One field per call; a refused field stops here (the error presenter shows why).
      for (const body of plan.bodies) await action.mutateAsync(body);
      showSuccessToast('Custom item updated');
      onClose();
    } catch {
      /* shown by the error presenter */
    } finally {
      setSaving(false);
    }
  };
  return (
    <ResponsiveModal opened onClose={onClose} title="Edit custom item">
      <Stack>
        <TextInput label="Description" required value={draft.description} error={error} onChange={(e) => (set({ description: e.currentTarget.value }), setError(null))} maxLength={500} data-autofocus />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label="Code" value={draft.code} onChange={(e) => set({ code: e.currentTarget.value })} maxLength={100} />
          <TextInput label="Manufacturer" value={draft.manufacturerName} onChange={(e) => set({ manufacturerName: e.currentTarget.value })} maxLength={200} />
          <Select label="Unit" data={[...CATALOGUE_UNITS]} value={draft.unit} onChange={(v) => set({ unit: (v as Unit) ?? draft.unit })} allowDeselect={false} />
          <NumberInput label="Unit price" prefix="$" min={0} decimalScale={4} value={draft.unitPrice} onChange={(v) => set({ unitPrice: v })} />
        </SimpleGrid>
        {line.custom_item_id !== null && (
          <Text size="xs" c="dimmed">
            When other lines use this custom item, only this line gets the changes.
          </Text>
        )}
        <DialogActions onCancel={onClose} onSave={() => void save()} saving={saving} />
      </Stack>
    </ResponsiveModal>
  );
}
