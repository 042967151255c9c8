import { Anchor, Badge, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { DEFAULT_ORDER_STATUSES, ORDER_DATE_LIMIT_DAYS, type Paged, type PoItem } from '@jobsite/core';
import { LoadMoreList } from '../../../components/LoadMoreList';
import { OrderStatusBadge } from '../../../components/orders/OrderStatusBadge';
import { paths } from '../../../config/paths';
import { api, followLink } from '../../../lib/api-client';
import { formatLinePrice, formatMoney } from '../../../lib/money';

/** GET orders/items/: the lines of the buyer's open orders, newest order first. */
const poItemsOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: ['orders', 'items', search],
    queryFn: ({ pageParam, signal }) =>
      pageParam
        ? api<Paged<PoItem>>(followLink(pageParam), { signal })
        : api<Paged<PoItem>>('orders/items/', { query: { search, status: DEFAULT_ORDER_STATUSES.join(','), date_limit: ORDER_DATE_LIMIT_DAYS, page_size: 50 }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });

function ItemRow({ item }: { item: PoItem }) {
  const late = Boolean(item.promised_date && item.need_by_date && item.promised_date > item.need_by_date);
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Text fw={600} lineClamp={2}>
            {item.description}
          </Text>
          <Text size="xs" c="dimmed">
            {item.code} · {item.quantity.toLocaleString()} {item.unit} at {formatLinePrice(item.unit_price)} · {item.project.name}
          </Text>
          <Group gap="xs">
            <Anchor component={Link} to={`${paths.allOrders()}?order_id=${item.order.id}`} size="sm">
              {item.order.po_number ? `PO ${item.order.po_number}` : `Draft #${item.order.id}`}
            </Anchor>
            <OrderStatusBadge status={item.order.status} />
            {item.backordered && (
              <Badge size="xs" color="orange" variant="light">
                Backordered
              </Badge>
            )}
            {item.shipped && (
              <Badge size="xs" color="violet" variant="light">
                Shipped
              </Badge>
            )}
          </Group>
        </Stack>
        <Stack gap={2} align="flex-end" ml="auto">
          <Text fw={600}>{formatMoney(item.extended_price)}</Text>
          <Text size="xs" c={late ? 'red.8' : 'dimmed'}>
            {item.promised_date ? `Promised ${item.promised_date}` : item.need_by_date ? `Need by ${item.need_by_date}` : item.supplier_name}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

/** all_po_items: every line on the buyer's open purchase orders, to find where an item was ordered and when it comes. */
export function PoItemsPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const query = useInfiniteQuery(poItemsOptions(debounced));
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        PO items
      </Title>
      <TextInput aria-label="Search PO items" placeholder="Catalog #, description or PO #" leftSection={<IconSearch size={16} />} value={search} onChange={(e) => setSearch(e.currentTarget.value)} w={{ base: '100%', sm: 320 }} />
      <LoadMoreList
        query={query}
        errorTitle="PO items could not be loaded"
        getKey={(item) => item.id}
        renderItem={(item) => <ItemRow item={item} />}
        empty={
          debounced ? (
            'No line of your open orders matches this search.'
          ) : (
            <>
              No open purchase orders in the last 90 days.{' '}
              <Anchor component={Link} to={paths.projects()}>
                Order from a project's BOM.
              </Anchor>
            </>
          )
        }
      />
    </Stack>
  );
}
