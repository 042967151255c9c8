import { Badge } from '@mantine/core';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@jobsite/core';

const COLORS: Record<OrderStatus, string> = {
  pending: 'gray',
  'pending archived': 'gray',
  ordered: 'blue',
  'order acknowledged': 'teal',
  backordered: 'orange',
  'shipped complete': 'violet',
  delivered: 'green',
  received: 'green',
  canceled: 'red',
};

/** A purchase order's status as the screens name it (ordered reads Submitted, shipped complete Scheduled). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge variant="light" color={COLORS[status]} style={{ flexShrink: 0 }}>
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
