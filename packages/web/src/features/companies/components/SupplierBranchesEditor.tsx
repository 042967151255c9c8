import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Supplier, SupplierBranch } from '@jobsite/core';
import { handleApiError } from '../../../lib/handle-api-error';
import { useAddSupplierBranch } from '../api/add-supplier-branch';
import { useRemoveSupplierBranch } from '../api/remove-supplier-branch';
import { usePagedList } from '../api/resources';
import { supplierBranchesResource } from '../api/supplier-branches';
import { LoadMore } from './LoadMore';
import { LoadError } from '../../../components/LoadError';

const empty = { name: '', branch_code: '', city: '', email: '', phone: '' };

/** A supplier's branches: list, add, delete. */
export function SupplierBranchesEditor({ supplier }: { supplier: Supplier }) {
  const list = usePagedList<SupplierBranch>(supplierBranchesResource(supplier.id));
  const add = useAddSupplierBranch(supplier.id);
  const remove = useRemoveSupplierBranch(supplier.id);
  const form = useForm({ initialValues: empty });
  const submit = form.onSubmit((values) => add.mutate(values, { onSuccess: () => form.reset(), onError: (err) => handleApiError(err, { form }) }));

  return (
    <Stack>
      <Table aria-label="Supplier branches">
        <Table.Tbody>
          {list.rows.map((b) => (
            <Table.Tr key={b.id}>
              <Table.Td>{b.name}</Table.Td>
              <Table.Td>{b.branch_code}</Table.Td>
              <Table.Td>{b.city}</Table.Td>
              <Table.Td>{[b.email, b.phone].filter(Boolean).join(' · ')}</Table.Td>
              <Table.Td>
                <Button size="xs" variant="subtle" color="red" onClick={() => remove.mutate(b.id)}>
                  Delete
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <LoadMore list={list} />
      {list.isError ? (
        <LoadError title="The supplier's branches could not be loaded" error={list.error} onRetry={list.retry} />
      ) : (
        !list.isPending && list.count === 0 && <Text c="dimmed">No branches yet. Add the supplier's branches below.</Text>
      )}
      <form onSubmit={submit}>
        <Stack gap="xs">
          <Group grow>
            <TextInput label="Branch name" required {...form.getInputProps('name')} />
            <TextInput label="Branch code" {...form.getInputProps('branch_code')} />
            <TextInput label="City" {...form.getInputProps('city')} />
          </Group>
          <Group grow align="flex-end">
            <TextInput label="Branch email" {...form.getInputProps('email')} />
            <TextInput label="Branch phone" {...form.getInputProps('phone')} />
            <Button type="submit" loading={add.isPending}>
              Add branch
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
