import { Anchor, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_ORDER_STATUSES, ORDER_DATE_LIMIT_DAYS, ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus, type OrderSummary, orderClickTarget, orderName, purchaseOrderStartRefusal } from '@jobsite/core';
import { SearchBox, StatusChips } from '../../../components/ListControls';
import { type DataColumn, DataTable, infiniteTable } from '../../../components/DataTable';
import { ProjectPickerDialog } from '../../../components/ProjectPickerDialog';
import { OrderStatusBadge } from '../../../components/orders/OrderStatusBadge';
import { paths } from '../../../config/paths';
import { api, apiUrl } from '../../../lib/api-client';
import { handleApiError } from '../../../lib/handle-api-error';
import { formatMoney } from '../../../lib/money';
import { storedAccount } from '../../../lib/session';
import { useRealtimeEvents } from '../../../lib/use-realtime';
import { orderKeys, orderOptions, ordersOptions } from '../api/orders';
import { ExportMenu } from '../../../components/exports/ExportMenu';
import { OrderDetailDialog } from '../dialogs/OrderDetailDialog';
import { PendingOrderDialog } from '../dialogs/PendingOrderDialog';
import { projectColumn } from '../../../components/orders/project-column';
import { localDay } from '../../../lib/dates';

const DATE_LIMITS = [
  { value: '30', label: 'Last 30 days' },
  { value: String(ORDER_DATE_LIMIT_DAYS), label: `Last ${ORDER_DATE_LIMIT_DAYS} days` },
  { value: '365', label: 'Last year' },
  { value: '0', label: 'All time' },
];

const dimmed = (text: string) => (
  <Text span size="sm" c="dimmed">
    {text}
  </Text>
);

/** The orders table's columns: the order (which opens it), then what a buyer or supplier scans for. */
function orderColumns(seller: boolean): DataColumn<OrderSummary>[] {
  return [
    { key: 'order', header: 'Order', render: (o) => orderName(o), nowrap: true },
    { key: 'status', header: 'Status', render: (o) => <OrderStatusBadge status={o.status} />, nowrap: true },
    seller
      ? { key: 'customer', header: 'Customer', render: (o) => o.buyer_company.name }
      : { key: 'supplier', header: 'Supplier', render: (o) => o.supplying_company?.name ?? o.supplier?.name ?? dimmed('No supplier yet') },
    projectColumn(),
    { key: 'lines', header: 'Lines', render: (o) => o.line_count },
    { key: 'total', header: 'Total', render: (o) => formatMoney(o.total), nowrap: true, align: 'right' },
    {
      key: 'submitted',
      header: 'Submitted',
      render: (o) =>
        o.submitted_at ? (
          localDay(o.submitted_at)
        ) : (
          <Text size="xs" c="dimmed">
            Created {localDay(o.created_at)}
          </Text>
        ),
      nowrap: true,
    },
    { key: 'need_by', header: 'Need by', render: (o) => o.need_by_date ?? '—', nowrap: true },
    { key: 'promised', header: 'Promised', render: (o) => o.promised_date ?? '—', nowrap: true },
  ];
}

/**
 * Orders: the supplier's incoming orders (/orders, its home) and the buyer's purchase orders
 * (/all_orders; /orders shows the same to a buyer). Search, status filters (spec section 9
 * defaults), date limit, load more; a row opens by the click rule; ?order_id= opens one
 * (the links notifications carry). A pushed notification refreshes the list.
 */
