import { Button, Group, Stack, Text } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Paged } from '@jobsite/core';
import { LoadError } from './LoadError';
import { nextPageLoader } from '../lib/load-more';

export interface LoadMoreListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<Paged<T>>>;
  /** What failed, for the error state ("Orders could not be loaded"). */
  errorTitle: string;
  /** The empty state: what to do next (or that nothing matches the filters). */
  empty: ReactNode;
  renderItem: (row: T) => ReactNode;
  getKey: (row: T) => string | number;
  /** Which of the loaded rows show (all unless given; the dashboard's requisitions keep a look-ahead). */
  visible?: (loaded: T[], hasNextPage: boolean) => T[];
  /** Names the rows as a list for assistive technology. */
  label?: string;
  gap?: number | string;
  /** Leaves out "Showing N of M" until the rows are in (the dashboard's sections); otherwise it shows while loading too. */
  countOnceLoaded?: boolean;
}

/**
 * One list with load-more paging: loading, error (with Try again), an empty state that says
 * what to do next, the rows, and "Showing N of M" with Load more. For lists that are cards by
 * nature: the dashboard's sections (DashboardSection), the BOM's product-lists side panel
 * (ProductListsPanel) and a product list's items. Tables of rows and columns (orders, invoices,
 * quotes, PO items, the asset lists, job-site stock, the exports screen) use DataTable instead.
 */
export function LoadMoreList<T>({ query, errorTitle, empty, renderItem, getKey, visible, label, gap = 'xs', countOnceLoaded = false }: LoadMoreListProps<T>) {
  const loaded = query.data?.pages.flatMap((p) => p.results) ?? [];
  const rows = visible ? visible(loaded, query.hasNextPage) : loaded;
  const count = query.data?.pages[0]?.count ?? 0;
  const waiting = query.isPending || query.isError;
  return (
    <>
      {query.isPending ? (
        <Text c="dimmed">Loading…</Text>
      ) : query.isError ? (
        <LoadError title={errorTitle} query={query} />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Stack gap={gap} role={label ? 'list' : undefined} aria-label={label}>
          {rows.map((row) => (
            <div key={getKey(row)} role={label ? 'listitem' : undefined}>
              {renderItem(row)}
            </div>
          ))}
        </Stack>
      )}
      {!(countOnceLoaded && waiting) && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            Showing {rows.length} of {count}
          </Text>
          {query.hasNextPage && (
            <Button variant="light" size="xs" loading={query.isFetchingNextPage} onClick={nextPageLoader(query.fetchNextPage)}>
              Load more
            </Button>
          )}
        </Group>
      )}
    </>
  );
}
