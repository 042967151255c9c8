import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import type { Project } from '@jobsite/core';
import {
  AddressPanel,
  type AddressErrors,
  addressFormValues,
  type AddressFormValues,
  showAddressFormErrors,
  validateAddress,
} from '../../../components/address-panel';
import { showSuccessToast } from '../../../lib/handle-api-error';
import { useUpdateProjectAddress } from '../api/update-project-address';

/** The project's address through the shared address panel (country rules, previous addresses). */
export function ProjectAddressForm({ project }: { project: Project }) {
  const [address, setAddress] = useState<AddressFormValues>(addressFormValues(project.address));
  const [errors, setErrors] = useState<AddressErrors>({});
  const save = useUpdateProjectAddress();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = validateAddress(address);
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(
      { project_id: project.id, action: project.address ? 'update' : 'create', value: address },
      {
        onSuccess: () => showSuccessToast('Address saved'),
        onError: (err) => showAddressFormErrors(err, { prefix: 'value', setAddressErrors: setErrors }),
      },
    );
  };

  return (
    <Card withBorder>
      <form onSubmit={submit} noValidate aria-label="Project address">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Address
          </Title>
          <AddressPanel value={address} onChange={setAddress} errors={errors} label="Project address fields" />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Save address
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
