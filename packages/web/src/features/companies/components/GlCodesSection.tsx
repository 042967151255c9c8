import { Button, Checkbox, Group, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { GlCode } from '@jobsite/core';
import { type DataColumn, DataTable } from '../../../components/DataTable';
import { EditDialog } from '../../../components/EditDialog';
import { handleApiError } from '../../../lib/handle-api-error';
import { resources, usePagedList, useRemove, useSave } from '../api/resources';
import { pagedTable } from './LoadMore';

const empty = { code: '', description: '', is_active: true };

const columns: DataColumn<GlCode>[] = [
  { key: 'code', header: 'GL code', render: (g) => g.code },
  { key: 'description', header: 'Description', render: (g) => g.description },
  { key: 'is_active', header: 'Active', render: (g) => (g.is_active ? 'Yes' : 'No') },
];

/** gl_codes: the general-ledger codes purchases are booked against. */
export function GlCodesSection() {
  const r = resources.glCodes;
  const list = usePagedList<GlCode>(r);
  const save = useSave<GlCode>(r);
  const remove = useRemove(r);
  const [editingId, setEditingId] = useState<number | null | undefined>(undefined);
  const form = useForm({ initialValues: empty });

  const open = (g?: GlCode) => {
    form.setValues(g ? { code: g.code, description: g.description, is_active: g.is_active } : empty);
    form.clearErrors();
    setEditingId(g?.id ?? null);
  };
  const submit = form.onSubmit((values) =>
    save.mutate({ id: editingId ?? undefined, body: values }, { onSuccess: () => setEditingId(undefined), onError: (err) => handleApiError(err, { form }) }),
  );

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>GL codes</Title>
        <Button onClick={() => open()}>Add GL code</Button>
      </Group>
      <DataTable
        label="GL codes"
        {...pagedTable(list)}
        columns={columns}
        getRowId={(g) => g.id}
        rowActions={(g) => (
          <>
            <Button size="xs" variant="subtle" onClick={() => open(g)}>
              Edit
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={() => remove.mutate(g.id)}>
              Delete
            </Button>
          </>
        )}
        empty="No GL codes yet. Add GL code for each ledger account your purchases are coded to."
      />
      <EditDialog
        opened={editingId !== undefined}
        onClose={() => setEditingId(undefined)}
        title={editingId ? 'Edit GL code' : 'New GL code'}
        onSubmit={submit}
        saving={save.isPending}
        saveLabel="Save GL code"
      >
        <TextInput label="GL code" required {...form.getInputProps('code')} />
        <TextInput label="Description" {...form.getInputProps('description')} />
        <Checkbox label="Active" {...form.getInputProps('is_active', { type: 'checkbox' })} />
      </EditDialog>
    </Stack>
  );
}
