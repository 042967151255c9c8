import { Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ContactGroup, Supplier, SupplierBranch } from '@jobsite/core';
import { EditDialog } from '../../../components/EditDialog';
import { handleApiError } from '../../../lib/handle-api-error';
import { resources, usePagedList, useSave } from '../api/resources';
import { supplierBranchesResource } from '../api/supplier-branches';

interface Values {
  name: string;
  company_supplier: string | null;
  company_supplier_branch: string | null;
}

/** Add or edit a contact group: its name, supplier and supplier branch. */
export function ContactGroupDialog({ group, onClose }: { group: ContactGroup | null | undefined; onClose(): void }) {
  const suppliers = usePagedList<Supplier>(resources.suppliers, { page_size: 200 });
  const save = useSave<ContactGroup>(resources.contactGroups, { also: ['contacts'] });
  // The parent keys this dialog by group, so each group opens with its own values.
  const form = useForm<Values>({
    initialValues: {
      name: group?.name ?? '',
      company_supplier: group?.company_supplier ? String(group.company_supplier.id) : null,
      company_supplier_branch: group?.company_supplier_branch ? String(group.company_supplier_branch.id) : null,
    },
  });


  const submit = form.onSubmit((v) =>
    save.mutate(
      {
        id: group?.id,
        body: { name: v.name, company_supplier: v.company_supplier ? Number(v.company_supplier) : null, company_supplier_branch: v.company_supplier_branch ? Number(v.company_supplier_branch) : null },
      },
      { onSuccess: onClose, onError: (err) => handleApiError(err, { form }) },
    ),
  );

  return (
    <EditDialog opened={group !== undefined} onClose={onClose} title={group ? 'Edit contact group' : 'New contact group'} onSubmit={submit} saving={save.isPending} saveLabel="Save group">
      <TextInput label="Group name" required {...form.getInputProps('name')} />
      <Select
        label="Supplier"
        clearable
        searchable
        data={suppliers.rows.map((s) => ({ value: String(s.id), label: s.name }))}
        {...form.getInputProps('company_supplier')}
        onChange={(v) => {
          form.setFieldValue('company_supplier', v);
          form.setFieldValue('company_supplier_branch', null);
        }}
      />
      {form.values.company_supplier && <BranchSelect supplierId={Number(form.values.company_supplier)} inputProps={form.getInputProps('company_supplier_branch')} />}
    </EditDialog>
  );
}

function BranchSelect({ supplierId, inputProps }: { supplierId: number; inputProps: ReturnType<ReturnType<typeof useForm<Values>>['getInputProps']> }) {
  const branches = usePagedList<SupplierBranch>(supplierBranchesResource(supplierId), { page_size: 200 });
  return <Select label="Supplier branch" clearable data={branches.rows.map((b) => ({ value: String(b.id), label: b.city ? `${b.name} (${b.city})` : b.name }))} {...inputProps} />;
}
