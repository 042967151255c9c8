import { Button, Group, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { Company } from '@jobsite/core';
import { AddressPanel, type AddressErrors, addressFormValues, type AddressFormValues, showAddressFormErrors, validateAddress } from '../../../components/address-panel';
import { showSuccessToast } from '../../../lib/handle-api-error';
import { useUpdateCompany } from '../api/company';

const profileOf = (c: Company) => ({ name: c.name, description: c.description, website_URL: c.website_URL, type: c.type });

/** The company's profile and address; Save profile is off until one of them changed. */
export function ProfileSection({ company }: { company: Company }) {
  const [profile, setProfile] = useState(profileOf(company));
  const [address, setAddress] = useState<AddressFormValues>(addressFormValues(company.address));
  const changed = JSON.stringify(profile) !== JSON.stringify(profileOf(company)) || JSON.stringify(address) !== JSON.stringify(addressFormValues(company.address));
  const [addressErrors, setAddressErrors] = useState<AddressErrors>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const update = useUpdateCompany();

  useEffect(() => {
    setProfile(profileOf(company));
    setAddress(addressFormValues(company.address));
  }, [company]);

  const save = () => {
    const errors = validateAddress(address);
    setAddressErrors(errors);
    setFieldErrors(profile.name.trim() ? {} : { name: 'This field may not be blank.' });
    if (Object.keys(errors).length || !profile.name.trim()) return;
    update.mutate(
      { ...profile, address },
      {
        onSuccess: () => showSuccessToast('Company saved'),
        onError: (err) => showAddressFormErrors(err, { prefix: 'address', fields: Object.keys(profile), setAddressErrors, setFieldErrors }),
      },
    );
  };

  return (
    <Stack maw={640}>
      <Title order={3}>Profile</Title>
      <TextInput label="Company name" required value={profile.name} error={fieldErrors.name} onChange={(e) => setProfile({ ...profile, name: e.currentTarget.value })} />
      <Textarea label="Description" value={profile.description} error={fieldErrors.description} onChange={(e) => setProfile({ ...profile, description: e.currentTarget.value })} />
      <Group grow>
        <TextInput label="Website" value={profile.website_URL} error={fieldErrors.website_URL} onChange={(e) => setProfile({ ...profile, website_URL: e.currentTarget.value })} />
        <TextInput label="Trade" placeholder="e.g. Electrical" value={profile.type} error={fieldErrors.type} onChange={(e) => setProfile({ ...profile, type: e.currentTarget.value })} />
      </Group>
      <Title order={4}>Company address</Title>
      <AddressPanel value={address} onChange={setAddress} errors={addressErrors} label="Company address" />
      <Group>
        <Button onClick={save} loading={update.isPending} disabled={!changed}>
          Save profile
        </Button>
      </Group>
    </Stack>
  );
}
