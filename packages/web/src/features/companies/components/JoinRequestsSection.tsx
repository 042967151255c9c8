import { Alert, Badge, Button, Card, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CompanySettings, UserGroup } from '@jobsite/core';
import { ApiError } from '../../../lib/api-client';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { CompanyDomainsEditor } from './CompanyDomainsEditor';
import { joinRequestsQuery, useDecideJoinRequest } from '../api/join-requests';
import { resources, usePagedList } from '../api/resources';
import { localMoment } from '../../../lib/dates';

/**
 * People who registered to join the company wait here until a user manager lets them in
 * (optionally straight into a user group) or refuses. Below, the email domains the company
 * declares as its own: verified addresses there join without waiting.
 */
export function JoinRequestsSection({ settings }: { settings: CompanySettings }) {
  const requests = useQuery(joinRequestsQuery());
  const groups = usePagedList<UserGroup>(resources.userGroups);
  const decide = useDecideJoinRequest();
  const [groupFor, setGroupFor] = useState<Record<number, string | null>>({});
  const forbidden = requests.error instanceof ApiError && requests.error.status === 403;

  const act = (accountId: number, name: string, decision: 'approve' | 'refuse') =>
    decide.mutate(
      { accountId, decision, userGroupId: groupFor[accountId] ? Number(groupFor[accountId]) : null },
      { onSuccess: () => showSuccessToast(decision === 'approve' ? `${name} can now work in the company` : `${name}'s request was refused`), onError: (err) => handleApiError(err) },
    );

  return (
    <Stack>
      <Title order={3}>Requests to join</Title>
      {requests.isPending && <Loader aria-label="Loading requests" />}
      {forbidden && <Text c="dimmed">Only people who manage users can see and answer requests to join the company.</Text>}
      {requests.isError && !forbidden && (
        <Alert color="red" title="The requests could not be loaded">
          <Button size="xs" variant="light" onClick={() => void requests.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {requests.data?.length === 0 && <Text c="dimmed">Nobody is waiting to join. People who register for your company from the sign-up page appear here for approval.</Text>}
      {requests.data?.map((r) => {
        const name = `${r.first_name} ${r.last_name}`;
        return (
          <Card key={r.account_id} withBorder padding="sm" aria-label={`Request from ${name}`}>
            <Group justify="space-between" wrap="wrap" gap="sm">
              <div>
                <Text fw={600}>{name}</Text>
                <Text size="sm">{r.email}</Text>
                <Text size="xs" c="dimmed">
                  Asked {localMoment(r.requested_at)}{' '}
                  {r.email_validation_status ? <Badge size="xs" color="green">email verified</Badge> : <Badge size="xs" color="yellow">email not verified</Badge>}
                </Text>
              </div>
              <Group gap="xs" wrap="wrap">
                <Select
                  size="xs"
                  w={180}
                  placeholder="No user group"
                  aria-label={`User group for ${name}`}
                  clearable
                  data={groups.rows.map((g) => ({ value: String(g.id), label: g.name }))}
                  value={groupFor[r.account_id] ?? null}
                  onChange={(v) => setGroupFor((m) => ({ ...m, [r.account_id]: v }))}
                />
                <Button size="xs" onClick={() => act(r.account_id, name, 'approve')} loading={decide.isPending && decide.variables?.accountId === r.account_id && decide.variables.decision === 'approve'}>
                  Approve
                </Button>
                <Button size="xs" variant="default" color="red" onClick={() => act(r.account_id, name, 'refuse')}>
                  Refuse
                </Button>
              </Group>
            </Group>
          </Card>
        );
      })}
      <CompanyDomainsEditor settings={settings} />
    </Stack>
  );
}
