import { Alert, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { ProductList } from '@jobsite/core';
import { DialogActions } from '../../DialogActions';
import { ResponsiveModal } from '../../ResponsiveModal';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { useSupplierChoices } from '../../orders/supplier-choices';
import { pickerMessage } from '../../PickerMessage';
import { useUpdateProductList } from '../api/update-product-list';

/** Share with a supplier: a registered supplier company reads the list (its Customer lists screen) and may add notes and rental dates; "Not shared" stops it. */
export function ShareListDialog({ projectId, list, onClose }: { projectId: number; list: ProductList; onClose: () => void }) {
  const suppliers = useSupplierChoices();
  const [company, setCompany] = useState<string | null>(list.shared_with ? String(list.shared_with.id) : null);
  const save = useUpdateProductList(projectId);
  const registered = (suppliers.data?.results ?? []).filter((s) => s.supplier_company);
  const options = [...new Map(registered.map((s) => [s.supplier_company!.id, s.supplier_company!.name])).entries()].map(([id, name]) => ({ value: String(id), label: name }));
  const submit = () => {
    const next = company ? Number(company) : null;
    if (next === (list.shared_with?.id ?? null)) return onClose();
    save.mutate(
      { action: 'share', list_id: list.id, supplier_company_id: next },
      { onSuccess: () => (showSuccessToast(next ? 'List shared' : 'The list is no longer shared'), onClose()), onError: (e) => handleApiError(e) },
    );
  };
  return (
    <ResponsiveModal opened onClose={onClose} title="Share with a supplier" size="md">
      <Stack>
        <Text size="sm">The supplier sees the items and quantities of {list.name}, never your phase and cost codes or other suppliers' prices.</Text>
        <Select
          label="Supplier"
          placeholder={suppliers.isPending ? 'Loading suppliers…' : 'Not shared'}
          data={options}
          value={company}
          onChange={setCompany}
          clearable
          searchable
          nothingFoundMessage={pickerMessage(suppliers, 'No registered supplier matches.', 'Your suppliers could not be loaded')}
          data-autofocus
        />
        {suppliers.isSuccess && options.length === 0 && (
          <Alert variant="light">None of your suppliers has an account yet: a list can be shared only with a registered supplier.</Alert>
        )}
        <DialogActions onCancel={onClose} onSave={submit} saving={save.isPending} />
      </Stack>
    </ResponsiveModal>
  );
}
