import { Anchor, Card, Group, SegmentedControl, Stack, Text, UnstyledButton } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ExpectedReturnStatus, ToolItem } from '@jobsite/core';
import { ExpectedReturnBadge, ItemStatusBadge } from '../../../components/assets/AssetBadges';
import { paths } from '../../../config/paths';
import { formatQuantityWithUnit } from '../../../lib/quantity';
import { myToolsOptions } from '../api/list-my-tools';
import { DashboardSection, useSectionFilters } from './DashboardSection';

const RETURN_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'warning', label: 'Due soon' },
  { value: 'ok', label: 'On time' },
];

function ToolRow({ item, onOpen }: { item: ToolItem; onOpen: () => void }) {
  return (
    <UnstyledButton onClick={onOpen} style={{ display: 'block', width: '100%' }}>
      <Card withBorder padding="xs">
        <Group justify="space-between" wrap="wrap" gap={4}>
          <Stack gap={0} style={{ minWidth: 0, flex: '1 1 200px' }}>
            <Group gap={6} wrap="wrap">
              <Text fw={700} size="sm" truncate>
                {item.model.name}
              </Text>
              {item.status !== 'ok' && <ItemStatusBadge status={item.status} />}
            </Group>
            <Text size="xs" c="dimmed" truncate>
              {[item.serial_number && `S/N ${item.serial_number}`, item.project_name ?? 'Not on a project', item.quantity > 1 && formatQuantityWithUnit(item.quantity, item.model.unit)].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
          <Group ml="auto" gap={4}>
            {item.expected_return_date ? <ExpectedReturnBadge date={item.expected_return_date} status={item.expected_return_status} /> : <Text size="xs" c="dimmed">No return date</Text>}
          </Group>
        </Group>
      </Card>
    </UnstyledButton>
  );
}

/** The dashboard's my tools: the items in the user's custody with their expected return status (ok, due within 30 days, overdue). */
export function MyToolsSection() {
  const navigate = useNavigate();
  const f = useSectionFilters();
  const [expectedReturn, setExpectedReturn] = useState<ExpectedReturnStatus | null>(null);
  const query = useInfiniteQuery(myToolsOptions({ search: f.debounced, expectedReturn }));

  return (
    <DashboardSection
      id="dashboard-my-tools"
      title="My tools"
      link={{ to: paths.assetItems('tool'), label: 'All tools' }}
      search={{ label: 'Search my tools', placeholder: 'Tool, serial # or project', ...f.search }}
      filters={
        <SegmentedControl
          size="xs"
          aria-label="Expected return"
          value={expectedReturn ?? 'all'}
          onChange={(v) => setExpectedReturn(v === 'all' ? null : (v as ExpectedReturnStatus))}
          data={RETURN_FILTERS}
        />
      }
      list={{
        query,
        errorTitle: 'Your tools could not be loaded',
        getKey: (i) => i.id,
        renderItem: (i) => <ToolRow item={i} onOpen={() => void navigate(paths.assetItems('tool', { itemId: i.id }))} />,
        empty:
          f.debounced || expectedReturn ? (
            'None of your tools matches these filters.'
          ) : (
            <>
              No tools are in your custody.{' '}
              <Anchor component={Link} to={paths.dashboard({ showAddRequestView: true })} underline="always">
                Request tools for a job.
              </Anchor>
            </>
          ),
      }}
    />
  );
}
