import { Anchor, Badge, Group, SegmentedControl, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { type Account, PROJECT_STATUS_LABELS as statusLabel, PROJECT_STATUSES, type ProjectStatus, projectOpeningArea } from '@jobsite/core';
import { paths } from '../../../config/paths';
import { myProjectsOptions } from '../api/list-my-projects';
import { DashboardSection, useSectionFilters } from './DashboardSection';

/** The dashboard's "My projects": the projects the user owns, with search, status filter and load more. */
export function MyProjectsSection({ account }: { account: Account }) {
  const f = useSectionFilters();
  const [status, setStatus] = useState<ProjectStatus>('active');
  const query = useInfiniteQuery(myProjectsOptions({ ownerId: account.id, search: f.debounced, status }));
  const area = projectOpeningArea(account.company, account.user_group_settings) ?? 'settings';

  return (
    <DashboardSection
      id="my-projects"
      title="My projects"
      link={{ to: paths.projects(), label: 'All projects' }}
      search={{ label: 'Search my projects', placeholder: 'Name or job #', ...f.search }}
      filters={<SegmentedControl aria-label="Project status" value={status} onChange={(v) => setStatus(v as ProjectStatus)} data={PROJECT_STATUSES.map((s) => ({ value: s, label: statusLabel[s] }))} />}
      list={{
        query,
        errorTitle: 'Your projects could not be loaded',
        getKey: (p) => p.id,
        gap: 6,
        renderItem: (p) => (
          <Group justify="space-between" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <Anchor component={Link} to={area === 'settings' ? paths.projectSettings(p.id) : paths.projectArea(area, p.id)} fw={600}>
                {p.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {[p.main_job_num && `Job # ${p.main_job_num}`, p.parent_name, [p.city, p.state].filter(Boolean).join(', ')].filter(Boolean).join(' · ')}
              </Text>
            </div>
            {p.is_work_order && (
              <Badge variant="outline" color="orange" style={{ flexShrink: 0 }}>
                Work order
              </Badge>
            )}
          </Group>
        ),
        empty: f.debounced ? (
          'No project of yours matches this search.'
        ) : (
          <>
            {`You own no ${statusLabel[status].toLowerCase()} projects. `}
            <Anchor component={Link} to={paths.projects()} underline="always">
              Open the project list to create one or ask for access.
            </Anchor>
          </>
        ),
      }}
    />
  );
}
