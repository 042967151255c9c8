import { Anchor, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DEFAULT_ORDER_STATUSES, ORDER_DATE_LIMIT_DAYS, ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderSummary, orderClickTarget } from '@jobsite/core';
import { OrderStatusBadge } from '../../../components/orders/OrderStatusBadge';
import { paths } from '../../../config/paths';
import { apiUrl } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/money';
import { dashboardOrdersOptions } from '../api/list-orders';
import { DashboardSection, useSectionFilters } from './DashboardSection';
import { OlderToggle } from '../../../components/OlderToggle';

/** GET GetDailyPDFPurchaseOrder/?purchase_order_id={id}: the order as a PDF. */
const orderPdfUrl = (id: number) => apiUrl('GetDailyPDFPurchaseOrder/', { purchase_order_id: id });

function OrderRow({ order, onOpen }: { order: OrderSummary; onOpen: () => void }) {
  const title = order.po_number ? `PO ${order.po_number}` : `Draft #${order.id}`;
  return (
    <Card withBorder padding="xs">
      <Group wrap="nowrap" gap="xs" align="center">
        <UnstyledButton onClick={onOpen} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="wrap" gap={4}>
            <Stack gap={0} style={{ minWidth: 0, flex: '1 1 200px' }}>
              <Group gap={6} wrap="wrap">
                <Text fw={700} size="sm">
                  {title}
                </Text>
                <OrderStatusBadge status={order.status} />
              </Group>
              <Text size="xs" c="dimmed" truncate>
                {order.supplying_company?.name ?? order.supplier?.name ?? 'No supplier yet'} · {order.project.name}
              </Text>
            </Stack>
            <Text size="sm" fw={600} ml="auto">
              {formatMoney(order.total)}
            </Text>
          </Group>
        </UnstyledButton>
        {/* A sent order's PDF (GetDailyPDFPurchaseOrder/), beside the row rather than inside its button */}
        {order.po_number && !order.status.startsWith('pending') && (
          <Anchor href={orderPdfUrl(order.id)} target="_blank" rel="noopener" size="xs" aria-label={`PDF of ${title}`}>
            PDF
          </Anchor>
        )}
      </Group>
    </Card>
  );
}

/**
 * The dashboard's purchase orders: the spec's default statuses over the last 90 days, search,
 * load more. A row opens by the purchase order click rule (core orderClickTarget): a pending
 * order with a registered supplier on its own screen, any other on the orders screen's dialogs.
 */
export function OrdersSection() {
  const navigate = useNavigate();
  const f = useSectionFilters(DEFAULT_ORDER_STATUSES);
  const [older, setOlder] = useState(false);
  const query = useInfiniteQuery({ ...dashboardOrdersOptions({ statuses: f.statuses, search: f.debounced, dateLimit: older ? 0 : ORDER_DATE_LIMIT_DAYS }), enabled: f.statuses.length > 0 });
  const open = (o: OrderSummary) => void navigate(orderClickTarget(o) === 'pending_screen' ? paths.pendingOrder(o.id) : paths.buyerOrder(o.id));
  const filtered = Boolean(f.debounced) || older || f.statusesChanged;

  return (
    <DashboardSection
      id="dashboard-orders"
      title="Purchase orders"
      link={{ to: paths.allOrders(), label: 'All orders' }}
      search={{ label: 'Search purchase orders', placeholder: 'PO #, supplier or job', ...f.search }}
      filters={<OlderToggle checked={older} onChange={setOlder} days={ORDER_DATE_LIMIT_DAYS} />}
      statusFilter={{ label: 'Order statuses', statuses: ORDER_STATUSES, labels: ORDER_STATUS_LABELS, selected: f.statuses, onChange: f.setStatuses, noun: 'orders' }}
      list={{
        query,
        errorTitle: 'Orders could not be loaded',
        getKey: (o) => o.id,
        renderItem: (o) => <OrderRow order={o} onOpen={() => open(o)} />,
        empty: filtered ? (
          'No order matches these filters.'
        ) : (
          <>
            No open purchase orders in the last {ORDER_DATE_LIMIT_DAYS} days.{' '}
            <Anchor component={Link} to={paths.projects()} underline="always">
              Open a project's BOM, select lines and choose Create purchase order.
            </Anchor>
          </>
        ),
      }}
    />
  );
}
