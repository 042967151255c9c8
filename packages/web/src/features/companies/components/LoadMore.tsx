import { Button, Group, Text } from '@mantine/core';

/** Under a settings table: how many rows show of how many, and a button for the next page. */
export function LoadMore({ list }: { list: { rows: unknown[]; count: number; hasMore: boolean; loadingMore: boolean; loadMore: () => void } }) {
  if (!list.count) return null;
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        Showing {list.rows.length} of {list.count}
      </Text>
      {list.hasMore && (
        <Button variant="default" size="xs" onClick={list.loadMore} loading={list.loadingMore}>
          Load more
        </Button>
      )}
    </Group>
  );
}
