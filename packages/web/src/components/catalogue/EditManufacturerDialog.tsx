import { Button, Group, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { catalogueMessages, type ItemDetail } from '@jobsite/core';
import { showErrorToast, showSuccessToast } from '../../lib/handle-api-error';
import { useSearchOptions } from './api/get-search-options';
import { useUpdateItemManufacturer } from './api/update-item-manufacturer';
import { ResponsiveModal } from '../ResponsiveModal';
import { pickerMessage } from '../PickerMessage';

/** Edit manufacturer (spec section 5): an unchanged choice says "No changes detected" and sends nothing. */
export function EditManufacturerDialog({ item, opened, onClose }: { item: ItemDetail; opened: boolean; onClose: () => void }) {
  const current = item.manufacturer ? String(item.manufacturer.id) : null;
  const [value, setValue] = useState<string | null>(current);
  const options = useSearchOptions();
  const update = useUpdateItemManufacturer(item.id);
  const linked = new Set(item.manufacturers.map((m) => String(m.id)));
  const data = (options.data?.manufacturers ?? []).map((m) => ({ value: String(m.id), label: linked.has(String(m.id)) ? `${m.name} (linked)` : m.name }));
  if (current && !data.some((d) => d.value === current)) data.unshift({ value: current, label: item.manufacturer!.name });

  const save = () => {
    if (!value || value === current) {
      showErrorToast(catalogueMessages.noChangesDetected);
      return;
    }
    update.mutate(Number(value), {
      onSuccess: () => {
        showSuccessToast('Manufacturer updated');
        onClose();
      },
    });
  };

  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Edit manufacturer">
      <Stack>
        <Select label="Manufacturer" searchable data={data} value={value} onChange={setValue} allowDeselect={false} nothingFoundMessage={pickerMessage(options, 'No manufacturer matches', 'Manufacturers could not be loaded')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
