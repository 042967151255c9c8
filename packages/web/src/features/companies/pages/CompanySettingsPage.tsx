import { Alert, Anchor, Button, Container, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { type CompanyBrief, companySettingsTabsFor } from '@jobsite/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { SearchCompanyDialog } from '../../../components/search-company/SearchCompanyDialog';
import { paths } from '../../../config/paths';
import { DirectoryCompanyDialog } from '../components/DirectoryCompanyDialog';
import { useStoredAccount } from '../../../lib/session';
import { companySettingsQuery, myCompanyQuery } from '../api/company';
import { ApiTokensSection } from '../components/ApiTokensSection';
import { BranchesSection } from '../components/BranchesSection';
import { PopularCodesEditors } from '../components/CodeListEditor';
import { ContactsSection } from '../components/ContactsSection';
import { GlCodesSection } from '../components/GlCodesSection';
import { InviteTeamSection } from '../components/InviteTeamSection';
import { JoinRequestsSection } from '../components/JoinRequestsSection';
import { NotesLibrarySection } from '../components/NotesLibrarySection';
import { PoNumberingSection } from '../components/PoNumberingSection';
import { ProfileSection } from '../components/ProfileSection';
import { ShippingAddressesSection } from '../components/ShippingAddressesSection';
import { SuppliersSection } from '../components/SuppliersSection';
import { TaxCodesSection } from '../components/TaxCodesSection';
import { UserGroupsSection } from '../components/UserGroupsSection';
import { WarehousesSection } from '../components/WarehousesSection';

/** Company settings: everything an administrator sets the company up with, tab by tab as the user's group allows. */
export function CompanySettingsPage() {
  const { tab } = useParams();
  const navigate = useNavigate();
  const account = useStoredAccount();
  const tabs = account ? companySettingsTabsFor(account.permissions, account.company.system_type) : [];
  const settings = useQuery({ ...companySettingsQuery(), enabled: tabs.length > 0, meta: { handlesErrors: true } });
  const company = useQuery({ ...myCompanyQuery(settings.data?.company_id ?? 0), enabled: Boolean(settings.data), meta: { handlesErrors: true } });
  const [searching, setSearching] = useState(false);
  const [picked, setPicked] = useState<CompanyBrief | null>(null);

  if (tabs.length === 0) {
    return (
      <Container size="sm" py="xl">
        <Title order={1} size="h2" mb="md">
          Company settings
        </Title>
        <Alert color="yellow" title="Your user group does not manage company settings">
          <Stack gap="xs">
            <Text size="sm">Ask a user manager of your company if something here needs changing.</Text>
            <Anchor component={Link} to={paths.root()}>
              Go to the home page
            </Anchor>
          </Stack>
        </Alert>
      </Container>
    );
  }
  const current = tabs.find((t) => t.key === tab) ?? tabs[0];
  // A tab this group does not have, or a mistyped one, opens the first tab under its own address.
  if (tab !== undefined && current.key !== tab) return <Navigate replace to={paths.companySettings(current.key)} />;
  if (settings.isError || company.isError) {
    const failed = settings.isError ? settings : company;
    return (
      <Container size="sm" py="xl">
        <LoadError title="Company settings could not be loaded" error={failed.error} onRetry={() => void Promise.all([settings.refetch(), company.refetch()])} />
      </Container>
    );
  }
  if (!settings.data || !company.data) return <Loader m="xl" aria-label="Loading" />;

  // Only the current tab mounts (keepMounted false), and it is always one the group allows.
  return (
    <Container size="lg" py="md">
      <Group justify="space-between" mb="md">
        <Title order={1} size="h2">
          Company settings: {company.data.name}
        </Title>
        <Button variant="default" onClick={() => setSearching(true)}>
          Search company directory
        </Button>
      </Group>
      <Tabs value={current.key} onChange={(t) => t && void navigate(paths.companySettings(t))} keepMounted={false}>
        <Tabs.List mb="md">
          {tabs.map((t) => (
            <Tabs.Tab key={t.key} value={t.key}>
              {t.label}
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
          <Stack gap="xl">
            <InviteTeamSection companyId={settings.data.company_id} />
            <JoinRequestsSection settings={settings.data} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="groups">
          <UserGroupsSection />
        </Tabs.Panel>
        <Tabs.Panel value="po-numbers">
          <PoNumberingSection />
        </Tabs.Panel>
        <Tabs.Panel value="codes">
          <PopularCodesEditors settings={settings.data} />
        </Tabs.Panel>
      </Tabs>
      {/* the whole directory, contractors and suppliers, a company registered a minute ago too */}
      <SearchCompanyDialog
        includeUnverified
        opened={searching}
        onClose={() => setSearching(false)}
        onPick={(c) => {
          setSearching(false);
          setPicked(c);
        }}
      />
      {picked && (
        <DirectoryCompanyDialog
          company={picked}
          ownCompanyId={settings.data.company_id}
          managesSuppliers={tabs.some((t) => t.key === 'suppliers')}
          isStaff={account?.is_staff === true}
          onClose={() => setPicked(null)}
        />
      )}
    </Container>
  );
}
