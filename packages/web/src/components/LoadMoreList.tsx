import { Button, Group, Stack, Text } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Paged } from '@jobsite/core';
import { LoadError } from './LoadError';

interface Props<T> {
  query: UseInfiniteQueryResult<InfiniteData<Paged<T>>>;
  /** What failed, for the error state ("Orders could not be loaded"). */
  errorTitle: string;
  /** The empty state: what to do next. */
  empty: ReactNode;
  renderItem: (row: T) => ReactNode;
  getKey: (row: T) => string | number;
}

/**
 * One list with load-more paging: loading, error (with Try again), an empty state that says
 * what to do next, the rows, and "Showing N of M" with Load more. The list screens of orders,
 * invoices, quotes and PO items share it.
 */
export function LoadMoreList<T>({ query, errorTitle, empty, renderItem, getKey }: Props<T>) {
  const rows = query.data?.pages.flatMap((p) => p.results) ?? [];
  const count = query.data?.pages[0]?.count ?? 0;
  return (
    <>
      {query.isPending ? (
        <Text c="dimmed">Loading…</Text>
      ) : query.isError ? (
        <LoadError title={errorTitle} onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Stack gap="xs">
          {rows.map((row) => (
            <div key={getKey(row)}>{renderItem(row)}</div>
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
    </>
  );
}
