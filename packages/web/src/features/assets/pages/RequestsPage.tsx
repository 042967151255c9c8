import { Button, Chip, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ASSET_SERVICE_LABELS,
  DEFAULT_TOOL_REQUEST_STATUSES,
  STATUSES_BY_REQUEST_TYPE,
  TOOL_REQUEST_STATUS_LABELS,
  type ToolRequestStatus,
  type ToolRequestType,
} from '@jobsite/core';
import { AddToolRequestDialog } from '../../../components/assets/AddToolRequestDialog';
import { assetKeys, requestsOptions } from '../../../components/assets/api';
import { SearchBox, StatusChips } from '../../../components/ListControls';
import { useIdParam } from '../../../lib/use-id-param';
import { useRealtimeEvents } from '../../../lib/use-realtime';
import { RequestTable } from '../components/RequestTable';
import { RequestDetailDialog } from '../dialogs/RequestDetailDialog';
import { useService } from '../service';

const ALL_STATUSES: ToolRequestStatus[] = [...new Set([...STATUSES_BY_REQUEST_TYPE.non_return, ...STATUSES_BY_REQUEST_TYPE.return])];

/**
 * The requests of a service (/tool_requests, /prefab_requests, /stock_requests,
 * /temp_power_requests): status chips (submitted and Back-ordered by default, spec section 9),
 * delivery or return, search, the last 90 days, load more; a click on a row (or ?request_id=) opens one.
 */
export function RequestsPage() {
  const service = useService();
  const label = ASSET_SERVICE_LABELS[service];
  const qc = useQueryClient();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [statuses, setStatuses] = useState<ToolRequestStatus[]>([...DEFAULT_TOOL_REQUEST_STATUSES]);
  const [type, setType] = useState<ToolRequestType | 'all'>('all');
  const [allTime, setAllTime] = useState(false);
  const [adding, setAdding] = useState(false);
  const query = useInfiniteQuery({ ...requestsOptions({ service, status: statuses, request_type: type, search: debounced, date_limit: allTime ? 0 : undefined }), enabled: statuses.length > 0 });
  const [openId, setOpen] = useIdParam('request_id');
  useRealtimeEvents((e) => {
    if (e.type === 'notification') void qc.invalidateQueries({ queryKey: assetKeys.all });
  });
  const visible = type === 'all' ? ALL_STATUSES : STATUSES_BY_REQUEST_TYPE[type];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {label.title} requests
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
          New request
        </Button>
      </Group>
      <Group gap="sm" wrap="wrap">
        <SearchBox label="Search requests" placeholder="Project, job # or request #" value={search} onChange={setSearch} />
        <SegmentedControl
          aria-label="Request type"
          value={type}
          onChange={(v) => setType(v as ToolRequestType | 'all')}
          data={[
            { value: 'all', label: 'All' },
            { value: 'non_return', label: 'Deliveries' },
            { value: 'return', label: 'Returns' },
          ]}
        />
        <Chip size="xs" checked={allTime} onChange={setAllTime}>
          Older than 90 days too
        </Chip>
      </Group>
      <StatusChips label="Request statuses" statuses={visible} labels={TOOL_REQUEST_STATUS_LABELS} selected={statuses} onChange={setStatuses} />
      {statuses.length === 0 ? (
        <Text c="dimmed">Choose at least one status to see requests.</Text>
      ) : (
        <RequestTable
          label={`${label.title} requests`}
          query={query}
          onOpen={setOpen}
          empty={
            debounced
              ? 'No request matches this search.'
              : `No ${label.title.toLowerCase()} requests in these statuses. Choose New request to ask the warehouse for ${label.items} for a job, or turn on more statuses above.`
          }
        />
      )}
      <RequestDetailDialog requestId={openId} onClose={() => setOpen(null)} />
      <AddToolRequestDialog opened={adding} service={service} onClose={() => setAdding(false)} onCreated={(r) => setOpen(r.id)} />
    </Stack>
  );
}
