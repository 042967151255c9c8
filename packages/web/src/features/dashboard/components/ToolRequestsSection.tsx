import { Anchor, Card, Chip, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DEFAULT_TOOL_REQUEST_STATUSES, STATUSES_BY_REQUEST_TYPE, TOOL_REQUEST_DATE_LIMIT_DAYS, TOOL_REQUEST_STATUS_LABELS, type ToolRequest, type ToolRequestStatus } from '@jobsite/core';
import { useToolAccess } from '../../../components/assets/api';
import { RequestStatusBadge } from '../../../components/assets/AssetBadges';
import { paths } from '../../../config/paths';
import { formatQuantity } from '../../../lib/quantity';
import { dashboardToolRequestsOptions } from '../api/list-tool-requests';
import { DashboardSection, useSectionFilters } from './DashboardSection';
import { OlderToggle } from '../../../components/OlderToggle';

const ALL_STATUSES: ToolRequestStatus[] = [...new Set([...STATUSES_BY_REQUEST_TYPE.non_return, ...STATUSES_BY_REQUEST_TYPE.return])];

function RequestRow({ request, onOpen }: { request: ToolRequest; onOpen: () => void }) {
  return (
    <UnstyledButton onClick={onOpen} style={{ display: 'block', width: '100%' }}>
      <Card withBorder padding="xs">
        <Group justify="space-between" wrap="wrap" gap={4}>
          <Stack gap={0} style={{ minWidth: 0, flex: '1 1 200px' }}>
            <Group gap={6} wrap="wrap">
              <Text fw={700} size="sm">
                {request.number}
              </Text>
              <RequestStatusBadge request={request} />
              {request.request_type === 'return' && (
                <Text size="xs" c="dimmed">
                  Return
                </Text>
              )}
            </Group>
            <Text size="xs" c="dimmed" truncate>
              {request.project.name} · {request.requested_by.name}
              {request.need_by_date ? ` · need by ${request.need_by_date}` : ''}
            </Text>
          </Stack>
          <Text size="xs" fw={600} ml="auto">
            {request.request_type === 'return' ? `${formatQuantity(request.received_quantity)} of ${formatQuantity(request.quantity)} back` : `${formatQuantity(request.shipped_quantity)} of ${formatQuantity(request.quantity)} shipped`}
          </Text>
        </Group>
      </Card>
    </UnstyledButton>
  );
}

/**
 * The dashboard's tool requests: submitted and partly shipped (Back-ordered) by default, the
 * last 90 days (spec section 9), the user's own or everyone's, search, load more; a row opens
 * on the tool requests screen. Mine only starts off for the warehouse role (it fulfils everyone's
 * requests) and on for others, until the user sets it.
 */
export function ToolRequestsSection() {
  const navigate = useNavigate();
  const f = useSectionFilters<ToolRequestStatus>(DEFAULT_TOOL_REQUEST_STATUSES);
  const access = useToolAccess();
  const warehouse = access.data?.warehouse === true;
  const mineByDefault = !warehouse;
  const [mineChoice, setMine] = useState<boolean | null>(null);
  const mine = mineChoice ?? mineByDefault;
  const [older, setOlder] = useState(false);
  // Wait for the role (or its failure, then Mine only) so the list is not asked for with the wrong default first
  const query = useInfiniteQuery({ ...dashboardToolRequestsOptions({ statuses: f.statuses, search: f.debounced, mine, dateLimit: older ? 0 : TOOL_REQUEST_DATE_LIMIT_DAYS }), enabled: f.statuses.length > 0 && !access.isPending });
  const filtered = Boolean(f.debounced) || older || mine !== mineByDefault || f.statusesChanged;

  return (
    <DashboardSection
      id="dashboard-tool-requests"
      title="Tool requests"
      link={{ to: paths.assetRequests('tool'), label: 'All requests' }}
      search={{ label: 'Search tool requests', placeholder: 'Project, job # or request #', ...f.search }}
      filters={
        <>
          <Chip size="xs" variant="outline" checked={mine} onChange={setMine}>
            Mine only
          </Chip>
          <OlderToggle checked={older} onChange={setOlder} days={TOOL_REQUEST_DATE_LIMIT_DAYS} />
        </>
      }
      statusFilter={{ label: 'Tool request statuses', statuses: ALL_STATUSES, labels: TOOL_REQUEST_STATUS_LABELS, selected: f.statuses, onChange: f.setStatuses, noun: 'requests' }}
      list={{
        query,
        errorTitle: 'Tool requests could not be loaded',
        getKey: (r) => r.id,
        renderItem: (r) => <RequestRow request={r} onOpen={() => void navigate(paths.assetRequests('tool', { requestId: r.id }))} />,
        empty: filtered ? (
          'No request matches these filters.'
        ) : warehouse ? (
          <>
            No open tool requests waiting. A job's request for tools appears here as it comes in.{' '}
            <Anchor component={Link} to={paths.dashboard({ showAddRequestView: true })} underline="always">
              Add a tool request to send tools to a job yourself.
            </Anchor>
          </>
        ) : (
          <>
            No open tool requests of yours.{' '}
            <Anchor component={Link} to={paths.dashboard({ showAddRequestView: true })} underline="always">
              Ask the warehouse for tools for a job.
            </Anchor>
          </>
        ),
      }}
    />
  );
}
