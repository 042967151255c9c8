import { Accordion, Alert, Button, Divider, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { isPastDay, isTooFarAhead, latestUpcomingDay, linesForStep, ORDER_ACTION_LABELS, orderMessages, shipToText, type OrderAction, type OrderDetail, type OrderLineStep } from '@jobsite/core';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadError } from '../../../components/LoadError';
import { OrderStatusBadge } from '../../../components/orders/OrderStatusBadge';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { apiUrl } from '../../../lib/api-client';
import { handleApiError, showErrorToast, showSuccessToast } from '../../../lib/handle-api-error';
import { useOrder, useOrderAction, usePromiseLines } from '../api/orders';
import { OrderLinesTable, OrderTotals } from '../components/OrderLinesTable';
import { InvoiceDetailDialog, MatchBadge } from './InvoiceDetailDialog';
import { ReceiveOrderDialog } from './ReceiveOrderDialog';
import { RecordInvoiceDialog } from './RecordInvoiceDialog';
import { formatMoney } from '../../../lib/money';
import { localDay, localMoment } from '../../../lib/dates';

interface Props {
  orderId: number | null;
  onClose: () => void;
}

/** The order detail dialog (spec section 2): what was ordered, money, history, and the steps open to the caller. */
export function OrderDetailDialog({ orderId, onClose }: Props) {
  const order = useOrder(orderId);
  return (
    <ResponsiveModal opened={orderId !== null} onClose={onClose} size="xl" title={order.data ? orderTitle(order.data) : 'Order'}>
      {order.isPending ? (
        <Text c="dimmed">Loading…</Text>
      ) : order.isError ? (
        <LoadError title="This order could not be loaded" query={order} />
      ) : (
        <OrderDetailBody order={order.data} />
      )}
    </ResponsiveModal>
  );
}

export const orderTitle = (o: Pick<OrderDetail, 'po_number' | 'id'>) => (o.po_number ? `PO ${o.po_number}` : `Draft order #${o.id}`);

/** GET GetDailyPDFPurchaseOrder/?purchase_order_id={id}: the order as a PDF, opened in a new tab. */
export const orderPdfUrl = (id: number) => apiUrl('GetDailyPDFPurchaseOrder/', { purchase_order_id: id });

const ACTION_ORDER: OrderAction[] = ['acknowledge', 'backorder', 'ship', 'deliver', 'receive', 'cancel'];

