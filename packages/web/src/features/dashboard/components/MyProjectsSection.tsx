import { Anchor, Badge, Button, Card, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { type Account, PROJECT_STATUS_LABELS as statusLabel, PROJECT_STATUSES, type ProjectStatus, projectOpeningArea } from '@jobsite/core';
import { paths } from '../../../config/paths';
import { myProjectsOptions } from '../api/list-my-projects';
import { LoadError } from '../../../components/LoadError';

/** The dashboard's "My projects": the projects the user owns, with search, status filter and load more. */
export function MyProjectsSection({ account }: { account: Account }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<ProjectStatus>('active');
  const query = useInfiniteQuery(myProjectsOptions({ ownerId: account.id, search: debounced, status }));
  const rows = query.data?.pages.flatMap((p) => p.results) ?? [];
  const count = query.data?.pages[0]?.count ?? 0;
  const area = projectOpeningArea(account.company, account.user_group_settings) ?? 'settings';

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="my-projects-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3" id="my-projects-title">
            My projects
          </Title>
          <Anchor component={Link} to={paths.projects()} size="sm">
            All projects
          </Anchor>
        </Group>
        <Group wrap="wrap">
          <TextInput
            aria-label="Search my projects"
            placeholder="Name or job #"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            w={{ base: '100%', sm: 260 }}
          />
          <SegmentedControl
            aria-label="Project status"
            value={status}
            onChange={(v) => setStatus(v as ProjectStatus)}
            data={PROJECT_STATUSES.map((s) => ({ value: s, label: statusLabel[s] }))}
          />
        </Group>
        {query.isPending ? (
          <Text c="dimmed">Loading…</Text>
        ) : query.isError ? (
          <LoadError title="Your projects could not be loaded" onRetry={() => void query.refetch()} />
        ) : rows.length === 0 ? (
          <Text c="dimmed">
            {debounced ? 'No project of yours matches this search.' : `You own no ${statusLabel[status].toLowerCase()} projects. `}
            {!debounced && (
              <Anchor component={Link} to={paths.projects()} underline="always">
                Open the project list to create one or ask for access.
              </Anchor>
            )}
          </Text>
        ) : (
          <Stack gap={6}>
            {rows.map((p) => (
              <Group key={p.id} justify="space-between" wrap="nowrap">
                <div>
                  <Anchor component={Link} to={area === 'settings' ? paths.projectSettings(p.id) : paths.projectArea(area, p.id)} fw={600}>
                    {p.name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {[p.main_job_num && `Job # ${p.main_job_num}`, p.parent_name, [p.city, p.state].filter(Boolean).join(', ')].filter(Boolean).join(' · ')}
                  </Text>
                </div>
                {p.is_work_order && <Badge variant="outline" color="orange">Work order</Badge>}
              </Group>
            ))}
          </Stack>
        )}
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
      </Stack>
    </Card>
  );
}
