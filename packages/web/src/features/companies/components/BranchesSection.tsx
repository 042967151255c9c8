import { Button, Checkbox, Group, Modal, Stack, Table, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Branch, formatAddress } from '@jobsite/core';
import { AddressPanel, type AddressErrors, addressErrorsFromServer, addressFormValues, type AddressFormValues, emptyAddress, validateAddress } from '../../../components/address-panel';
import { ApiError } from '../../../lib/api-client';
import { handleApiError } from '../../../lib/handle-api-error';
import { listQuery, resources, useSave } from '../api/resources';

interface Draft {
  id?: number;
  name: string;
  branch_code: string;
  phone: string;
  email: string;
  is_active: boolean;
  address: AddressFormValues;
}

/** company_branch list, create and update (a branch is closed by unticking Active). */
export function BranchesSection() {
  const r = resources.branches;
  const list = useQuery(listQuery<Branch>(r, { include_inactive: 'true' }));
  const save = useSave<Branch>(r);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [nameError, setNameError] = useState<string>();

  const open = (b?: Branch) => {
    setErrors({});
    setNameError(undefined);
    setDraft(b ? { ...b, address: addressFormValues(b.address) } : { name: '', branch_code: '', phone: '', email: '', is_active: true, address: emptyAddress() });
  };
  const submit = () => {
    if (!draft) return;
    const found = validateAddress(draft.address);
    setErrors(found);
    setNameError(draft.name.trim() ? undefined : 'This field may not be blank.');
    if (Object.keys(found).length || !draft.name.trim()) return;
    const { id, ...body } = draft;
    save.mutate(
      { id, body },
      {
        onSuccess: () => setDraft(null),
        onError: (err) => {
          if (err instanceof ApiError && err.status === 400) setErrors(addressErrorsFromServer(err.body, 'address'));
          handleApiError(err);
        },
      },
    );
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>Branches</Title>
        <Button onClick={() => open()}>Add branch</Button>
      </Group>
      <Table striped aria-label="Branches">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Code</Table.Th>
            <Table.Th>Address</Table.Th>
            <Table.Th>Active</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(list.data?.results ?? []).map((b) => (
            <Table.Tr key={b.id}>
              <Table.Td>{b.name}</Table.Td>
              <Table.Td>{b.branch_code}</Table.Td>
              <Table.Td>{b.address ? formatAddress(b.address) : ''}</Table.Td>
              <Table.Td>{b.is_active ? 'Yes' : 'No'}</Table.Td>
              <Table.Td>
                <Button size="xs" variant="subtle" onClick={() => open(b)}>
                  Edit
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Modal opened={draft !== null} onClose={() => setDraft(null)} title={draft?.id ? 'Edit branch' : 'New branch'} size="lg">
        {draft && (
          <Stack>
            <Group grow>
              <TextInput label="Branch name" required value={draft.name} error={nameError} onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })} />
              <TextInput label="Branch code" value={draft.branch_code} onChange={(e) => setDraft({ ...draft, branch_code: e.currentTarget.value })} />
            </Group>
            <Group grow>
              <TextInput label="Phone" value={draft.phone} onChange={(e) => setDraft({ ...draft, phone: e.currentTarget.value })} />
              <TextInput label="Email" value={draft.email} onChange={(e) => setDraft({ ...draft, email: e.currentTarget.value })} />
            </Group>
            <Checkbox label="Active" checked={draft.is_active} onChange={(e) => setDraft({ ...draft, is_active: e.currentTarget.checked })} />
            <AddressPanel value={draft.address} onChange={(address) => setDraft({ ...draft, address })} errors={errors} label="Branch address" />
            <Group justify="flex-end">
              <Button onClick={submit} loading={save.isPending}>
                Save branch
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
