import { Anchor, Badge, Stack, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Paged, StockOrderItem } from '@jobsite/core';
import { SearchBox } from '../../../components/ListControls';
import { type DataColumn, DataTable, infiniteTable } from '../../../components/DataTable';
import { paths } from '../../../config/paths';
import { api, followLink } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/money';
import { formatQuantity, formatQuantityWithUnit } from '../../../lib/quantity';

const lineColumns: DataColumn<StockOrderItem>[] = [
  { key: 'model', header: 'Model', render: (l) => l.model.name },
  {
    key: 'order',
    header: 'Order',
    render: (l) => (
      <Anchor component={Link} to={`${paths.stockOrders()}?order_id=${l.order.id}`} size="sm" underline="always">
        {l.order.number}
      </Anchor>
    ),
    nowrap: true,
  },
  { key: 'status', header: 'Status', render: (l) => <Badge variant="light">{l.order.status_display}</Badge>, nowrap: true },
  { key: 'warehouse', header: 'Warehouse', render: (l) => l.warehouse.name },
  { key: 'received', header: 'Received', render: (l) => `${formatQuantity(l.received_quantity)} of ${formatQuantityWithUnit(l.quantity, l.model.unit)}` },
  { key: 'cost', header: 'Cost', render: (l) => formatMoney(l.extended_cost), nowrap: true, align: 'right' },
];

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
      <DataTable
        label="Stock order items"
        {...infiniteTable(query, 'Stock order items could not be loaded')}
        columns={lineColumns}
        getRowId={(l) => l.id}
        empty={debounced ? 'No stock order line matches this search.' : 'No stock orders yet. Stock orders restock the stock room; start one under Stock orders.'}
      />
    </Stack>
  );
}
