import { Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { assetMessages, SERVICE_WAREHOUSE_TYPE, type ToolItem } from '@jobsite/core';
import { useChangeWarehouse, useWarehousesOfType } from '../../../components/assets/api';
import { DialogActions } from '../../../components/DialogActions';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { pickerMessage } from '../../../components/PickerMessage';

/** Change warehouse: the home the selected items belong and return to. One must be picked; unchanged just closes. */
export function ChangeWarehouseDialog({ opened, items, onClose, onDone }: { opened: boolean; items: ToolItem[]; onClose: () => void; onDone: () => void }) {
  const service = items[0]?.service ?? 'tool';
  const current = items.length > 0 && items.every((i) => i.warehouse?.id === items[0].warehouse?.id) ? String(items[0].warehouse?.id) : null;
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const warehouses = useWarehousesOfType(SERVICE_WAREHOUSE_TYPE[service], opened);
  const save = useChangeWarehouse();
  const chosen = value ?? current;
  const close = () => {
    setValue(null);
    setError(null);
    onClose();
  };
  const submit = () => {
    if (!chosen) return setError(assetMessages.selectWarehouse);
    if (chosen === current) return close();
    save.mutate(
      { item_ids: items.map((i) => i.id), warehouse_id: Number(chosen) },
      {
        onSuccess: (r) => {
          showSuccessToast(r.detail);
          setValue(null);
          onDone();
        },
        onError: (e) => handleApiError(e),
      },
    );
  };
  return (
    <ResponsiveModal opened={opened} onClose={close} title="Change warehouse" size="sm">
      <Stack>
        <Text size="sm">
          {items.length} item{items.length === 1 ? '' : 's'} selected. Items out on a job keep their place there and return to the new warehouse.
        </Text>
        <Select
          label="Warehouse"
          placeholder={warehouses.isPending ? 'Loading…' : 'Choose a warehouse'}
          data={(warehouses.data?.results ?? []).map((w) => ({ value: String(w.id), label: w.name }))}
          value={chosen}
          error={error ?? (warehouses.isError ? 'Warehouses could not be loaded' : null)}
          nothingFoundMessage={pickerMessage(warehouses, `No ${SERVICE_WAREHOUSE_TYPE[service]} warehouse yet: add one in company settings.`, 'Warehouses could not be loaded')}
          onChange={(v) => {
            setValue(v);
            setError(null);
          }}
        />
        <DialogActions onCancel={close} onSave={submit} saving={save.isPending} />
      </Stack>
    </ResponsiveModal>
  );
}
