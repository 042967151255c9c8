import { Button, Group, Stack, TagsInput, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { CompanySettings } from '@jobsite/core';
import { ApiError } from '../../../lib/api-client';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { useUpdateCompanySettings } from '../api/company';

/**
 * The email domains a company declares as its own: verified addresses there join without
 * waiting. Staff name the company (companyId) when it is not their current one.
 */
export function CompanyDomainsEditor({ settings, companyId }: { settings: CompanySettings; companyId?: number }) {
  const update = useUpdateCompanySettings(companyId);
  const [domains, setDomains] = useState<string[]>(settings.email_domains);
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    setError(null);
    update.mutate(
      { email_domains: domains },
      {
        onSuccess: (saved) => {
          setDomains(saved.email_domains);
          showSuccessToast('Company domains saved');
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 400) setError(Object.values(err.body as Record<string, string[]>).flat().join(' '));
          else handleApiError(err);
        },
      },
    );
  };
  return (
    <Stack gap="xs" mt="md">
      <Title order={3}>Company email domains</Title>
      <Text size="sm" c="dimmed">
        People who register with a verified address at one of these domains join without approval. Public mail providers cannot be added.
      </Text>
      <TagsInput label="Domains" placeholder="example.com" value={domains} onChange={setDomains} error={error} maw={480} />
      <Group>
        <Button onClick={save} loading={update.isPending}>
          Save domains
        </Button>
      </Group>
    </Stack>
  );
}
