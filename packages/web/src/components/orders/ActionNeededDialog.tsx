import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ORDER_STATUS_LABELS, type OrderSummary, type Paged } from '@jobsite/core';
import { api } from '../../lib/api-client';
import { LoadError } from '../LoadError';
import { ResponsiveModal } from '../ResponsiveModal';
import { OrderStatusBadge } from './OrderStatusBadge';

/** The supplier action needed dialog: the orders waiting for the supplier (submitted, or backordered lines to promise), oldest first. */
export function ActionNeededDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const waiting = useQuery({
    queryKey: ['orders', 'action-needed', 'list'],
    queryFn: ({ signal }) => api<Paged<OrderSummary>>('orders/', { query: { status: 'ordered,backordered', date_limit: 0, page_size: 50 }, signal }),
    enabled: opened,
  });
  const rows = waiting.data?.results ?? [];
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Supplier action needed" size="md">
      {waiting.isPending ? (
        <Text c="dimmed">Loading…</Text>
      ) : waiting.isError ? (
        <LoadError title="The orders waiting for you could not be loaded" query={waiting} />
      ) : rows.length === 0 ? (
        <Text c="dimmed">Nothing is waiting for you: every order is acknowledged and promised.</Text>
      ) : (
        <Stack gap="xs">
          <Text size="sm">
            {waiting.data.count} order{waiting.data.count === 1 ? '' : 's'} wait for you: acknowledge {ORDER_STATUS_LABELS.ordered.toLowerCase()} orders and promise backordered lines.
          </Text>
          {rows.map((o) => (
            <Group key={o.id} justify="space-between" wrap="nowrap">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Anchor component={Link} to={`/orders?order_id=${o.id}`} onClick={onClose} fw={600}>
                  PO {o.po_number}
                </Anchor>
                <Text size="xs" c="dimmed" truncate>
                  {o.buyer_company.name} · {o.project.name}
                </Text>
              </Stack>
              <OrderStatusBadge status={o.status} />
            </Group>
          ))}
        </Stack>
      )}
    </ResponsiveModal>
  );
}