export function OrdersPage() {
  const account = storedAccount();
  const seller = account?.company.system_type === 'seller';
  // Offered only to whom POST orders/ lets start one (a group hiding the project material was refused after picking a project).
  const mayStart = purchaseOrderStartRefusal({ side: seller ? 'seller' : 'buyer', hideProjectMaterial: account?.permissions?.hide_project_material ?? false }) === null;
  const navigate = useNavigate();
  const qc = useQueryClient();
  const exporting = useLocation().pathname === paths.exportOrders();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [statuses, setStatuses] = useState<OrderStatus[]>([...DEFAULT_ORDER_STATUSES]);
  const [dateLimit, setDateLimit] = useState(ORDER_DATE_LIMIT_DAYS);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [picking, setPicking] = useState(false);
  // New purchase order: an empty draft for a project; the pending dialog picks the supplier
  const createEmpty = useMutation({
    mutationFn: (projectId: number) => api<OrderSummary>('orders/', { method: 'POST', body: { project_id: projectId } }),
    onSuccess: (o) => {
      setPicking(false);
      void qc.invalidateQueries({ queryKey: orderKeys.all });
      open(o);
    },
    onError: (err) => handleApiError(err),
  });
  const query = useInfiniteQuery({ ...ordersOptions({ statuses, search: debounced, dateLimit }), enabled: statuses.length > 0 });

  useRealtimeEvents((e) => {
    if (e.type === 'notification') void qc.invalidateQueries({ queryKey: orderKeys.all });
  });

  function open(order: Pick<OrderSummary, 'id' | 'status' | 'supplying_company'>) {
    const target = orderClickTarget(order);
    if (target === 'pending_screen') void navigate(paths.pendingOrder(order.id));
    else if (target === 'pending_dialog') setPendingId(order.id);
    else setDetailId(order.id);
  }

  // ?order_id=N (notification links): fetch the order and open it by the click rule; the dialog reads
  // the same query, so the order (or its 404) is asked for once
  const linked = Number(params.get('order_id')) || null;
  useEffect(() => {
    if (!linked) return;
    let current = true;
    qc.fetchQuery(orderOptions(linked))
      .then((o) => current && open(o))
      .catch(() => current && setDetailId(linked));
    return () => {
      current = false;
    };
  }, [linked]);
  const closeLinked = () => {
    if (linked) setParams((p) => (p.delete('order_id'), p), { replace: true });
  };

  const visibleStatuses = seller ? ORDER_STATUSES.filter((s) => !s.startsWith('pending')) : ORDER_STATUSES;
  const filtered = Boolean(debounced) || dateLimit !== ORDER_DATE_LIMIT_DAYS || statuses.join() !== DEFAULT_ORDER_STATUSES.join();

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {exporting ? 'Export orders' : seller ? 'Incoming orders' : 'Purchase orders'}
        </Title>
        {mayStart && !exporting && <Button onClick={() => setPicking(true)}>New purchase order</Button>}
      </Group>
      {exporting && <Text c="dimmed">Filter the list, then choose Export for a CSV or Excel file of what it shows.</Text>}
      <Group wrap="wrap" align="flex-end">
        <SearchBox label="Search orders" placeholder={seller ? 'PO #, customer or job' : 'PO #, supplier or job'} value={search} onChange={setSearch} />
        <Select aria-label="Date range" data={DATE_LIMITS} value={String(dateLimit)} onChange={(v) => setDateLimit(Number(v ?? ORDER_DATE_LIMIT_DAYS))} w={{ base: '100%', sm: 170 }} allowDeselect={false} />
        <ExportMenu
          // no status chosen lists nothing, where an export without statuses holds every one
          disabled={statuses.length === 0}
          count={statuses.length ? query.data?.pages[0]?.count : 0}
          url={(format) => apiUrl('orders/export/', { status: statuses.join(','), search: debounced, date_limit: dateLimit, format })}
          background={(format) => ({ kind: 'orders', params: { status: statuses.join(',') || undefined, search: debounced || undefined, date_limit: dateLimit, format } })}
        />
      </Group>
      <StatusChips label="Order statuses" statuses={visibleStatuses} labels={ORDER_STATUS_LABELS} selected={statuses} onChange={setStatuses} />
      {statuses.length === 0 ? (
        <Text c="dimmed">Choose at least one status to see orders.</Text>
      ) : (
        <DataTable
          label={seller ? 'Incoming orders' : 'Purchase orders'}
          {...infiniteTable(query, 'Orders could not be loaded')}
          columns={orderColumns(seller)}
          getRowId={(o) => o.id}
          onRowClick={open}
          empty={
            filtered ? (
              'No order matches these filters.'
            ) : seller ? (
              'No orders have come in yet. When a contractor sends you a purchase order it appears here, and you are notified.'
            ) : (
              <>
                No purchase orders yet.{' '}
                <Anchor component={Link} to={paths.projects()}>
                  Open a project's BOM, select lines and choose Create purchase order.
                </Anchor>
              </>
            )
          }
        />
      )}
      <ProjectPickerDialog opened={picking} title="New purchase order for which project?" onPick={(p) => createEmpty.mutate(p.id)} onClose={() => setPicking(false)} />
      <OrderDetailDialog orderId={detailId} onClose={() => (setDetailId(null), closeLinked())} />
      <PendingOrderDialog
        orderId={pendingId}
        onClose={() => (setPendingId(null), closeLinked())}
        onSubmitted={(o) => (setPendingId(null), setDetailId(o.id))}
      />
    </Stack>
  );
}
