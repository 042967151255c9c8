import { Button, Checkbox, Group, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { type Branch, formatAddress } from '@jobsite/core';
import { AddressPanel, type AddressErrors, addressFormValues, type AddressFormValues, emptyAddress, showAddressFormErrors, validateAddress } from '../../../components/address-panel';
import { type DataColumn, DataTable } from '../../../components/DataTable';
import { EditDialog } from '../../../components/EditDialog';
import { resources, usePagedList, useSave } from '../api/resources';
import { pagedTable } from './LoadMore';
import { useStoredAccount } from '../../../lib/session';

const columns: DataColumn<Branch>[] = [
  { key: 'name', header: 'Name', render: (b) => b.name },
  { key: 'branch_code', header: 'Code', render: (b) => b.branch_code },
  { key: 'address', header: 'Address', render: (b) => (b.address ? formatAddress(b.address) : '') },
  { key: 'is_active', header: 'Active', render: (b) => (b.is_active ? 'Yes' : 'No') },
];

/** The inputs of the branch dialog besides its address: the server's errors for them show under them. */
const BRANCH_FIELDS = ['name', 'branch_code', 'phone', 'email'] as const;

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
  const systemType = useStoredAccount()?.company.system_type;
  const r = resources.branches;
  const list = usePagedList<Branch>(r, { include_inactive: 'true' });
  const save = useSave<Branch>(r);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const open = (b?: Branch) => {
    setErrors({});
    setFieldErrors({});
    setDraft(b ? { ...b, address: addressFormValues(b.address) } : { name: '', branch_code: '', phone: '', email: '', is_active: true, address: emptyAddress() });
  };
  const submit = () => {
    if (!draft) return;
    const found = validateAddress(draft.address);
    setErrors(found);
    setFieldErrors(draft.name.trim() ? {} : { name: 'This field may not be blank.' });
    if (Object.keys(found).length || !draft.name.trim()) return;
    const { id, ...body } = draft;
    save.mutate(
      { id, body },
      {
        onSuccess: () => setDraft(null),
        onError: (err) => showAddressFormErrors(err, { prefix: 'address', fields: BRANCH_FIELDS, setAddressErrors: setErrors, setFieldErrors }),
      },
    );
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>Branches</Title>
        <Button onClick={() => open()}>Add branch</Button>
      </Group>
      <DataTable
        label="Branches"
        {...pagedTable(list)}
        empty={systemType === 'seller' ? 'No branches yet. Add branch for each store or counter; people who register pick theirs.' : 'No branches yet. Add branch for each office or yard that buys; PO numbers can run per branch.'}
        columns={columns}
        getRowId={(b) => b.id}
        rowActions={(b) => (
          <Button size="xs" variant="subtle" onClick={() => open(b)}>
            Edit
          </Button>
        )}
      />
      <EditDialog
        opened={draft !== null}
        onClose={() => setDraft(null)}
        title={draft?.id ? 'Edit branch' : 'New branch'}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        saving={save.isPending}
        saveLabel="Save branch"
        noValidate
      >
        {draft && (
          <>
            <Group grow>
              <TextInput label="Branch name" required value={draft.name} error={fieldErrors.name} onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })} />
              <TextInput label="Branch code" value={draft.branch_code} error={fieldErrors.branch_code} onChange={(e) => setDraft({ ...draft, branch_code: e.currentTarget.value })} />
            </Group>
            <Group grow>
              <TextInput label="Phone" value={draft.phone} error={fieldErrors.phone} onChange={(e) => setDraft({ ...draft, phone: e.currentTarget.value })} />
              <TextInput label="Email" value={draft.email} error={fieldErrors.email} onChange={(e) => setDraft({ ...draft, email: e.currentTarget.value })} />
            </Group>
            <Checkbox label="Active" checked={draft.is_active} onChange={(e) => setDraft({ ...draft, is_active: e.currentTarget.checked })} />
            <AddressPanel value={draft.address} onChange={(address) => setDraft({ ...draft, address })} errors={errors} label="Branch address" />
          </>
        )}
      </EditDialog>
    </Stack>
  );
}
