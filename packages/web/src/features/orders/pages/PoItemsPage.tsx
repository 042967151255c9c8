import { Alert, Anchor, Badge, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { DEFAULT_ORDER_STATUSES, ORDER_DATE_LIMIT_DAYS, orderName, type Paged, type PoItem } from '@jobsite/core';
import { type DataColumn, DataTable, infiniteTable } from '../../../components/DataTable';
import { OneLine } from '../../../components/OneLine';
import { OrderStatusBadge } from '../../../components/orders/OrderStatusBadge';
import { paths } from '../../../config/paths';
import { api, followLink } from '../../../lib/api-client';
import { formatUnitPrice, formatMoney } from '../../../lib/money';
import { storedAccount } from '../../../lib/session';

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

const late = (item: PoItem) => Boolean(item.promised_date && item.need_by_date && item.promised_date > item.need_by_date);

/**
 * The PO items table's columns. A line has no detail of its own: its first column is a link to
 * its order (opened on the orders screen), with the order's supplier under it, so the row is not
 * clickable as a whole.
 */
const itemColumns: DataColumn<PoItem>[] = [
  {
    key: 'order',
    header: 'Order',
    render: (item) => (
      <>
        <Anchor component={Link} to={`${paths.allOrders()}?order_id=${item.order.id}`} fz="inherit" fw={600}>
          <OneLine>{orderName(item.order)}</OneLine>
        </Anchor>
        <Text size="xs" c="dimmed">
          {item.supplier_name}
        </Text>
      </>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    render: (item) => (
      <Group gap={4}>
        <OneLine>
          <OrderStatusBadge status={item.order.status} />
        </OneLine>
        {item.backordered && (
          <OneLine>
            <Badge size="xs" color="orange" variant="light">
              Backordered
            </Badge>
          </OneLine>
        )}
        {item.shipped && (
          <OneLine>
            <Badge size="xs" color="violet" variant="light">
              Shipped
            </Badge>
          </OneLine>
        )}
      </Group>
    ),
  },
  {
    key: 'item',
    header: 'Item',
    render: (item) => (
      <>
        <Text size="sm" lineClamp={2}>
          {item.description}
        </Text>
        <Text size="xs" c="dimmed">
          {item.code}
        </Text>
      </>
    ),
  },
  {
    key: 'quantity',
    header: 'Quantity',
    render: (item) => (
      <>
        {item.quantity.toLocaleString()} {item.unit}
        <Text size="xs" c="dimmed">
          at {formatUnitPrice(item.unit_price)}
        </Text>
      </>
    ),
    nowrap: true,
  },
  { key: 'extended', header: 'Extended', render: (item) => formatMoney(item.extended_price), nowrap: true, align: 'right' },
  { key: 'project', header: 'Project', render: (item) => item.project.name },
  { key: 'need_by', header: 'Need by', render: (item) => item.need_by_date ?? '—', nowrap: true },
  {
    key: 'promised',
    header: 'Promised',
    render: (item) =>
      item.promised_date ? (
        <Text span size="sm" c={late(item) ? 'red.9' : undefined}>
          {item.promised_date}
        </Text>
      ) : (
        '—'
      ),
    nowrap: true,
  },
];

/** all_po_items: every line on the buyer's open purchase orders, to find where an item was ordered and when it comes. */
export function PoItemsPage() {
  const seller = storedAccount()?.company.system_type === 'seller';
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const query = useInfiniteQuery({ ...poItemsOptions(debounced), enabled: !seller });
  // a contractor's screen (the side navigation offers it to buyers only): a supplier opening it by its address is sent to its own orders
  if (seller) {
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          PO items
        </Title>
        <Alert color="blue" title="PO items are a contractor's list">
          <Stack gap="xs">
            <Text size="sm">This screen lists the lines of the purchase orders a contractor sends. The orders your customers send you, and their lines, are under Incoming orders.</Text>
            <Anchor component={Link} to={paths.orders()}>
              Go to incoming orders
            </Anchor>
          </Stack>
        </Alert>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        PO items
      </Title>
      <TextInput aria-label="Search PO items" placeholder="Catalog #, description or PO #" leftSection={<IconSearch size={16} />} value={search} onChange={(e) => setSearch(e.currentTarget.value)} w={{ base: '100%', sm: 320 }} />
      <DataTable
        label="PO items"
        {...infiniteTable(query, 'PO items could not be loaded')}
        columns={itemColumns}
        getRowId={(item) => item.id}
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
