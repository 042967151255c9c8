import { Button, Card, Checkbox, Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type CSSProperties, type MouseEvent, type ReactNode, useEffect, useRef } from 'react';
import type { Paged } from '@jobsite/core';
import { LoadError } from './LoadError';
import { useIsPhone } from './ResponsiveModal';
import { nextPageLoader } from '../lib/load-more';

export type SortDirection = 'asc' | 'desc';
export interface TableSort {
  key: string;
  direction: SortDirection;
}

export interface DataColumn<Row> {
  key: string;
  /** The column's heading; on a phone, the label before each value on the card. */
  header: ReactNode;
  render: (row: Row) => ReactNode;
  /** The heading becomes a button that asks the screen to sort by this column (the screen sorts, usually on the server). */
  sortable?: boolean;
  width?: CSSProperties['width'];
  /**
   * Keeps the value (and the heading) on one line and whole: a date, a number, an amount, a status
   * badge. A crowded table then wraps its text columns (names, projects) instead of breaking
   * "2026-12-17" at its hyphens or shortening a badge to "SUBMIT…". The value's own lines (a note
   * under it) stay lines, each unbroken. No effect on a phone's cards, where each value has the
   * card's width to itself.
   */
  nowrap?: boolean;
  /** 'right' lines the heading and values up at the column's right edge (amounts); the cards of a phone keep to the left. */
  align?: 'left' | 'right';
}

/** What a nowrap column's value sits in: an unbreakable box that the table cannot squeeze below its full width. */
const oneLine: CSSProperties = { display: 'inline-block', whiteSpace: 'nowrap', minWidth: 'max-content' };

export interface RowSelection<Row> {
  isSelected: (row: Row) => boolean;
  onChange: (row: Row, selected: boolean) => void;
  /** The checkbox's accessible name: "Select Hammer drill SN-1". */
  label: (row: Row) => string;
}

export interface DataTableProps<Row> {
  /** Names the table (and, on a phone, the list of cards) for assistive technology. */
  label: string;
  rows: Row[];
  columns: DataColumn<Row>[];
  getRowId: (row: Row) => string | number;
  /** Buttons or a menu at the end of each row. */
  rowActions?: (row: Row) => ReactNode;
  /**
   * Opens a row (its detail dialog or screen): a click anywhere on the row or card, and, for the
   * keyboard and assistive technology, the first column's value becomes a button that does the same.
   */
  onRowClick?: (row: Row) => void;
  /**
   * Rows the user can pick for a bulk step: a checkbox before the first column (at the top of
   * each card on a phone), named by `label(row)`; a click on it selects and never opens the row.
   */
  selection?: RowSelection<Row>;
  /**
   * Marks the row the user came for (the model a scanned code points at): a light yellow row or
   * card with aria-current="true". The first such row is scrolled into view once, when it first shows.
   */
  isHighlighted?: (row: Row) => boolean;
  /** The current sort, and what a click on a sortable heading asks for (ascending first, then the other way). */
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort) => void;
  /** Leaves out the heading row (lists whose columns speak for themselves); a phone's cards still label each value that has a heading. */
  hideHeader?: boolean;
  striped?: boolean;
  /** The first page is on its way: "Loading…" until rows arrive. */
  loading?: boolean;
  /** What failed ("GL codes could not be loaded"), shown with Try again instead of the rows. */
  error?: string | null;
  /** Why it failed (the query's error): LoadError gives the server's words when it answered (a refusal), else a connection problem. */
  errorCause?: unknown;
  onRetry?: () => void;
  /** Shown instead of the table when there are no rows: what to do next. */
  empty?: ReactNode;
  /** How many rows there are in all, when known: "Showing N of M". */
  total?: number;
  hasMore?: boolean;
  onLoadMore?: () => void;
  loadingMore?: boolean;
}

/** Under a list: how many rows show of how many, and a button for the next page. Nothing while the list is empty. */
export function LoadMoreBar({ shown, total, hasMore = false, loadingMore = false, onLoadMore }: { shown: number; total?: number; hasMore?: boolean; loadingMore?: boolean; onLoadMore?: () => void }) {
  if (!(total ?? shown)) return null;
  return (
    <Group justify={total === undefined ? 'flex-end' : 'space-between'}>
      {total !== undefined && (
        <Text size="sm" c="dimmed">
          Showing {shown} of {total}
        </Text>
      )}
      {hasMore && onLoadMore && (
        <Button variant="default" size="xs" onClick={onLoadMore} loading={loadingMore}>
          Load more
        </Button>
      )}
    </Group>
  );
}

