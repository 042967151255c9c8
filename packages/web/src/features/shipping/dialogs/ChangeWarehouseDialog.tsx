import { Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { SERVICE_WAREHOUSE_TYPE, type ShippingForm, shippingMessages } from '@jobsite/core';
import { useWarehousesOfType } from '../../../components/assets/api';
import { DialogActions } from '../../../components/DialogActions';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { useUpdateShippingForm } from '../api/update-shipping-form';
import { snackError, snackSuccess } from '../snackbar';
import { pickerMessage } from '../../../components/PickerMessage';

/** Change warehouse: where the form is picked up, a warehouse of the request's service. One must be picked; unchanged just closes. */
export function ChangeWarehouseDialog({ form, opened, onClose }: { form: ShippingForm; opened: boolean; onClose: () => void }) {
  const type = SERVICE_WAREHOUSE_TYPE[form.tool_request?.service ?? 'tool'];
  const current = form.pickup_warehouse ? String(form.pickup_warehouse.id) : null;
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const warehouses = useWarehousesOfType(type, opened);
  const save = useUpdateShippingForm(form.id);
  const chosen = value ?? current;
  const close = () => {
    setValue(null);
    setError(null);
    onClose();
  };
  const submit = () => {
    if (!chosen) return setError(shippingMessages.selectWarehouse);
    if (chosen === current) return close();
    save.mutate(
      { field_to_update: 'pickup_warehouse', pickup_warehouse_id: Number(chosen) },
      {
        onSuccess: (f) => {
          snackSuccess(`Pickup warehouse: ${f.pickup_warehouse?.name ?? ''}`);
          close();
        },
        onError: (e) => snackError(e),
      },
    );
  };
  return (
    <ResponsiveModal opened={opened} onClose={close} title="Change warehouse" size="sm">
      <Stack>
        <Text size="sm">The {type} warehouse the items are picked up from. Their bin locations are chosen again in the new warehouse.</Text>
        <Select
          label="Warehouse"
          placeholder={warehouses.isPending ? 'Loading…' : 'Choose a warehouse'}
          data={(warehouses.data?.results ?? []).filter((w) => w.is_active || String(w.id) === current).map((w) => ({ value: String(w.id), label: w.name }))}
          value={chosen}
          error={error ?? (warehouses.isError ? 'Warehouses could not be loaded' : null)}
          nothingFoundMessage={pickerMessage(warehouses, `No ${type} warehouse yet: add one in company settings.`, 'Warehouses could not be loaded')}
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
