import { Button, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { type Address, formatAddress } from '@jobsite/core';
import { AddressPanel, type AddressErrors, addressFormValues, type AddressFormValues, emptyAddress, showAddressFormErrors, validateAddress } from '../../../components/address-panel';
import { type DataColumn, DataTable } from '../../../components/DataTable';
import { EditDialog } from '../../../components/EditDialog';
import { showSuccessToast } from '../../../lib/handle-api-error';
import { resources, usePagedList, useRemove, useSave } from '../api/resources';
import { pagedTable } from './LoadMore';

const columns: DataColumn<Address>[] = [
  { key: 'note', header: 'Name', render: (a) => a.note },
  { key: 'address', header: 'Address', render: (a) => formatAddress(a) },
];

/** The company's shipping addresses, entered through the address panel. */
export function ShippingAddressesSection() {
  const r = resources.shippingAddresses;
  const list = usePagedList<Address>(r);
  const save = useSave<Address>(r);
  const remove = useRemove(r);
  const [editing, setEditing] = useState<{ id?: number; value: AddressFormValues } | null>(null);
  const [errors, setErrors] = useState<AddressErrors>({});

  const open = (a?: Address) => {
    setErrors({});
    setEditing({ id: a?.id, value: a ? addressFormValues(a) : emptyAddress() });
  };
  const submit = () => {
    if (!editing) return;
    const found = validateAddress(editing.value);
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(
      { id: editing.id, body: editing.value },
      {
        onSuccess: () => {
          setEditing(null);
          showSuccessToast('Shipping address saved');
        },
        onError: (err) => showAddressFormErrors(err, { prefix: '', setAddressErrors: setErrors }),
      },
    );
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>Shipping addresses</Title>
        <Button onClick={() => open()}>Add shipping address</Button>
      </Group>
      <DataTable
        label="Shipping addresses"
        {...pagedTable(list)}
        columns={columns}
        getRowId={(a) => a.id}
        rowActions={(a) => (
          <>
            <Button size="xs" variant="subtle" onClick={() => open(a)}>
              Edit
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={() => remove.mutate(a.id)}>
              Delete
            </Button>
          </>
        )}
        empty="No shipping addresses yet. Add shipping address for each yard or office orders are delivered to."
      />
      <EditDialog
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.id ? 'Edit shipping address' : 'New shipping address'}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        saving={save.isPending}
        saveLabel="Save address"
        noValidate
      >
        {editing && <AddressPanel value={editing.value} onChange={(value) => setEditing({ ...editing, value })} errors={errors} withNote label="Shipping address" />}
      </EditDialog>
    </Stack>
  );
}
