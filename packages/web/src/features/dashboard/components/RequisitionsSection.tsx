import { Button, Card, Chip, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Account, DEFAULT_REQUISITION_STATUSES, REQUISITION_STATUS_LABELS, REQUISITION_STATUSES, type RequisitionStatus, type RequisitionSummary, requisitionListViewLimit } from '@jobsite/core';
import { useIdParam } from '../../../lib/use-id-param';
import { useRealtimeConnected, useRealtimeEvents } from '../../../lib/use-realtime';
import { requisitionKeys, requisitionsOptions } from '../api/requisitions';
import { RequestMaterialDialog } from '../dialogs/RequestMaterialDialog';
import { RequisitionDetailDialog } from '../dialogs/RequisitionDetailDialog';
import { DashboardSection, useSectionFilters } from './DashboardSection';
import { RequisitionStatusBadge } from './RequisitionStatusBadge';
import { localDay } from '../../../lib/dates';

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
            {r.need_by_date ? `Need by ${r.need_by_date}` : localDay(r.created_at)}
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
 * those five are the look-ahead, and once the last page is in, every row shows. The open
 * requisition is ?requisition_id= in the URL, so a notification's link opens it (one the status
 * filter leaves out too: an ordered or rejected one).
 */
export function RequisitionsSection({ account }: { account: Account }) {
  const qc = useQueryClient();
  const f = useSectionFilters<RequisitionStatus>(DEFAULT_REQUISITION_STATUSES);
  const [mine, setMine] = useState(false);
  const [requesting, setRequesting] = useState(false);
  const [openId, setOpenId] = useIdParam('requisition_id');
  const query = useInfiniteQuery({ ...requisitionsOptions({ statuses: f.statuses, search: f.debounced, userId: mine ? account.id : null }), enabled: f.statuses.length > 0 });
  const refresh = () => void qc.invalidateQueries({ queryKey: requisitionKeys.all });
  useRealtimeEvents((e) => {
    if (e.type === 'requisition') refresh();
  });
  useRealtimeConnected(refresh);
  const filtered = Boolean(f.debounced) || mine || f.statusesChanged;

  return (
    <DashboardSection
      id="dashboard-requisitions"
      title="Material requisitions"
      actions={
        <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setRequesting(true)}>
          Request material
        </Button>
      }
      search={{ label: 'Search requisitions', placeholder: 'Material, project or person', ...f.search }}
      filters={
        <Chip size="xs" variant="outline" checked={mine} onChange={setMine}>
          Mine only
        </Chip>
      }
      statusFilter={{ label: 'Requisition statuses', statuses: REQUISITION_STATUSES, labels: REQUISITION_STATUS_LABELS, selected: f.statuses, onChange: f.setStatuses, noun: 'requisitions' }}
      list={{
        query,
        errorTitle: 'Requisitions could not be loaded',
        getKey: (r) => r.id,
        renderItem: (r) => <RequisitionRow r={r} onOpen={() => setOpenId(r.id)} />,
        // the last five loaded rows are the look-ahead until the last page is in
        visible: (loaded, more) => (more ? loaded.slice(0, requisitionListViewLimit(loaded.length)) : loaded),
        label: 'Requisitions',
        empty: filtered ? 'No requisition matches these filters.' : 'No requisitions waiting. When someone on a job asks for material with Request material, it appears here at once.',
      }}
    >
      <RequestMaterialDialog opened={requesting} onClose={() => setRequesting(false)} onCreated={(r) => setOpenId(r.id)} />
      <RequisitionDetailDialog requisitionId={openId} onClose={() => setOpenId(null)} />
    </DashboardSection>
  );
}
