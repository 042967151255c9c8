import { Alert, Button, Chip, Container, Group, SegmentedControl, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconPlus, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useInfiniteQuery, useQueries, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { type ListProjectQuery, PROJECT_STATUS_LABELS, PROJECT_STATUSES, type ProjectStatus } from '@jobsite/core';
import { paths } from '../../../config/paths';
import { storedAccount } from '../../../lib/session';
import { GROUP_CHILDREN_LIMIT, groupChildrenOptions, projectListOptions } from '../api/list-projects';
import { projectCategoriesOptions } from '../api/project-categories';
import { type ListRow, ProjectList } from '../components/ProjectList';
import { CreateProjectDialog } from '../dialogs/CreateProjectDialog';
import { RequestAccessDialog } from '../dialogs/RequestAccessDialog';
import { projectOpenPath } from '../navigation';
import { LoadError } from '../../../components/LoadError';
import { SupplierAccessRequestsPanel } from '../../../components/project-access/SupplierAccessRequestsPanel';
import { nextPageLoader } from '../../../lib/load-more';

type Kind = 'all' | 'jobs' | 'work_orders';

/** /projects (a contractor's; ContractorGate tells a supplier where its customers' jobs are): search, status and kind filters, groups with their jobs, load-more paging. */
export function ProjectsPage() {
  const navigate = useNavigate();
  const account = storedAccount();
  const [search, setSearch] = useState('');
  const [st] = useDebouncedValue(search.trim(), 300);
  const [statuses, setStatuses] = useState<ProjectStatus[]>(['active']);
  const [kind, setKind] = useState<Kind>('all');
  const [expanded, setExpanded] = useState<Set<number>>(new Set());
  const [creating, createDialog] = useDisclosure(false);
  const [requesting, requestDialog] = useDisclosure(false);

  // Groups with their jobs while browsing; a flat list while searching or filtering by kind.
  const hierarchy = !st && kind === 'all';
  const filters: ListProjectQuery = {
    status: statuses,
    ...(st ? { st } : {}),
    ...(hierarchy ? { parent_id: 0 } : {}),
    ...(kind === 'jobs' ? { is_job_only: 'true' } : kind === 'work_orders' ? { is_work_order_only: 'true' } : {}),
  };
  const list = useInfiniteQuery(projectListOptions(filters));
  const expandedIds = hierarchy ? [...expanded] : [];
  const children = useQueries({ queries: expandedIds.map((id) => groupChildrenOptions(id, statuses)) });

  const rows = useMemo(() => {
    const out: ListRow[] = [];
    const childrenOf = new Map(expandedIds.map((id, i) => [id, children[i]]));
    for (const page of list.data?.pages ?? []) {
      for (const project of page.results) {
        const open = hierarchy && expanded.has(project.id);
        out.push({ kind: 'project', project, depth: 0, expanded: open });
        if (!open) continue;
        const kids = childrenOf.get(project.id)?.data;
        if (!kids) {
          out.push({ kind: 'children-loading', groupId: project.id });
          continue;
        }
        for (const child of kids.results) out.push({ kind: 'project', project: child, depth: 1, expanded: false });
        if (kids.count > GROUP_CHILDREN_LIMIT) out.push({ kind: 'children-capped', groupId: project.id, shown: kids.results.length, total: kids.count });
      }
    }
    return out;
    // children is a new array every render; when its data changed is what matters
  }, [list.data, hierarchy, expanded, children.map((c) => c.dataUpdatedAt).join(',')]);

  const toggle = (id: number) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const loaded = list.data?.pages.reduce((n, p) => n + p.results.length, 0) ?? 0;
  const total = list.data?.pages[0]?.count ?? 0;

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} size="h2">
            Projects
          </Title>
          <Group>
            <Button variant="default" leftSection={<IconUserPlus size={16} />} onClick={requestDialog.open}>
              Request project access
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={createDialog.open}>
              New project
            </Button>
          </Group>
        </Group>
        <SupplierAccessRequestsPanel />
        <Group align="end" gap="md">
          <TextInput
            label="Search projects"
            placeholder="Name or job #"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            w={320}
          />
          <StatusChips value={statuses} onChange={setStatuses} />
          <SegmentedControl
            aria-label="Kind"
            value={kind}
            onChange={(v) => setKind(v as Kind)}
            data={[
              { value: 'all', label: 'All' },
              { value: 'jobs', label: 'Jobs' },
              { value: 'work_orders', label: 'Work orders' },
            ]}
          />
        </Group>
        {list.isError && !list.data ? (
          <LoadError title="Projects could not be loaded" query={list} />
        ) : list.isSuccess && total === 0 ? (
          <Alert color="gray" title={st ? 'No projects match your search' : 'No projects here yet'}>
            {st ? 'Try another name or job number, or change the status filters.' : 'Create a project, or change the status filters.'}
          </Alert>
        ) : (
          <ProjectList
            rows={rows}
            total={total}
            loaded={loaded}
            hasMore={Boolean(list.hasNextPage)}
            loadingMore={list.isFetchingNextPage}
            onLoadMore={nextPageLoader(list.fetchNextPage)}
            onToggle={toggle}
            openPath={(id) => projectOpenPath(id, account)}
            showParent={!hierarchy}
          />
        )}
      </Stack>
      <CreateProjectDialog opened={creating} onClose={createDialog.close} onCreated={(p) => void navigate(paths.projectSettings(p.id))} />
      <RequestAccessDialog opened={requesting} onClose={requestDialog.close} />
    </Container>
  );
}

/**
 * The status filter, each status with its count. The counts' query lives here, so that its answer
 * re-renders the chips alone, not the page and its list (640 components on a /projects load).
 */
function StatusChips({ value, onChange }: { value: ProjectStatus[]; onChange: (statuses: ProjectStatus[]) => void }) {
  const categories = useQuery(projectCategoriesOptions());
  const countOf = (status: ProjectStatus) => categories.data?.statuses.find((s) => s.value === status)?.count;
  return (
    <Chip.Group multiple value={value} onChange={(v) => onChange(v as ProjectStatus[])}>
      <Group gap="xs" role="group" aria-label="Status">
        {PROJECT_STATUSES.map((s) => (
          <Chip key={s} value={s} size="sm">
            {PROJECT_STATUS_LABELS[s]}
            {countOf(s) !== undefined ? ` (${countOf(s)})` : ''}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
