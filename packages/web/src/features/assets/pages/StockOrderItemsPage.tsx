import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Paged, StockOrderItem } from '@jobsite/core';
import { SearchBox } from '../../../components/ListControls';
import { LoadMoreList } from '../../../components/LoadMoreList';
import { paths } from '../../../config/paths';
import { api, followLink } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/money';

/** Stock order items (/stock_order_item): every line of every stock order, what was ordered and what arrived. */
export function StockOrderItemsPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const query = useInfiniteQuery({
    queryKey: ['assets', 'stock-order-items', debounced],
    queryFn: ({ pageParam, signal }) => (pageParam ? api<Paged<StockOrderItem>>(followLink(pageParam), { signal }) : api<Paged<StockOrderItem>>('stock_order_items/', { query: { search: debounced, page_size: 50 }, signal })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Stock order items
      </Title>
      <SearchBox label="Search stock order items" placeholder="Model name or code" value={search} onChange={setSearch} />
      <LoadMoreList
        query={query}
        errorTitle="Stock order items could not be loaded"
        getKey={(l) => l.id}
        empty={debounced ? 'No stock order line matches this search.' : 'No stock orders yet. Stock orders restock the stock room; start one under Stock orders.'}
        renderItem={(l) => (
          <Card withBorder padding="xs">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0, flex: '1 1 220px' }}>
                <Text size="sm" fw={600} truncate>
                  {l.model.name}
                </Text>
                <Text size="xs" c="dimmed">
                  <Anchor component={Link} to={`${paths.stockOrders()}?order_id=${l.order.id}`} size="xs" underline="always">
                    {l.order.number}
                  </Anchor>{' '}
                  · {l.warehouse.name}
                </Text>
              </Stack>
              <Group gap="xs">
                <Badge variant="light">{l.order.status_display}</Badge>
                <Text size="sm">
                  {l.received_quantity} of {l.quantity} {l.model.unit}
                </Text>
                <Text size="sm" fw={600}>
                  {formatMoney(l.extended_cost)}
                </Text>
              </Group>
            </Group>
          </Card>
        )}
      />
    </Stack>
  );
}
