import { Anchor, Badge, Card, Chip, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ProductList } from '@jobsite/core';
import { paths } from '../../../config/paths';
import { dashboardProductListsOptions } from '../api/list-product-lists';
import { DashboardSection, useSectionFilters } from './DashboardSection';
import { localDay } from '../../../lib/dates';

function ListRow({ list, onOpen }: { list: ProductList; onOpen: () => void }) {
  return (
    <UnstyledButton onClick={onOpen} style={{ display: 'block', width: '100%' }}>
      <Card withBorder padding="xs">
        <Group justify="space-between" wrap="wrap" gap={4}>
          <Stack gap={0} style={{ minWidth: 0, flex: '1 1 200px' }}>
            <Group gap={6} wrap="wrap">
              <Text fw={700} size="sm">
                {list.name}
              </Text>
              {list.completed && (
                <Badge variant="light" color="gray">
                  Completed
                </Badge>
              )}
              {list.tags.map((t) => (
                <Badge key={t.id} variant="dot" color={t.color}>
                  {t.name}
                </Badge>
              ))}
            </Group>
            <Text size="xs" c="dimmed" truncate>
              {list.project_name} · {list.item_count} item{list.item_count === 1 ? '' : 's'}
              {list.sub_list_count ? ` · ${list.sub_list_count} sublist${list.sub_list_count === 1 ? '' : 's'}` : ''}
              {list.shared_with ? ` · shared with ${list.shared_with.name}` : ''}
            </Text>
          </Stack>
          <Text size="xs" c="dimmed" ml="auto">
            Changed {localDay(list.updated_at)}
          </Text>
        </Group>
      </Card>
    </UnstyledButton>
  );
}

/** The dashboard's project product lists: the company's open lists across projects, latest change first, search, completed ones on request; a row opens the list on its project's BOM screen. */
export function ProductListsSection() {
  const navigate = useNavigate();
  const f = useSectionFilters();
  const [includeCompleted, setIncludeCompleted] = useState(false);
  const query = useInfiniteQuery(dashboardProductListsOptions({ search: f.debounced, includeCompleted }));

  return (
    <DashboardSection
      id="dashboard-product-lists"
      title="Project product lists"
      search={{ label: 'Search product lists', placeholder: 'List or project', ...f.search }}
      filters={
        <Chip size="xs" variant="outline" checked={includeCompleted} onChange={setIncludeCompleted}>
          Completed lists too
        </Chip>
      }
      list={{
        query,
        errorTitle: 'Product lists could not be loaded',
        getKey: (l) => l.id,
        renderItem: (l) => <ListRow list={l} onOpen={() => void navigate(paths.projectProductList(l.project_id, l.id))} />,
        empty:
          f.debounced || includeCompleted ? (
            'No product list matches.'
          ) : (
            <>
              No open product lists.{' '}
              <Anchor component={Link} to={paths.projects()} underline="always">
                Open a project's BOM and make a list from its lines under Lists.
              </Anchor>
            </>
          ),
      }}
    />
  );
}