const ariaSort = (sort: TableSort | null | undefined, key: string) => (sort?.key === key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none');

function SortHeader({ header, active, direction, onClick }: { header: ReactNode; active: boolean; direction?: SortDirection; onClick: () => void }) {
  const Icon = !active ? IconArrowsSort : direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <UnstyledButton onClick={onClick} fw={700} fz="inherit">
      <Group gap={4} wrap="nowrap">
        {header}
        <Icon size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}

/**
 * One table for the app's list screens, driven by column definitions: sortable headings
 * (buttons with aria-sort; the screen decides how to sort), loading, an error with Try again,
 * an empty state, load-more paging with "Showing N of M", actions at each row's end, a leading
 * selection checkbox, and on a phone each row as a card listing heading: value.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { label, rows, columns, getRowId, rowActions, onRowClick, selection, isHighlighted, sort, onSortChange, hideHeader = false, striped = true, loading = false, error, errorCause, onRetry, empty, total, hasMore, onLoadMore, loadingMore } = props;
  const phone = useIsPhone();
  const highlightedRow = isHighlighted ? rows.find((row) => isHighlighted(row)) : undefined;
  const highlightedId = highlightedRow === undefined ? null : getRowId(highlightedRow);
  const highlightedElement = useRef<HTMLElement | null>(null);
  const scrolledTo = useRef<string | number | null>(null);
  // Once per highlighted row, so paging on or a refetch does not pull the user back to it.
  useEffect(() => {
    if (highlightedId === null || highlightedId === scrolledTo.current || !highlightedElement.current) return;
    scrolledTo.current = highlightedId;
    highlightedElement.current.scrollIntoView({ block: 'center' });
  });
  const keepHighlighted = (el: HTMLElement | null) => {
    highlightedElement.current = el;
  };
  const highlight = (row: Row) =>
    isHighlighted?.(row)
      ? { bg: 'yellow.0', 'aria-current': 'true' as const, ref: getRowId(row) === highlightedId ? keepHighlighted : undefined }
      : {};
  // The first column opens the row as a real button; a click elsewhere on the row does the same,
  // except on the row's own controls (buttons, links, inputs), which keep their own meaning.
  const cell = (row: Row, c: DataColumn<Row>, i: number) =>
    onRowClick && i === 0 ? (
      <UnstyledButton onClick={() => onRowClick(row)} fz="inherit" fw={600} style={{ textAlign: 'left' }}>
        {c.render(row)}
      </UnstyledButton>
    ) : (
      c.render(row)
    );
  const rowClick = (row: Row) =>
    onRowClick
      ? (e: MouseEvent<HTMLElement>) => {
          if ((e.target as HTMLElement).closest('button, a, input, select, textarea, label, [role="menuitem"]')) return;
          onRowClick(row);
        }
      : undefined;
  const clickable = onRowClick ? { cursor: 'pointer' } : undefined;
  const checkbox = (row: Row) =>
    selection && <Checkbox aria-label={selection.label(row)} checked={selection.isSelected(row)} onChange={(e) => selection.onChange(row, e.currentTarget.checked)} />;

  const footer = <LoadMoreBar shown={rows.length} total={total} hasMore={hasMore} loadingMore={loadingMore} onLoadMore={onLoadMore} />;
  if (error) return <LoadError title={error} onRetry={onRetry ?? (() => {})} error={errorCause} />;
  if (rows.length === 0) {
    if (loading) return <Text c="dimmed">Loading…</Text>;
    return empty ? <Text c="dimmed">{empty}</Text> : null;
  }

  const toggle = (key: string) => onSortChange?.({ key, direction: sort?.key === key && sort.direction === 'asc' ? 'desc' : 'asc' });

  if (phone) {
    return (
      <>
        <Stack gap="sm" role="list" aria-label={label}>
          {rows.map((row) => (
            <Card key={getRowId(row)} withBorder padding="sm" role="listitem" onClick={rowClick(row)} style={clickable} {...highlight(row)}>
              <Stack gap={4}>
                {selection && checkbox(row)}
                {columns.map((c, i) => (
                  <Group key={c.key} gap="xs" wrap="nowrap" align="flex-start">
                    {c.header ? (
                      <Text size="sm" c="dimmed" miw={96}>
                        {c.header}:
                      </Text>
                    ) : null}
                    <Text size="sm" component="div" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                      {cell(row, c, i)}
                    </Text>
                  </Group>
                ))}
                {rowActions && (
                  <Group gap="xs" justify="flex-end">
                    {rowActions(row)}
                  </Group>
                )}
              </Stack>
            </Card>
          ))}
        </Stack>
        {footer}
      </>
    );
  }

  return (
    <>
      <Table striped={striped} aria-label={label}>
        {!hideHeader && (
          <Table.Thead>
            <Table.Tr>
              {selection && <Table.Th w={40} />}
              {columns.map((c) => (
                <Table.Th key={c.key} w={c.width} ta={c.align} style={c.nowrap ? { whiteSpace: 'nowrap' } : undefined} aria-sort={c.sortable ? ariaSort(sort, c.key) : undefined}>
                  {c.sortable ? <SortHeader header={c.header} active={sort?.key === c.key} direction={sort?.direction} onClick={() => toggle(c.key)} /> : c.header}
                </Table.Th>
              ))}
              {rowActions && <Table.Th />}
            </Table.Tr>
          </Table.Thead>
        )}
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={getRowId(row)} onClick={rowClick(row)} style={clickable} {...highlight(row)}>
              {selection && <Table.Td>{checkbox(row)}</Table.Td>}
              {columns.map((c, i) => (
                <Table.Td key={c.key} ta={c.align}>
                  {c.nowrap ? <span style={oneLine}>{cell(row, c, i)}</span> : cell(row, c, i)}
                </Table.Td>
              ))}
              {rowActions && (
                <Table.Td>
                  <Group gap="xs" justify="flex-end">
                    {rowActions(row)}
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {footer}
    </>
  );
}

/**
 * A list screen's infinite query (server pages of {count, next, previous, results}) as DataTable's
 * rows, loading, error and load-more props: `<DataTable {...infiniteTable(query, 'Orders could not be loaded')} … />`.
 */
export function infiniteTable<T>(query: UseInfiniteQueryResult<InfiniteData<Paged<T>>>, errorTitle: string) {
  return {
    rows: query.data?.pages.flatMap((p) => p.results) ?? [],
    loading: query.isPending,
    // Only a failed first page replaces the rows; a failed later page keeps them and Load more tries again.
    error: query.isError && !query.data ? errorTitle : null,
    errorCause: query.error,
    onRetry: () => void query.refetch(),
    total: query.data?.pages[0]?.count,
    hasMore: query.hasNextPage,
    onLoadMore: nextPageLoader(query.fetchNextPage),
    loadingMore: query.isFetchingNextPage,
  };
}