function OrderDetailBody({ order }: { order: OrderDetail }) {
  const act = useOrderAction(order.id);
  const promise = usePromiseLines(order.id);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [promised, setPromised] = useState('');
  const [dateError, setDateError] = useState<string | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [receiving, setReceiving] = useState(false);
  const [invoicing, setInvoicing] = useState(false);
  const [invoiceId, setInvoiceId] = useState<number | null>(null);
  const lineActions = order.actions.includes('backorder') || order.actions.includes('ship');
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const itemIds = selected.size ? [...selected] : undefined;
  /** A refusal: a promised date the server refused shows at the date, anything else as a toast. */
  const onError = (e: unknown) => handleApiError(e, { form: { values: { promised_date: promised }, setFieldError: (_f, m) => setDateError(m) }, labels: { item_ids: 'Lines' } });

  /** A promised day before today's (the browser's local day), as the server refuses a day past everywhere, or years ahead. */
  const promisedOutOfRange = () => {
    const problem = isPastDay(promised, localDay()) ? orderMessages.promisedDatePast : isTooFarAhead(promised, latestUpcomingDay()) ? orderMessages.promisedDateFar : null;
    if (problem) setDateError(problem);
    return problem !== null;
  };

  /** What a step did: the order's new status, or the lines shipped when some are still to ship (the status stays). */
  const actionDoneText = (action: OrderAction, o: OrderDetail) => {
    const open = o.items.filter((i) => !i.shipped).length;
    if (action !== 'ship' || open === 0) return `${o.status_display}.`;
    const shipped = o.items.length - open;
    return `${shipped} of ${o.items.length} lines shipped; ${open} still to ship.`;
  };

  /** The rule the server runs on a line step: ticked lines that shipped already, or no open line left, are refused before sending. */
  const stepRefused = (step: OrderLineStep) => {
    const picked = linesForStep(
      order.items.map((i) => ({ ...i, name: i.code || i.description })),
      itemIds,
      step,
    );
    if (!picked.ok) showErrorToast(picked.error);
    return !picked.ok;
  };

  function run(action: OrderAction) {
    if (action === 'cancel') return setConfirmCancel(true);
    if (action === 'receive') return setReceiving(true);
    if ((action === 'backorder' || action === 'ship') && stepRefused(action)) return;
    if (action === 'backorder' && !promised) return setDateError(orderMessages.promisedDateRequired);
    if ((action === 'backorder' || action === 'acknowledge') && promised && promisedOutOfRange()) return;
    const body =
      action === 'backorder' ? { item_ids: itemIds, promised_date: promised } : action === 'ship' ? { item_ids: itemIds } : action === 'acknowledge' && promised ? { promised_date: promised } : {};
    act.mutate(
      { action, body },
      {
        onSuccess: (o) => {
          setSelected(new Set());
          showSuccessToast(`${orderTitle(o)}: ${actionDoneText(action, o)}`);
        },
        onError,
      },
    );
  }

  function promiseLines() {
    if (!promised) return setDateError('Enter the promised date.');
    if (promisedOutOfRange() || stepRefused('promise')) return;
    promise.mutate({ item_ids: itemIds, promised_date: promised }, { onSuccess: () => (setSelected(new Set()), showSuccessToast(`Promised ${promised}.`)), onError });
  }

  const counterpart = order.supplying_company?.name ?? order.supplier?.name ?? 'No supplier chosen';
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <OrderStatusBadge status={order.status} />
          <Text size="sm" c="dimmed">
            {order.project.name}
            {order.project.main_job_num ? ` · Job # ${order.project.main_job_num}` : ''}
          </Text>
        </Group>
        <Group gap="xs">
          <Text size="sm">
            {order.buyer_company.name} → {counterpart}
          </Text>
          <Button component="a" href={orderPdfUrl(order.id)} target="_blank" rel="noopener" size="xs" variant="default">
            PDF
          </Button>
        </Group>
      </Group>
      <Group gap="xl" wrap="wrap">
        <div>
          <Text size="xs" c="dimmed">
            Ship to
          </Text>
          <Text size="sm">
            {shipToText(order, ': ')}
          </Text>
        </div>
        {order.need_by_date && (
          <div>
            <Text size="xs" c="dimmed">
              Need by
            </Text>
            <Text size="sm">{order.need_by_date}</Text>
          </div>
        )}
        {order.submitted_at && (
          <div>
            <Text size="xs" c="dimmed">
              Submitted
            </Text>
            <Text size="sm">{localMoment(order.submitted_at)}</Text>
          </div>
        )}
      </Group>
      {order.notes && (
        <Alert variant="light" color="gray" title="Notes">
          {order.notes}
        </Alert>
      )}
      <OrderLinesTable lines={order.items} selected={lineActions ? selected : undefined} onToggle={lineActions ? toggle : undefined} />
      <OrderTotals order={order} />

      {order.actions.length > 0 && (
        <>
          <Divider />
          {lineActions && (
            <Text size="sm" c="dimmed">
              {selected.size ? `${selected.size} line${selected.size === 1 ? '' : 's'} selected: promise, backorder and ship apply to them.` : 'Select lines to promise, backorder or ship only those; otherwise the step applies to every open line.'}
            </Text>
          )}
          <Group align="flex-end" wrap="wrap">
            {(order.actions.includes('acknowledge') || order.actions.includes('backorder') || order.can_promise) && (
              <TextInput
                type="date"
                label="Promised date"
                description={order.actions.includes('backorder') ? 'Needed to backorder; optional to acknowledge' : undefined}
                min={localDay()}
                value={promised}
                onChange={(e) => (setPromised(e.currentTarget.value), setDateError(null))}
                error={dateError}
              />
            )}
            {order.can_promise && (
              <Button variant="light" loading={promise.isPending} onClick={promiseLines}>
                {selected.size ? 'Promise selected lines' : 'Promise open lines'}
              </Button>
            )}
            {ACTION_ORDER.filter((a) => order.actions.includes(a)).map((a) => (
              <Button key={a} variant={a === 'cancel' ? 'light' : 'filled'} color={a === 'cancel' ? 'red' : undefined} loading={act.isPending && act.variables?.action === a} onClick={() => run(a)}>
                {ORDER_ACTION_LABELS[a]}
              </Button>
            ))}
          </Group>
        </>
      )}

      {(order.invoices.length > 0 || order.can_invoice) && (
        <>
          <Divider />
          <Group justify="space-between">
            <Title order={5}>Invoices</Title>
            {order.can_invoice && (
              <Button size="xs" variant="light" onClick={() => setInvoicing(true)}>
                Record invoice
              </Button>
            )}
          </Group>
          {order.invoices.length === 0 ? (
            <Text size="sm" c="dimmed">
              No invoice yet. Record one when you bill this order.
            </Text>
          ) : (
            <Stack gap={4}>
              {/* on a phone the match and total go under the number rather than clip it; a number too long for the row ends in an ellipsis, whole on hover */}
              {order.invoices.map((inv) => (
                <Group key={inv.id} justify="space-between" wrap="wrap" gap={4}>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    onClick={() => setInvoiceId(inv.id)}
                    title={`Invoice ${inv.invoice_number}`}
                    maw="100%"
                    styles={{ inner: { minWidth: 0 }, label: { minWidth: 0 } }}
                  >
                    <Text span inherit truncate="end">
                      Invoice {inv.invoice_number}
                    </Text>
                  </Button>
                  <Group gap="xs" wrap="nowrap" ml="auto">
                    <MatchBadge status={inv.match_status} />
                    <Text size="sm">{formatMoney(inv.total)}</Text>
                  </Group>
                </Group>
              ))}
            </Stack>
          )}
          {order.can_invoice && <RecordInvoiceDialog order={order} opened={invoicing} onClose={() => setInvoicing(false)} />}
          <InvoiceDetailDialog invoiceId={invoiceId} onClose={() => setInvoiceId(null)} />
        </>
      )}

      <Accordion variant="contained">
        <Accordion.Item value="history">
          <Accordion.Control>
            <Title order={5}>History ({order.history.length})</Title>
          </Accordion.Control>
          <Accordion.Panel>
            <Stack gap={6}>
              {order.history.map((h) => (
                <div key={h.id}>
                  <Text size="sm" fw={600}>
                    {h.action}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {localMoment(h.at)} · {h.by}
                    {h.company ? ` (${h.company})` : ''}
                    {h.detail ? ` · ${h.detail}` : ''}
                  </Text>
                </div>
              ))}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>

      {/* mounted while open, so it starts from the order's lines as they are now */}
      {receiving && <ReceiveOrderDialog order={order} title={orderTitle(order)} opened onClose={() => setReceiving(false)} />}
      <ConfirmDialog
        opened={confirmCancel}
        title="Cancel this order?"
        message={`${orderTitle(order)} will be canceled${order.supplying_company ? ` and ${order.supplying_company.name} told` : ''}. This cannot be undone.`}
        confirmLabel="Cancel order"
        loading={act.isPending}
        onClose={() => setConfirmCancel(false)}
        onConfirm={() => act.mutate({ action: 'cancel' }, { onSuccess: () => setConfirmCancel(false), onError })}
      />
    </Stack>
  );
}
