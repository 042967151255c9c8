import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { SupplierAccessRequest } from '@jobsite/core';
import { handleApiError, showSuccessToast } from '../../lib/handle-api-error';
import { LoadError } from '../LoadError';
import { ThrottledButton } from '../ThrottledButton';
import { supplierAccessRequestsOptions, useDecideAccessRequest } from './api';
import { localDay } from '../../lib/dates';
import { nextPageLoader } from '../../lib/load-more';

function RequestRow({ request }: { request: SupplierAccessRequest }) {
  const decide = useDecideAccessRequest();
  const answer = (action: 'approve' | 'decline') =>
    decide.mutate({ id: request.id, action }, { onSuccess: (r) => showSuccessToast(r.detail), onError: (e) => handleApiError(e) });
  const who = `${request.requester_name || request.requester_email} of ${request.requester_company_name}`;
  return (
    <Card withBorder padding="sm" component="article" aria-label={`Access request from ${who} for ${request.project_name}`}>
      <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Text fw={600}>{who}</Text>
          <Text size="sm">
            asks for access to {request.project_name} (job # {request.main_job_num})
          </Text>
          {request.message && <Text size="sm">“{request.message}”</Text>}
          <Text size="xs" c="dimmed">
            {request.requester_email} · {localDay(request.created_at)}
          </Text>
        </Stack>
        <Group gap="xs">
          <ThrottledButton size="xs" onClick={() => answer('approve')} loading={decide.isPending && decide.variables?.action === 'approve'} disabled={decide.isPending}>
            Approve
          </ThrottledButton>
          <ThrottledButton size="xs" variant="default" onClick={() => answer('decline')} loading={decide.isPending && decide.variables?.action === 'decline'} disabled={decide.isPending}>
            Decline
          </ThrottledButton>
        </Group>
      </Group>
    </Card>
  );
}

/**
 * Suppliers' project access requests waiting on the company (the contractor side): each with
 * Approve and Decline. Nothing shows while none waits; a failed load says so.
 */
export function SupplierAccessRequestsPanel() {
  const query = useInfiniteQuery(supplierAccessRequestsOptions('pending'));
  const rows = query.data?.pages.flatMap((p) => p.results) ?? [];
  const count = query.data?.pages[0]?.count ?? 0;
  if (query.isError) return <LoadError title="Supplier access requests could not be loaded" query={query} />;
  if (!rows.length) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="supplier-access-requests-title">
      <Group gap="xs">
        <Title order={2} size="h4" id="supplier-access-requests-title">
          Supplier access requests
        </Title>
        <Badge variant="light">{count}</Badge>
      </Group>
      {rows.map((r) => (
        <RequestRow key={r.id} request={r} />
      ))}
      {query.hasNextPage && (
        <Button variant="light" size="xs" w="fit-content" loading={query.isFetchingNextPage} onClick={nextPageLoader(query.fetchNextPage)}>
          Load more
        </Button>
      )}
    </Stack>
  );
}
