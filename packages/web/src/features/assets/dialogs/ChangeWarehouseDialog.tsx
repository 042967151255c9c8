import { Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { assetMessages, SERVICE_WAREHOUSE_TYPE, type ToolItem } from '@jobsite/core';
import { useBins, useChangeWarehouse, useWarehousesOfType } from '../../../components/assets/api';
import { DialogActions } from '../../../components/DialogActions';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { pickerMessage } from '../../../components/PickerMessage';

/**
 * Change warehouse: the home the selected items belong and return to, and the bin of it their
 * shelf is in. A warehouse must be picked; the same warehouse with a bin chosen moves them to that
 * bin, and with none just closes.
 */
export function ChangeWarehouseDialog({ opened, items, onClose, onDone }: { opened: boolean; items: ToolItem[]; onClose: () => void; onDone: () => void }) {
  const service = items[0]?.service ?? 'tool';
  const current = items.length > 0 && items.every((i) => i.warehouse?.id === items[0].warehouse?.id) ? String(items[0].warehouse?.id) : null;
  const [value, setValue] = useState<string | null>(null);
  const [bin, setBin] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const warehouses = useWarehousesOfType(SERVICE_WAREHOUSE_TYPE[service], opened);
  const save = useChangeWarehouse();
  const chosen = value ?? current;
  const bins = useBins(chosen, opened);
  const close = () => {
    setValue(null);
    setBin(null);
    setError(null);
    onClose();
  };
  const submit = () => {
    if (!chosen) return setError(assetMessages.selectWarehouse);
    if (chosen === current && !bin) return close();
    save.mutate(
      { item_ids: items.map((i) => i.id), warehouse_id: Number(chosen), bin_id: bin ? Number(bin) : null },
      {
        onSuccess: (r) => {
          showSuccessToast(r.detail);
          setValue(null);
          setBin(null);
          onDone();
        },
        onError: (e) => handleApiError(e, { labels: { bin_id: 'Bin' } }),
      },
    );
  };
  return (
    <ResponsiveModal opened={opened} onClose={close} title="Change warehouse" size="sm">
      <Stack>
        <Text size="sm">
          {items.length} item{items.length === 1 ? '' : 's'} selected. Items out on a job keep their place there and return to the new warehouse; the bin is for those on the shelf.
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
            // a bin belongs to its warehouse
            if (v !== chosen) setBin(null);
            setError(null);
          }}
        />
        <Select
          label="Bin"
          placeholder={chosen === current ? 'Keep their bins' : 'No bin'}
          clearable
          disabled={!chosen}
          data={(bins.data?.results ?? []).map((b) => ({ value: String(b.id), label: `${b.code} · ${b.name}` }))}
          value={bin}
          onChange={setBin}
          error={bins.isError ? 'Bins could not be loaded' : null}
          nothingFoundMessage={pickerMessage(bins, 'This warehouse has no bins yet: add them in company settings.', 'Bins could not be loaded')}
        />
        <DialogActions onCancel={close} onSave={submit} saving={save.isPending} />
      </Stack>
    </ResponsiveModal>
  );
}
