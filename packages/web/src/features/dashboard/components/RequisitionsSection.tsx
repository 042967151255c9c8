import { Button, Card, Chip, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Account, DEFAULT_REQUISITION_STATUSES, REQUISITION_STATUS_LABELS, REQUISITION_STATUSES, type RequisitionStatus, type RequisitionSummary, requisitionListViewLimit } from '@jobsite/core';
import { LoadError } from '../../../components/LoadError';
import { SearchBox, StatusChips } from '../../../components/ListControls';
import { useRealtimeConnected, useRealtimeEvents } from '../../../lib/use-realtime';
import { defaultRequisitionStatuses, requisitionKeys, requisitionsOptions } from '../api/requisitions';
import { RequestMaterialDialog } from '../dialogs/RequestMaterialDialog';
import { RequisitionDetailDialog } from '../dialogs/RequisitionDetailDialog';
import { DashboardSection } from './DashboardSection';
import { RequisitionStatusBadge } from './RequisitionStatusBadge';

function RequisitionRow({ r, onOpen }: { r: RequisitionSummary; onOpen: () => void }) {
  return (
    <UnstyledButton onClick={onOpen} style={{ display: 'block', width: '100%' }}>
      <Card withBorder padding="xs">
        <Group justify="space-between" wrap="wrap" gap={4}>
          <Stack gap={0} style={{ minWidth: 0, flex: '1 1 200px' }}>
            <Group gap={6} wrap="wrap">
              <Text fw={700} size="sm">
                #{r.id} · {r.project.name}
              </Text>
              <RequisitionStatusBadge status={r.status} />
            </Group>
            <Text size="xs" c="dimmed" truncate>
              {r.requested_by.name} · {r.line_count} line{r.line_count === 1 ? '' : 's'}
              {r.preview ? `: ${r.preview}` : ''}
            </Text>
          </Stack>
          <Text size="xs" c="dimmed" ml="auto">
            {r.need_by_date ? `Need by ${r.need_by_date}` : new Date(r.created_at).toLocaleDateString()}
          </Text>
        </Group>
      </Card>
    </UnstyledButton>
  );
}

/**
 * The dashboard's material requisitions: waiting and approved ones by default, search
 * (search_text), the user's own (user_id), load more. It refreshes when a requisition event
 * arrives on the websocket (one created or decided) and after a reconnect. Spec section 9's list
 * view limit: of the loaded rows, all but the last five show (core requisitionListViewLimit);
 * those five are the look-ahead, and once the last page is in, every row shows.
 */
export function RequisitionsSection({ account }: { account: Account }) {
  const qc = useQueryClient();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [statuses, setStatuses] = useState<RequisitionStatus[]>(defaultRequisitionStatuses);
  const [mine, setMine] = useState(false);
  const [requesting, setRequesting] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const query = useInfiniteQuery({ ...requisitionsOptions({ statuses, search: debounced, userId: mine ? account.id : null }), enabled: statuses.length > 0 });
  const refresh = () => void qc.invalidateQueries({ queryKey: requisitionKeys.all });
  useRealtimeEvents((e) => {
    if (e.type === 'requisition') refresh();
  });
  useRealtimeConnected(refresh);

  const loaded = query.data?.pages.flatMap((p) => p.results) ?? [];
  const count = query.data?.pages[0]?.count ?? 0;
  const rows = query.hasNextPage ? loaded.slice(0, requisitionListViewLimit(loaded.length)) : loaded;
  const filtered = Boolean(debounced) || mine || statuses.join() !== DEFAULT_REQUISITION_STATUSES.join();

  return (
    <DashboardSection
      id="dashboard-requisitions"
      title="Material requisitions"
      actions={
        <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setRequesting(true)}>
          Request material
        </Button>
      }
      controls={
        <>
          <Group gap="sm" wrap="wrap">
            <SearchBox label="Search requisitions" placeholder="Material, project or person" value={search} onChange={setSearch} />
            <Chip size="xs" variant="outline" checked={mine} onChange={setMine}>
              Mine only
            </Chip>
          </Group>
          <StatusChips label="Requisition statuses" statuses={REQUISITION_STATUSES} labels={REQUISITION_STATUS_LABELS} selected={statuses} onChange={setStatuses} />
        </>
      }
    >
      {statuses.length === 0 ? (
        <Text c="dimmed">Choose at least one status to see requisitions.</Text>
      ) : query.isPending ? (
        <Text c="dimmed">Loading…</Text>
      ) : query.isError ? (
        <LoadError title="Requisitions could not be loaded" onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{filtered ? 'No requisition matches these filters.' : 'No requisitions waiting. When someone on a job asks for material with Request material, it appears here at once.'}</Text>
      ) : (
        <Stack gap="xs" aria-label="Requisitions" role="list">
          {rows.map((r) => (
            <div key={r.id} role="listitem">
              <RequisitionRow r={r} onOpen={() => setOpenId(r.id)} />
            </div>
          ))}
        </Stack>
      )}
      {statuses.length > 0 && !query.isPending && !query.isError && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            Showing {rows.length} of {count}
          </Text>
          {query.hasNextPage && (
            <Button variant="light" size="xs" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
              Load more
            </Button>
          )}
        </Group>
      )}
      <RequestMaterialDialog opened={requesting} onClose={() => setRequesting(false)} onCreated={(r) => setOpenId(r.id)} />
      <RequisitionDetailDialog requisitionId={openId} onClose={() => setOpenId(null)} />
    </DashboardSection>
  );
}
