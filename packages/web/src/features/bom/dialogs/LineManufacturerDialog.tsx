import { Loader, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type CartItem, cartMessages } from '@jobsite/core';
import { DialogActions } from '../../../components/DialogActions';
import { useItemDetail } from '../../../components/catalogue';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { showErrorToast, showSuccessToast } from '../../../lib/handle-api-error';
import { useCartAction } from '../api/cart-action';

/**
 * Edit manufacturer of a line: a catalogue line picks one of the item's manufacturers
 * (edit_item manufacturer_id), a custom line names one (edit_custom_item). An unchanged
 * choice says "No changes detected" and sends nothing.
 */
export function LineManufacturerDialog({ projectId, line, onClose }: { projectId: number; line: CartItem; onClose: () => void }) {
  const current = line.manufacturer ? String(line.manufacturer.id) : null;
  const [picked, setPicked] = useState<string | null>(current);
  const [name, setName] = useState(line.manufacturer_name);
  const detail = useItemDetail(line.is_custom ? null : line.base_item_id);
  const action = useCartAction(projectId);
  const done = {
    onSuccess: () => {
      showSuccessToast('Manufacturer updated');
      onClose();
    },
  };
  const save = () => {
    if (line.is_custom) {
      if (name.trim() === line.manufacturer_name) return showErrorToast(cartMessages.noChangesDetected);
      return action.mutate({ func: 'edit_custom_item', item_id: line.id, action: 'manufacturer_name', value: name.trim() }, done);
    }
    if (!picked || picked === current) return showErrorToast(cartMessages.noChangesDetected);
    action.mutate({ func: 'edit_item', item_id: line.id, action: 'manufacturer_id', value: Number(picked) }, done);
  };
  const data = (detail.data?.manufacturers ?? []).map((m) => ({ value: String(m.id), label: m.is_primary ? `${m.name} (primary)` : m.name }));
  if (line.manufacturer && !data.some((d) => d.value === current)) data.unshift({ value: current!, label: line.manufacturer.name });
  return (
    <ResponsiveModal opened onClose={onClose} title="Edit manufacturer" size="sm">
      <Stack>
        {line.is_custom ? (
          <TextInput label="Manufacturer" value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={200} data-autofocus />
        ) : detail.isPending ? (
          <Loader size="sm" />
        ) : (
          <Select label="Manufacturer" searchable data={data} value={picked} onChange={setPicked} allowDeselect={false} />
        )}
        <DialogActions onCancel={onClose} onSave={save} saving={action.isPending} />
      </Stack>
    </ResponsiveModal>
  );
}
