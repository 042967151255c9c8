import { Button, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Supplier } from '@jobsite/core';
import { type DataColumn, DataTable } from '../../../components/DataTable';
import { EditDialog } from '../../../components/EditDialog';
import { SearchCompanyDialog } from '../../../components/search-company/SearchCompanyDialog';
import { handleApiError } from '../../../lib/handle-api-error';
import { useStoredAccount } from '../../../lib/session';
import { resources, usePagedList, useRemove, useSave } from '../api/resources';
import { pagedTable } from './LoadMore';
import { SupplierBranchesEditor } from './SupplierBranchesEditor';

interface Draft {
  name: string;
  account_number: string;
  email: string;
  phone: string;
  supplier_company: { id: number; name: string } | null;
}
const empty: Draft = { name: '', account_number: '', email: '', phone: '', supplier_company: null };

/** What the company directory's card asks of this tab (history state): a new supplier linked to a directory company, or the supplier that links it. */
export interface SuppliersTabState {
  newSupplierFor?: { id: number; name: string };
  editSupplier?: Supplier;
}

const columns: DataColumn<Supplier>[] = [
  { key: 'name', header: 'Supplier', render: (s) => s.name },
  { key: 'supplier_company', header: 'Directory company', render: (s) => s.supplier_company?.name ?? '—' },
  { key: 'account_number', header: 'Account number', render: (s) => s.account_number },
  { key: 'contact', header: 'Contact', render: (s) => [s.email, s.phone].filter(Boolean).join(' · ') },
  { key: 'branch_count', header: 'Branches', render: (s) => s.branch_count },
];

/** What an empty list says: a contractor sends orders and quote requests to its suppliers; a supplier keeps the manufacturers and distributors it restocks from. */
const EMPTY_SUPPLIERS = {
  buyer: 'No suppliers yet. Add supplier for each company you buy from; orders and quote requests go to them.',
  seller: 'No suppliers yet. Add supplier for each manufacturer or distributor you restock from, with your account number there.',
} as const;

/** suppliers: the supplier companies the company buys from, each with its branches. */
export function SuppliersSection() {
  const systemType = useStoredAccount()?.company.system_type ?? 'buyer';
  const r = resources.suppliers;
  const list = usePagedList<Supplier>(r);
  const save = useSave<Supplier>(r, { also: ['contact-groups'] });
  const remove = useRemove(r);
  const [editingId, setEditingId] = useState<number | null | undefined>(undefined);
  const [branchesOf, setBranchesOf] = useState<Supplier | null>(null);
  const [searching, setSearching] = useState(false);
  const form = useForm<Draft>({ initialValues: empty });

  const open = (s?: Supplier) => {
    form.setValues(s ? { name: s.name, account_number: s.account_number, email: s.email, phone: s.phone, supplier_company: s.supplier_company } : empty);
    form.clearErrors();
    setEditingId(s?.id ?? null);
  };
  // Arriving from the company directory's card: its dialog opens once, and the state is spent so a reload or Back does not open it again.
  const location = useLocation();
  const navigate = useNavigate();
  const arrived = location.state as SuppliersTabState | null;
  useEffect(() => {
    if (!arrived?.newSupplierFor && !arrived?.editSupplier) return;
    if (arrived.editSupplier) open(arrived.editSupplier);
    else if (arrived.newSupplierFor) {
      open();
      form.setValues({ ...empty, name: arrived.newSupplierFor.name, supplier_company: arrived.newSupplierFor });
    }
    void navigate(location.pathname, { replace: true, state: null });
  }, [arrived]);
  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: editingId ?? undefined, body: { ...values, supplier_company: values.supplier_company?.id ?? null } },
      { onSuccess: () => setEditingId(undefined), onError: (err) => handleApiError(err, { form }) },
    ),
  );

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>Suppliers</Title>
        <Button onClick={() => open()}>Add supplier</Button>
      </Group>
      <DataTable
        label="Suppliers"
        {...pagedTable(list)}
        columns={columns}
        getRowId={(s) => s.id}
        rowActions={(s) => (
          <Group gap="xs" justify="flex-end" wrap="nowrap">
            <Button size="xs" variant="subtle" onClick={() => setBranchesOf(s)}>
              Branches
            </Button>
            <Button size="xs" variant="subtle" onClick={() => open(s)}>
              Edit
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={() => remove.mutate(s.id)}>
              Delete
            </Button>
          </Group>
        )}
        empty={EMPTY_SUPPLIERS[systemType]}
      />

      <EditDialog
        opened={editingId !== undefined}
        onClose={() => setEditingId(undefined)}
        title={editingId ? 'Edit supplier' : 'New supplier'}
        onSubmit={submit}
        saving={save.isPending}
        saveLabel="Save supplier"
      >
        <TextInput label="Supplier name" required {...form.getInputProps('name')} />
        <Group justify="space-between" align="flex-end">
          <Text size="sm">Directory company: {form.values.supplier_company?.name ?? 'not linked'}</Text>
          <Group gap="xs">
            {form.values.supplier_company && (
              <Button size="xs" variant="subtle" onClick={() => form.setFieldValue('supplier_company', null)}>
                Unlink
              </Button>
            )}
            <Button size="xs" variant="default" onClick={() => setSearching(true)}>
              Find in directory
            </Button>
          </Group>
        </Group>
        {form.errors.supplier_company && (
          <Text c="red" size="sm">
            {form.errors.supplier_company}
          </Text>
        )}
        <TextInput label="Account number" {...form.getInputProps('account_number')} />
        <TextInput label="Email" {...form.getInputProps('email')} />
        <TextInput label="Phone" {...form.getInputProps('phone')} />
      </EditDialog>
      {/* Supplier companies only: the server refuses to link a contractor (supplierCompanyRefusal). */}
      <SearchCompanyDialog
        includeUnverified
        systemType="seller"
        opened={searching}
        onClose={() => setSearching(false)}
        onPick={(c) => {
          setSearching(false);
          form.setFieldValue('supplier_company', { id: c.id, name: c.name });
          if (!form.values.name) form.setFieldValue('name', c.name);
        }}
      />
      <Modal opened={branchesOf !== null} onClose={() => setBranchesOf(null)} title={`Branches of ${branchesOf?.name ?? ''}`} size="xl">
        {branchesOf && <SupplierBranchesEditor supplier={branchesOf} />}
      </Modal>
    </Stack>
  );
}
