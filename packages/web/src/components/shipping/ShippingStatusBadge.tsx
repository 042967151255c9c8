import { Badge, type BadgeProps } from '@mantine/core';
import { SHIPPING_STATUS_LABELS, type ShippingStatus } from '@jobsite/core';

const COLORS: Record<ShippingStatus, string> = {
  pending: 'gray',
  storage: 'grape',
  'will call': 'orange',
  'ready-to-ship': 'blue',
  picked: 'cyan',
  'in transit': 'violet',
  delivered: 'green',
  canceled: 'red',
};

/** A shipping form's status as every screen prints it. */
export function ShippingStatusBadge({ status, ...props }: { status: ShippingStatus } & Omit<BadgeProps, 'color' | 'children'>) {
  return (
    <Badge variant="light" color={COLORS[status]} {...props}>
      {SHIPPING_STATUS_LABELS[status]}
    </Badge>
  );
}
