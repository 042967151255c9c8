import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { createContext, useContext } from 'react';
import { ORDER_STATUS_LABELS, orderLineStatus, orderName, quantityLeft, type CartItem, type OrderedLine } from '@jobsite/core';
import { formatQuantityWithUnit } from '../format';

/** The BOM's ordered lines by BOM line id, provided once by the BOM page. */
export const OrderedLinesContext = createContext<ReadonlyMap<number, OrderedLine[]>>(new Map());

export function groupOrderedLines(lines: OrderedLine[] | undefined): ReadonlyMap<number, OrderedLine[]> {
  const map = new Map<number, OrderedLine[]>();
  for (const l of lines ?? []) map.set(l.cart_item_id, [...(map.get(l.cart_item_id) ?? []), l]);
  return map;
}

/**
 * What was ordered of a BOM line: each order's PO number (a draft's id) and where the line stands on it
 * (its own status: a shipped line on an order still backordered reads Scheduled), its promised date
 * against the need-by date (red when later), and what is left to order when partly ordered.
 */
export function OrderedBadges({ line }: { line: CartItem }) {
  const orders = useContext(OrderedLinesContext).get(line.id);
  if (!orders?.length) return null;
  const ordered = orders.reduce((n, o) => n + o.quantity, 0);
  const left = quantityLeft(line.total_quantity, ordered);
  return (
    <Group gap={4} wrap="wrap" style={{ flexShrink: 0 }}>
      {orders.map((o) => {
        const late = Boolean(o.promised_date && o.need_by_date && o.promised_date > o.need_by_date);
        const status = orderLineStatus(o.status, o);
        const label = `${orderName({ id: o.order_id, po_number: o.po_number })} · ${ORDER_STATUS_LABELS[status]}`;
        return (
          <Tooltip
            key={`${o.order_id}-${o.quantity}`}
            label={`${formatQuantityWithUnit(o.quantity, line.unit)} ordered${o.need_by_date ? ` · need by ${o.need_by_date}` : ''}${o.promised_date ? ` · promised ${o.promised_date}` : ''}`}
          >
            <Badge size="xs" variant="light" tt="none" style={{ flexShrink: 0 }} color={status === 'backordered' || late ? 'orange' : status === 'received' ? 'green' : 'blue'}>
              {label}
              {o.promised_date ? ` · promised ${o.promised_date}` : ''}
            </Badge>
          </Tooltip>
        );
      })}
      {left > 0 && (
        <Text size="xs" c="orange.9">
          {formatQuantityWithUnit(left, line.unit)} left to order
        </Text>
      )}
    </Group>
  );
}
