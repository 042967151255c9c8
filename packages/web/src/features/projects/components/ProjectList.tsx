import { ActionIcon, Anchor, Badge, Box, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconSettings, IconUsers } from '@tabler/icons-react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
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
/** On a phone a row has three lines: the name, the badges, the details. */
const COMPACT_ROW_HEIGHT = 92;

function place(p: ProjectListItem): string {
  return [p.city, p.state, p.country].filter(Boolean).join(', ');
}

function KindBadges({ p }: { p: ProjectListItem }) {
  return (
    <>
      {p.is_group && (
        <Badge variant="outline" size="xs" style={{ flexShrink: 0 }}>
          Group · {p.children_count} {p.children_count === 1 ? 'job' : 'jobs'}
        </Badge>
      )}
      {p.is_work_order && (
        <Badge variant="outline" color="orange" size="xs" style={{ flexShrink: 0 }}>
          Work order
        </Badge>
      )}
    </>
  );
}

function OwnerBadge({ p }: { p: ProjectListItem }) {
  return p.is_owner ? (
    <Badge variant="light" color="grape" size="sm">
      Owner
    </Badge>
  ) : null;
}

type RowProps = { row: Extract<ListRow, { kind: 'project' }>; compact: boolean } & Pick<Props, 'onToggle' | 'openPath' | 'showParent'>;

/**
 * One project. On a laptop a single line (name, kind, details; status, owner, owners,
 * settings on the right); on a phone the name has the whole width and the badges wrap below.
 */
function ProjectRowView({ row, compact, onToggle, openPath, showParent }: RowProps) {
  const p = row.project;
  const details = [p.main_job_num && `Job # ${p.main_job_num}`, showParent && p.parent_name && `in ${p.parent_name}`, place(p)].filter(Boolean).join(' · ');
  // On a phone a long name takes two lines before it is cut; on a laptop one.
  const name = (
    <Anchor component={Link} to={openPath(p.id)} fw={600} display="block" style={{ minWidth: 0 }} {...(compact ? { lineClamp: 2 } : { truncate: true })}>
      {p.name}
    </Anchor>
  );
  const settings = (
    <ActionIcon component={Link} to={paths.projectSettings(p.id)} variant="subtle" color="gray" aria-label={`Settings of ${p.name}`}>
      <IconSettings size={18} />
    </ActionIcon>
  );
  return (
    <Group mih={ROW_HEIGHT} py={compact ? 'xs' : 0} px="sm" gap="sm" wrap="nowrap" pl={row.depth ? (compact ? 28 : 48) : 'sm'} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <Box w={28} style={{ flexShrink: 0 }}>
        {p.is_group && p.children_count > 0 && (
          <ActionIcon variant="subtle" color="gray" aria-label={`${row.expanded ? 'Hide' : 'Show'} jobs of ${p.name}`} aria-expanded={row.expanded} onClick={() => onToggle(p.id)}>
            {row.expanded ? <IconChevronDown size={18} /> : <IconChevronRight size={18} />}
          </ActionIcon>
        )}
      </Box>
      {compact ? (
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          {name}
          <Group gap={4} wrap="wrap">
            <ProjectStatusBadge status={p.status} />
            <OwnerBadge p={p} />
            <KindBadges p={p} />
          </Group>
          <Text size="xs" c="dimmed" truncate>
            {[details, `${p.owner_count} ${p.owner_count === 1 ? 'owner' : 'owners'}`].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
      ) : (
        <>
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              {name}
              <KindBadges p={p} />
            </Group>
            <Text size="xs" c="dimmed" truncate>
              {details || '\u00a0'}
            </Text>
          </Stack>
          <ProjectStatusBadge status={p.status} />
          <OwnerBadge p={p} />
          <Group gap={4} w={48} c="dimmed" aria-label={`${p.owner_count} owners`} style={{ flexShrink: 0 }}>
            <IconUsers size={14} />
            <Text size="xs">{p.owner_count}</Text>
          </Group>
        </>
      )}
      {settings}
    </Group>
  );
}

/** The project list, virtualised (20,000 projects stay smooth), with load-more paging from the server. */
export function ProjectList({ rows, total, loaded, hasMore, loadingMore, onLoadMore, onToggle, openPath, showParent }: Props) {
  const listRef = useRef<HTMLDivElement>(null);
  const compact = useMediaQuery('(max-width: 48em)') ?? false;
  // The list scrolls with the page (one scrollbar); the virtualizer counts rows from where it starts.
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    setScrollMargin(listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0);
  });
  const virtualizer = useWindowVirtualizer({ count: rows.length, scrollMargin, estimateSize: () => (compact ? COMPACT_ROW_HEIGHT : ROW_HEIGHT), overscan: 10 });
  // The row height changes with the layout: measure again when it switches.
  useEffect(() => virtualizer.measure(), [compact, virtualizer]);

  return (
    <Stack gap="xs">
      <Box style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}>
        <div ref={listRef} role="list" aria-label="Projects" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            return (
              // Rows are measured as rendered, so a phone row fits its wrapped badges.
              <div key={item.key} ref={virtualizer.measureElement} data-index={item.index} role="listitem" style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}>
                {row.kind === 'project' ? (
                  <ProjectRowView row={row} compact={compact} onToggle={onToggle} openPath={openPath} showParent={showParent} />
                ) : row.kind === 'children-loading' ? (
                  <Group mih={ROW_HEIGHT} pl={76}>
                    <Loader size="xs" />
                  </Group>
                ) : (
                  <Group mih={ROW_HEIGHT} pl={76}>
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
