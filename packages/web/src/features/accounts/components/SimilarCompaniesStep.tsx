import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { normalizeWebsite } from '@jobsite/core';
import { similarCompaniesQuery } from '../api/list-companies';
import type { CompanyDetails } from '../lib/company-registration';
import { JoinCompanyCard } from './JoinCompanyCard';

/**
 * Step 3 of /register_company: companies with the same website (protocol and www
 * stripped) or a similar name, offered to join instead of registering a duplicate.
 */
export function SimilarCompaniesStep({ details, onBack, onNext }: { details: CompanyDetails; onBack: () => void; onNext: () => void }) {
  const query = useQuery(similarCompaniesQuery(details.name, details.website_URL ? normalizeWebsite(details.website_URL) : ''));
  const matches = query.data ?? [];
  return (
    <Stack gap="md">
      {query.isPending && (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">Looking for similar companies...</Text>
        </Group>
      )}
      {query.isSuccess && matches.length === 0 && <Text size="sm">No similar company is registered yet. Continue to create your account.</Text>}
      {query.isError && <Text size="sm">We could not look for similar companies. You can still continue.</Text>}
      {matches.length > 0 && (
        <>
          <Alert color="yellow" title="Is your company already here?">
            These companies look like {details.name}. If one is yours, join it instead of registering it again.
          </Alert>
          <Stack gap="xs" role="list" aria-label="Similar companies">
            {matches.map((company) => (
              <JoinCompanyCard key={company.id} company={company} />
            ))}
          </Stack>
        </>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button onClick={onNext} disabled={query.isPending}>
          {matches.length > 0 ? 'None of these, continue' : 'Next'}
        </Button>
      </Group>
    </Stack>
  );
}
