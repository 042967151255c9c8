import { Box, Button, Group, Loader, Text } from '@mantine/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CartItem } from '@jobsite/core';
import { BomRow, PHONE_ROW_HEIGHT, ROW_HEIGHT } from './BomRow';
import type { LineAction } from './LineMenu';
import { lineCount } from '../format';

export type BomListRow = { kind: 'group'; key: string; label: string; count: number | null } | { kind: 'line'; line: CartItem };

const HEADER_HEIGHT = 36;
/** Load the next page this many rows before the end, so scrolling rarely waits. */
const PREFETCH_ROWS = 40;

interface Props {
  projectId: number;
  rows: BomListRow[];
  selected: ReadonlySet<number>;
  phone: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onToggle: (id: number) => void;
  onAction: (action: LineAction, line: CartItem) => void;
}

/**
 * The BOM's lines, virtualised: only the rows in view (and a few around) are in the page,
 * so 5,000 lines scroll as smoothly as 50. The next server page loads as the end nears.
 * The list scrolls with the page (one scrollbar), and each row is measured as rendered, so
 * a long description wraps instead of being cut by a fixed height.
 */
export function BomList({ projectId, rows, selected, phone, hasMore, loadingMore, onLoadMore, onToggle, onAction }: Props) {
  const listRef = useRef<HTMLDivElement>(null);
  const lineHeight = phone ? PHONE_ROW_HEIGHT : ROW_HEIGHT;
  // Where the list starts on the page: the virtualizer counts rows from there.
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const top = listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0;
    setScrollMargin(top);
  });
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    scrollMargin,
    estimateSize: (i) => (rows[i]?.kind === 'group' ? HEADER_HEIGHT : lineHeight),
    getItemKey: (i) => {
      const row = rows[i];
      return row.kind === 'group' ? `g:${row.key}` : row.line.id;
    },
    overscan: 6,
    initialRect: { width: 1000, height: 600 },
  });
  useEffect(() => virtualizer.measure(), [virtualizer, lineHeight]);
  const items = virtualizer.getVirtualItems();
  const last = items.at(-1);
  useEffect(() => {
    if (last && last.index >= rows.length - PREFETCH_ROWS && hasMore && !loadingMore) onLoadMore();
  }, [last, rows.length, hasMore, loadingMore, onLoadMore]);

  return (
    <Box style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}>
      <div ref={listRef} role="list" aria-label="Material lines" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {items.map((v) => {
          const row = rows[v.index];
          return (
            <div
              key={v.key}
              ref={virtualizer.measureElement}
              data-index={v.index}
              role={row.kind === 'line' ? 'listitem' : 'presentation'}
              aria-label={row.kind === 'line' ? row.line.base_item_code || row.line.description : undefined}
              style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${v.start - virtualizer.options.scrollMargin}px)` }}
            >
              {row.kind === 'line' ? (
                <BomRow projectId={projectId} line={row.line} selected={selected.has(row.line.id)} phone={phone} onToggle={onToggle} onAction={onAction} />
              ) : (
                <Group h={HEADER_HEIGHT} px="sm" bg="gray.1" justify="space-between" role="heading" aria-level={3} style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
                  <Text fw={600} size="sm" truncate="end">
                    {row.label}
                  </Text>
                  {row.count !== null && (
                    <Text size="xs" c="dimmed">
                      {lineCount(row.count)}
                    </Text>
                  )}
                </Group>
              )}
            </div>
          );
        })}
      </div>
      {hasMore && (
        <Group justify="center" p="sm">
          {loadingMore ? <Loader size="sm" aria-label="Loading more lines" /> : <Button variant="subtle" onClick={onLoadMore}>Load more</Button>}
        </Group>
      )}
    </Box>
  );
}
