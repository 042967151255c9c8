import { Button, Checkbox, Group, Modal, NumberInput, Stack, Table, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TaxCode } from '@jobsite/core';
import { handleApiError } from '../../../lib/handle-api-error';
import { listQuery, resources, useRemove, useSave } from '../api/resources';

/** taxcode CRUD: tax_code, tax_rate (percent), is_use_tax. */
export function TaxCodesSection() {
  const r = resources.taxCodes;
  const list = useQuery(listQuery<TaxCode>(r));
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
      <Table striped aria-label="Tax codes">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Tax code</Table.Th>
            <Table.Th>Rate (%)</Table.Th>
            <Table.Th>Use tax</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(list.data?.results ?? []).map((t) => (
            <Table.Tr key={t.id}>
              <Table.Td>{t.tax_code}</Table.Td>
              <Table.Td>{t.tax_rate}</Table.Td>
              <Table.Td>{t.is_use_tax ? 'Yes' : 'No'}</Table.Td>
              <Table.Td>{t.description}</Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end">
                  <Button size="xs" variant="subtle" onClick={() => open(t)}>
                    Edit
                  </Button>
                  <Button size="xs" variant="subtle" color="red" onClick={() => remove.mutate(t.id)}>
                    Delete
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Modal opened={editingId !== undefined} onClose={() => setEditingId(undefined)} title={editingId ? 'Edit tax code' : 'New tax code'}>
        <form onSubmit={submit}>
          <Stack>
            <TextInput label="Tax code" required {...form.getInputProps('tax_code')} />
            <NumberInput label="Tax rate (%)" min={0} max={100} decimalScale={4} {...form.getInputProps('tax_rate')} />
            <Checkbox label="Use tax" {...form.getInputProps('is_use_tax', { type: 'checkbox' })} />
            <TextInput label="Description" {...form.getInputProps('description')} />
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                Save tax code
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
