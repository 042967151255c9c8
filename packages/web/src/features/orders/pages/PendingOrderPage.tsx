import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { isDraftOrder } from '@jobsite/core';
import { LoadError } from '../../../components/LoadError';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useOrder } from '../api/orders';
import { PendingOrderEditor } from '../components/PendingOrderEditor';
import { orderTitle } from '../dialogs/OrderDetailDialog';

/**
 * /project/po_daily_pending_process2/{orderId}: where the buyer finishes a pending order that
 * has a supplier and submits it. An order that is no longer pending opens in the orders list.
 */
export function PendingOrderPage() {
  const id = Number(useParams().orderId) || null;
  const navigate = useNavigate();
  const order = useOrder(id);
  const done = order.data && !isDraftOrder(order.data.status);
  useEffect(() => {
    if (done && order.data) void navigate(`${paths.allOrders()}?order_id=${order.data.id}`, { replace: true });
  }, [done, order.data, navigate]);
  if (!id) return <Navigate to={paths.allOrders()} replace />;
  return (
    <Stack gap="md" maw={1100}>
      <Anchor component={Link} to={paths.allOrders()} size="sm">
        ← Purchase orders
      </Anchor>
      <Title order={1} size="h2">
        {order.data ? orderTitle(order.data) : 'Pending order'}
      </Title>
      {order.isPending ? (
        <Text c="dimmed">Loading…</Text>
      ) : order.isError ? (
        order.error instanceof ApiError && order.error.status === 404 ? (
          <Text>
            This order does not exist or is not yours to see.{' '}
            <Anchor component={Link} to={paths.allOrders()}>
              Open your purchase orders.
            </Anchor>
          </Text>
        ) : (
          <LoadError title="This order could not be loaded" query={order} />
        )
      ) : (
        <PendingOrderEditor order={order.data} onSubmitted={(o) => void navigate(`${paths.allOrders()}?order_id=${o.id}`)} onGone={() => void navigate(paths.allOrders())} />
      )}
    </Stack>
  );
}
