import { Text } from '@mantine/core';
import type { OrderDetail } from '@jobsite/core';
import { LoadError } from '../../../components/LoadError';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { useOrder } from '../api/orders';
import { PendingOrderEditor } from '../components/PendingOrderEditor';
import { orderTitle } from './OrderDetailDialog';

/** The pending order dialog (click rule: a draft with no supplying company): choose the supplier, check the lines, submit. */
export function PendingOrderDialog({ orderId, onClose, onSubmitted }: { orderId: number | null; onClose: () => void; onSubmitted: (o: OrderDetail) => void }) {
  const order = useOrder(orderId);
  return (
    <ResponsiveModal opened={orderId !== null} onClose={onClose} size="xl" title={order.data ? orderTitle(order.data) : 'Pending order'}>
      {order.isPending ? (
        <Text c="dimmed">Loading…</Text>
      ) : order.isError ? (
        <LoadError title="This order could not be loaded" query={order} />
      ) : (
        <PendingOrderEditor order={order.data} onSubmitted={onSubmitted} onGone={onClose} />
      )}
    </ResponsiveModal>
  );
}
