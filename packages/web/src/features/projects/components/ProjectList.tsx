import { ActionIcon, Anchor, Badge, Box, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconSettings, IconUsers } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { Link } from 'react-router';
import type { ProjectListItem } from '@jobsite/core';
import { paths } from '../../../config/paths';
import { ProjectStatusBadge } from './StatusBadge';

export type ListRow =
  | { kind: 'project'; project: ProjectListItem; depth: 0 | 1; expanded: boolean }
  | { kind: 'children-loading'; groupId: number }
  | { kind: 'children-capped'; groupId: number; shown: number; total: number };

interface Props {
  rows: ListRow[];
  total: number;
  loaded: number;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onToggle: (groupId: number) => void;
  openPath: (id: number) => string;
  showParent: boolean;
}

const ROW_HEIGHT = 64;

function place(p: ProjectListItem): string {
  return [p.city, p.state, p.country].filter(Boolean).join(', ');
}

function ProjectRowView({ row, onToggle, openPath, showParent }: { row: Extract<ListRow, { kind: 'project' }> } & Pick<Props, 'onToggle' | 'openPath' | 'showParent'>) {
  const p = row.project;
  const details = [p.main_job_num && `Job # ${p.main_job_num}`, showParent && p.parent_name && `in ${p.parent_name}`, place(p)].filter(Boolean).join(' · ');
  return (
    <Group h="100%" px="sm" gap="sm" wrap="nowrap" pl={row.depth ? 48 : 'sm'} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <Box w={28}>
        {p.is_group && p.children_count > 0 && (
          <ActionIcon variant="subtle" color="gray" aria-label={`${row.expanded ? 'Hide' : 'Show'} jobs of ${p.name}`} aria-expanded={row.expanded} onClick={() => onToggle(p.id)}>
            {row.expanded ? <IconChevronDown size={18} /> : <IconChevronRight size={18} />}
          </ActionIcon>
        )}
      </Box>
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs" wrap="nowrap">
          <Anchor component={Link} to={openPath(p.id)} fw={600} truncate>
            {p.name}
          </Anchor>
          {p.is_group && (
            <Badge variant="outline" size="xs">
              Group · {p.children_count} {p.children_count === 1 ? 'job' : 'jobs'}
            </Badge>
          )}
          {p.is_work_order && (
            <Badge variant="outline" color="orange" size="xs">
              Work order
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed" truncate>
          {details || '\u00a0'}
        </Text>
      </Stack>
      <ProjectStatusBadge status={p.status} />
      {p.is_owner && (
        <Badge variant="light" color="grape" size="sm">
          Owner
        </Badge>
      )}
      <Group gap={4} w={48} c="dimmed" aria-label={`${p.owner_count} owners`}>
        <IconUsers size={14} />
        <Text size="xs">{p.owner_count}</Text>
      </Group>
      <ActionIcon component={Link} to={paths.projectSettings(p.id)} variant="subtle" color="gray" aria-label={`Settings of ${p.name}`}>
        <IconSettings size={18} />
      </ActionIcon>
    </Group>
  );
}

/** The project list, virtualised (20,000 projects stay smooth), with load-more paging from the server. */
export function ProjectList({ rows, total, loaded, hasMore, loadingMore, onLoadMore, onToggle, openPath, showParent }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scrollRef.current, estimateSize: () => ROW_HEIGHT, overscan: 10 });

  return (
    <Stack gap="xs">
      <Box ref={scrollRef} h="calc(100vh - 300px)" mih={320} style={{ overflowY: 'auto', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}>
        <div role="list" aria-label="Projects" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            return (
              <div key={item.key} role="listitem" style={{ position: 'absolute', top: 0, left: 0, right: 0, height: item.size, transform: `translateY(${item.start}px)` }}>
                {row.kind === 'project' ? (
                  <ProjectRowView row={row} onToggle={onToggle} openPath={openPath} showParent={showParent} />
                ) : row.kind === 'children-loading' ? (
                  <Group h="100%" pl={76}>
                    <Loader size="xs" />
                  </Group>
                ) : (
                  <Group h="100%" pl={76}>
                    <Text size="sm" c="dimmed">
                      Showing {row.shown} of {row.total} jobs in this group; search to find the others.
                    </Text>
                  </Group>
                )}
              </div>
            );
          })}
        </div>
      </Box>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Showing {loaded} of {total} {total === 1 ? 'project' : 'projects'}
        </Text>
        {hasMore && (
          <Button variant="light" onClick={onLoadMore} loading={loadingMore}>
            Load more
          </Button>
        )}
      </Group>
    </Stack>
  );
}
