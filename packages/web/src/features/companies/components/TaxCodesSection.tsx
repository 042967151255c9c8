import { Button, Checkbox, Group, NumberInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { TaxCode } from '@jobsite/core';
import { type DataColumn, DataTable } from '../../../components/DataTable';
import { EditDialog } from '../../../components/EditDialog';
import { handleApiError } from '../../../lib/handle-api-error';
import { resources, usePagedList, useRemove, useSave } from '../api/resources';
import { pagedTable } from './LoadMore';

const columns: DataColumn<TaxCode>[] = [
  { key: 'tax_code', header: 'Tax code', render: (t) => t.tax_code },
  { key: 'tax_rate', header: 'Rate (%)', render: (t) => t.tax_rate },
  { key: 'is_use_tax', header: 'Use tax', render: (t) => (t.is_use_tax ? 'Yes' : 'No') },
  { key: 'description', header: 'Description', render: (t) => t.description },
];

/** taxcode CRUD: tax_code, tax_rate (percent), is_use_tax. */
export function TaxCodesSection() {
  const r = resources.taxCodes;
  const list = usePagedList<TaxCode>(r);
  const save = useSave<TaxCode>(r);
  const remove = useRemove(r);
  const [editingId, setEditingId] = useState<number | null | undefined>(undefined);
  const form = useForm({ initialValues: { tax_code: '', tax_rate: 0 as number | string, is_use_tax: false, description: '' } });

  const open = (t?: TaxCode) => {
    form.setValues(t ? { tax_code: t.tax_code, tax_rate: t.tax_rate, is_use_tax: t.is_use_tax, description: t.description } : { tax_code: '', tax_rate: 0, is_use_tax: false, description: '' });
    form.clearErrors();
    setEditingId(t?.id ?? null);
  };
  const submit = form.onSubmit((values) =>
    save.mutate({ id: editingId ?? undefined, body: values }, { onSuccess: () => setEditingId(undefined), onError: (err) => handleApiError(err, { form }) }),
  );

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>Tax codes</Title>
        <Button onClick={() => open()}>Add tax code</Button>
      </Group>
      <DataTable
        label="Tax codes"
        {...pagedTable(list)}
        empty="No tax codes yet. Add tax code for each rate your orders are taxed at; a pending order picks one."
        columns={columns}
        getRowId={(t) => t.id}
        rowActions={(t) => (
          <>
            <Button size="xs" variant="subtle" onClick={() => open(t)}>
              Edit
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={() => remove.mutate(t.id)}>
              Delete
            </Button>
          </>
        )}
      />
      <EditDialog
        opened={editingId !== undefined}
        onClose={() => setEditingId(undefined)}
        title={editingId ? 'Edit tax code' : 'New tax code'}
        onSubmit={submit}
        saving={save.isPending}
        saveLabel="Save tax code"
      >
        <TextInput label="Tax code" required {...form.getInputProps('tax_code')} />
        <NumberInput label="Tax rate (%)" min={0} max={100} decimalScale={4} {...form.getInputProps('tax_rate')} />
        <Checkbox label="Use tax" {...form.getInputProps('is_use_tax', { type: 'checkbox' })} />
        <TextInput label="Description" {...form.getInputProps('description')} />
      </EditDialog>
    </Stack>
  );
}
