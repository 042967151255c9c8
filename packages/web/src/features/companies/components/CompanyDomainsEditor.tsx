import { Button, Group, Stack, TagsInput, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { CompanySettings } from '@jobsite/core';
import { ApiError } from '../../../lib/api-client';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { useUpdateCompanySettings } from '../api/company';

/**
 * The field's message for a refused list (email_domains, email_domains.1, ...), each refused
 * domain named once, or null when the answer is about something else.
 */
function domainListError(body: unknown, sent: string[]): string | null {
  if (!body || typeof body !== 'object') return null;
  const lines = Object.entries(body as Record<string, unknown>)
    .filter(([key, v]) => (key === 'email_domains' || key.startsWith('email_domains.')) && Array.isArray(v))
    .flatMap(([key, v]) => {
      const domain = sent[Number(key.split('.')[1])];
      return (v as string[]).map((m) => (key.includes('.') && domain ? `${domain}: ${m}` : m));
    });
  return lines.length ? [...new Set(lines)].join(' ') : null;
}

/**
 * The email domains a company declares as its own: verified addresses there join without
 * waiting. Staff name the company (companyId) when it is not their current one. A refused domain
 * is told under the field alone (the app's handler would toast it again).
 */
export function CompanyDomainsEditor({ settings, companyId }: { settings: CompanySettings; companyId?: number }) {
  const update = useUpdateCompanySettings(companyId, { handlesErrors: true });
  const [domains, setDomains] = useState<string[]>(settings.email_domains);
  const [error, setError] = useState<string | null>(null);
  const changed = domains.join('\n') !== settings.email_domains.join('\n');
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
          const refused = err instanceof ApiError && err.status === 400 ? domainListError(err.body, domains) : null;
          if (refused) setError(refused);
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
        <Button onClick={save} loading={update.isPending} disabled={!changed}>
          Save domains
        </Button>
      </Group>
    </Stack>
  );
}
