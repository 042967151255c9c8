import { NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { assetMessages, type AssetService, SERVICE_WAREHOUSE_TYPE, isPositiveQuantity, toolItemBody, type ToolItemDetail } from '@jobsite/core';
import { modelsOptions, useAssetMutation, useBins, useWarehousesOfType } from '../../../components/assets/api';
import { DialogActions } from '../../../components/DialogActions';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { api } from '../../../lib/api-client';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { pickerMessage } from '../../../components/PickerMessage';

interface Values {
  model_id: string | null;
  warehouse_id: string | null;
  bin_id: string | null;
  serial_number: string;
  barcode: string;
  /** As typed: an emptied field stays empty and a 0 stays 0 (with the message), never a number nobody typed. */
  quantity: number | string;
  certification_due: string;
  calibration_due: string;
}
const EMPTY: Values = { model_id: null, warehouse_id: null, bin_id: null, serial_number: '', barcode: '', quantity: 1, certification_due: '', calibration_due: '' };

/** Warehouse staff put an item of a model on a shelf (stock: a quantity in a bin). */
export function AddItemDialog({ opened, service, modelId, onClose, onCreated }: { opened: boolean; service: AssetService; modelId?: number; onClose: () => void; onCreated?: (id: number) => void }) {
  const [v, setV] = useState<Values>({ ...EMPTY, model_id: modelId ? String(modelId) : null });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [modelText, setModelText] = useState('');
  const [modelSearch] = useDebouncedValue(modelText, 250);
  const models = useInfiniteQuery({ ...modelsOptions(service, modelSearch), enabled: opened });
  const warehouses = useWarehousesOfType(SERVICE_WAREHOUSE_TYPE[service], opened);
  const bins = useBins(v.warehouse_id, opened);
  const save = useAssetMutation((body: object) => api<ToolItemDetail>('tool_items/', { method: 'POST', body }));
  const set = <K extends keyof Values>(k: K, value: Values[K]) => {
    setV((x) => ({ ...x, [k]: value, ...(k === 'warehouse_id' ? { bin_id: null } : {}) }));
    setErrors((e) => ({ ...e, [k]: '' }));
  };
  const close = () => {
    setV({ ...EMPTY, model_id: modelId ? String(modelId) : null });
    setErrors({});
    onClose();
  };
  const submit = () => {
    const found: Record<string, string> = {};
    if (!v.model_id) found.model_id = 'Choose a model.';
    if (!v.warehouse_id) found.warehouse_id = 'Please select a warehouse';
    if (!isPositiveQuantity(Number(v.quantity))) found.quantity = assetMessages.quantityPositive;
    // the app's label format, in the schema's words; a code another item or a bin has, the server says
    const barcode = toolItemBody.shape.barcode.safeParse(v.barcode);
    if (!barcode.success) found.barcode = barcode.error.issues[0].message;
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    save.mutate(
      {
        model_id: Number(v.model_id),
        warehouse_id: Number(v.warehouse_id),
        bin_id: v.bin_id ? Number(v.bin_id) : null,
        serial_number: v.serial_number,
        barcode: v.barcode,
        quantity: service === 'stock' ? Number(v.quantity) : 1,
        certification_due: v.certification_due || null,
        calibration_due: v.calibration_due || null,
      },
      {
        onSuccess: (item) => {
          showSuccessToast(`${item.model.name} added`);
          onCreated?.(item.id);
          close();
        },
        onError: (e) => handleApiError(e, { form: { values: v, setFieldError: (f, m) => setErrors((x) => ({ ...x, [f]: m })) } }),
      },
    );
  };
  return (
    <ResponsiveModal opened={opened} onClose={close} title="Add item">
      <Stack gap="sm">
        <Select
          label="Model"
          required
          searchable
          searchValue={modelText}
          onSearchChange={setModelText}
          filter={({ options }) => options}
          data={(models.data?.pages.flatMap((p) => p.results) ?? []).map((m) => ({ value: String(m.id), label: `${m.name} · ${m.code}` }))}
          value={v.model_id}
          onChange={(x) => set('model_id', x)}
          error={errors.model_id}
          nothingFoundMessage={pickerMessage(models, 'No model matches; add the model first.', 'Models could not be searched', { searching: true })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select label="Warehouse" required data={(warehouses.data?.results ?? []).map((w) => ({ value: String(w.id), label: w.name }))} value={v.warehouse_id} onChange={(x) => set('warehouse_id', x)} error={errors.warehouse_id} nothingFoundMessage={pickerMessage(warehouses, `Add a ${SERVICE_WAREHOUSE_TYPE[service]} warehouse in company settings first.`, 'Warehouses could not be loaded')} />
          <Select label="Bin" clearable data={(bins.data?.results ?? []).map((b) => ({ value: String(b.id), label: `${b.code} · ${b.name}` }))} value={v.bin_id} onChange={(x) => set('bin_id', x)} error={errors.bin_id} disabled={!v.warehouse_id} nothingFoundMessage={pickerMessage(bins, 'This warehouse has no bins yet: add them in company settings.', 'Bins could not be loaded')} />
          {service === 'stock' ? (
            <NumberInput label="Quantity" min={1} clampBehavior="none" allowDecimal={false} value={v.quantity} onChange={(x) => set('quantity', x)} error={errors.quantity} />
          ) : (
            <TextInput label="Serial #" value={v.serial_number} onChange={(e) => set('serial_number', e.currentTarget.value)} error={errors.serial_number} />
          )}
          <TextInput label="Barcode" description="Leave empty to print our own label" value={v.barcode} onChange={(e) => set('barcode', e.currentTarget.value)} error={errors.barcode} />
          {service !== 'stock' && (
            <>
              <TextInput type="date" label="Certification due" value={v.certification_due} onChange={(e) => set('certification_due', e.currentTarget.value)} />
              <TextInput type="date" label="Calibration due" value={v.calibration_due} onChange={(e) => set('calibration_due', e.currentTarget.value)} />
            </>
          )}
        </SimpleGrid>
        <DialogActions onCancel={close} onSave={submit} saving={save.isPending} saveLabel="Add item" />
      </Stack>
    </ResponsiveModal>
  );
}
