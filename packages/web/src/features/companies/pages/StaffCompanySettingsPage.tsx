import { Alert, Badge, Button, Container, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { companyUsesSetting } from '@jobsite/core';
import { LoadError } from '../../../components/LoadError';
import { SearchCompanyDialog } from '../../../components/search-company/SearchCompanyDialog';
import { paths } from '../../../config/paths';
import { companySettingsQuery, myCompanyQuery } from '../api/company';
import { PopularCodesEditors } from '../components/CodeListEditor';
import { CompanyDomainsEditor } from '../components/CompanyDomainsEditor';
import { CompanyServicesSection } from '../components/CompanyServicesSection';

/**
 * Staff: one company's settings, named by id (company_settings/?company_id=): its services and
 * two-way authentication, which only staff change, and the settings its own Company settings
 * shows (popular phase and cost codes, which a supplier does not use, and email domains). Reached from the company directory's card.
 */
export function StaffCompanySettingsPage() {
  const companyId = Number(useParams().companyId);
  const valid = Number.isInteger(companyId) && companyId > 0;
  const navigate = useNavigate();
  const settings = useQuery({ ...companySettingsQuery(companyId), enabled: valid, meta: { handlesErrors: true } });
  const company = useQuery({ ...myCompanyQuery(companyId), enabled: valid, meta: { handlesErrors: true } });
  const [searching, setSearching] = useState(false);

  const directory = (
    <>
      <Button variant="default" onClick={() => setSearching(true)}>
        Search company directory
      </Button>
      <SearchCompanyDialog
        includeUnverified
        opened={searching}
        onClose={() => setSearching(false)}
        onPick={(c) => {
          setSearching(false);
          void navigate(paths.staffCompanySettings(c.id));
        }}
      />
    </>
  );

  if (!valid || settings.isError || company.isError) {
    return (
      <Container size="md" py="xl">
        <Stack>
          {valid ? (
            <LoadError title="This company's settings could not be loaded" error={settings.error ?? company.error} onRetry={() => void Promise.all([settings.refetch(), company.refetch()])} />
          ) : (
            <Alert color="yellow" title="No company here">
              There is no company at this address. Search the directory for the one you mean.
            </Alert>
          )}
          <Group>{directory}</Group>
        </Stack>
      </Container>
    );
  }
  if (!settings.data || !company.data) return <Loader m="xl" aria-label="Loading" />;


  return (
    <Container size="md" py="md">
      <Group justify="space-between" align="flex-start" mb="lg" gap="sm">
        <Stack gap={4}>
          <Text size="sm" c="dimmed" fw={600} tt="uppercase">
            Staff
          </Text>
          <Title order={1} size="h2">
            Company settings: {company.data.name}
          </Title>
          <Group gap="xs">
            <Badge variant="light" color={company.data.system_type === 'seller' ? 'blue' : 'grape'}>
              {company.data.system_type === 'seller' ? 'Supplier' : 'Contractor'}
            </Badge>
            {!company.data.is_verified && (
              <Badge variant="light" color="gray">
                Not verified
              </Badge>
            )}
          </Group>
        </Stack>
        {directory}
      </Group>
      <Stack gap="xl">
        <CompanyServicesSection key={company.data.id} settings={settings.data} companyName={company.data.name} systemType={company.data.system_type} />
        {companyUsesSetting(company.data.system_type, 'popular_codes') && (
          <>
            <Divider />
            <Stack gap="xl">
              <Title order={3}>Phase and cost codes</Title>
              <PopularCodesEditors settings={settings.data} companyId={company.data.id} />
            </Stack>
          </>
        )}
        <Divider />
        <CompanyDomainsEditor key={company.data.id} settings={settings.data} companyId={company.data.id} />
      </Stack>
    </Container>
  );
}
