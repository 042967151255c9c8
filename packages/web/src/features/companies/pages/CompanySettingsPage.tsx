import { Button, Container, Group, Loader, Stack, Tabs, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { SearchCompanyDialog } from '../../../components/search-company/SearchCompanyDialog';
import { paths } from '../../../config/paths';
import { showSuccessToast } from '../../../lib/handle-api-error';
import { companySettingsQuery, myCompanyQuery, useUpdateCompanySettings } from '../api/company';
import { ApiTokensSection } from '../components/ApiTokensSection';
import { BranchesSection } from '../components/BranchesSection';
import { CodeListEditor } from '../components/CodeListEditor';
import { ContactsSection } from '../components/ContactsSection';
import { GlCodesSection } from '../components/GlCodesSection';
import { JoinRequestsSection } from '../components/JoinRequestsSection';
import { NotesLibrarySection } from '../components/NotesLibrarySection';
import { PoNumberingSection } from '../components/PoNumberingSection';
import { ProfileSection } from '../components/ProfileSection';
import { ShippingAddressesSection } from '../components/ShippingAddressesSection';
import { SuppliersSection } from '../components/SuppliersSection';
import { TaxCodesSection } from '../components/TaxCodesSection';
import { UserGroupsSection } from '../components/UserGroupsSection';
import { WarehousesSection } from '../components/WarehousesSection';

const TABS = [
  ['profile', 'Profile and address'],
  ['branches', 'Branches'],
  ['tax-codes', 'Tax codes'],
  ['shipping', 'Shipping addresses'],
  ['warehouses', 'Warehouses and bins'],
  ['contacts', 'Contacts and contact groups'],
  ['suppliers', 'Suppliers'],
  ['members', 'Requests to join'],
  ['groups', 'User groups'],
  ['po-numbers', 'PO numbering'],
  ['gl-codes', 'GL codes'],
  ['codes', 'Phase and cost codes'],
  ['notes', 'Notes library'],
  ['api-tokens', 'API tokens'],
] as const;

/** Company settings: everything an administrator sets the company up with. */
export function CompanySettingsPage() {
  const { tab = 'profile' } = useParams();
  const navigate = useNavigate();
  const settings = useQuery(companySettingsQuery());
  const company = useQuery({ ...myCompanyQuery(settings.data?.company_id ?? 0), enabled: Boolean(settings.data) });
  const updateSettings = useUpdateCompanySettings();
  const [searching, setSearching] = useState(false);

  if (!settings.data || !company.data) return <Loader m="xl" aria-label="Loading" />;

  const saveCodes = (key: 'popular_phase_codes' | 'popular_cost_codes') => (list: typeof settings.data.popular_phase_codes) =>
    updateSettings.mutate({ [key]: list }, { onSuccess: () => showSuccessToast('Codes saved') });

  return (
    <Container size="lg" py="md">
      <Group justify="space-between" mb="md">
        <Title order={2}>Company settings: {company.data.name}</Title>
        <Button variant="default" onClick={() => setSearching(true)}>
          Search company directory
        </Button>
      </Group>
      <Tabs value={tab} onChange={(t) => t && navigate(paths.companySettings(t))} keepMounted={false}>
        <Tabs.List mb="md">
          {TABS.map(([value, label]) => (
            <Tabs.Tab key={value} value={value}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="profile">
          <ProfileSection company={company.data} />
        </Tabs.Panel>
        <Tabs.Panel value="branches">
          <BranchesSection />
        </Tabs.Panel>
        <Tabs.Panel value="tax-codes">
          <TaxCodesSection />
        </Tabs.Panel>
        <Tabs.Panel value="shipping">
          <ShippingAddressesSection />
        </Tabs.Panel>
        <Tabs.Panel value="warehouses">
          <WarehousesSection />
        </Tabs.Panel>
        <Tabs.Panel value="contacts">
          <ContactsSection />
        </Tabs.Panel>
        <Tabs.Panel value="suppliers">
          <SuppliersSection />
        </Tabs.Panel>
        <Tabs.Panel value="gl-codes">
          <GlCodesSection />
        </Tabs.Panel>
        <Tabs.Panel value="notes">
          <NotesLibrarySection />
        </Tabs.Panel>
        <Tabs.Panel value="api-tokens">
          <ApiTokensSection />
        </Tabs.Panel>
        <Tabs.Panel value="members">
          <JoinRequestsSection settings={settings.data} />
        </Tabs.Panel>
        <Tabs.Panel value="groups">
          <UserGroupsSection />
        </Tabs.Panel>
        <Tabs.Panel value="po-numbers">
          <PoNumberingSection />
        </Tabs.Panel>
        <Tabs.Panel value="codes">
          <Stack gap="xl">
            <CodeListEditor kind="phase" list={settings.data.popular_phase_codes} onSave={saveCodes('popular_phase_codes')} saving={updateSettings.isPending} />
            <CodeListEditor kind="cost" list={settings.data.popular_cost_codes} onSave={saveCodes('popular_cost_codes')} saving={updateSettings.isPending} />
          </Stack>
        </Tabs.Panel>
      </Tabs>
      <SearchCompanyDialog
        opened={searching}
        onClose={() => setSearching(false)}
        onPick={(c) => {
          setSearching(false);
          showSuccessToast(`${c.name}${c.address ? `, ${c.address}` : ''}`);
        }}
      />
    </Container>
  );
}
