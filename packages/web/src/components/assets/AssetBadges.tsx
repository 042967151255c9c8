import { Badge } from '@mantine/core';
import { type ExpectedReturnStatus, TOOL_ITEM_STATUS_LABELS, type ToolItemStatus, type ToolRequest } from '@jobsite/core';

const REQUEST_COLORS: Record<string, string> = {
  pending: 'gray',
  submitted: 'blue',
  acked: 'cyan',
  picked: 'teal',
  'partly picked': 'teal',
  'awaiting shipment': 'indigo',
  'in transit': 'violet',
  'partly shipped': 'orange',
  received: 'green',
  'partly received': 'lime',
  complete: 'green',
  canceled: 'gray',
};

/** A request's status as the screens print it (partly shipped is Back-ordered; a held request is Awaiting approval). */
export function RequestStatusBadge({ request }: { request: Pick<ToolRequest, 'status' | 'status_display' | 'awaiting_approval'> }) {
  return (
    <Badge variant="light" color={request.awaiting_approval ? 'yellow' : (REQUEST_COLORS[request.status] ?? 'gray')}>
      {request.status_display}
    </Badge>
  );
}

export function ItemStatusBadge({ status }: { status: ToolItemStatus }) {
  return (
    <Badge variant="light" color={status === 'ok' ? 'green' : status === 'servicing' ? 'blue' : 'red'}>
      {TOOL_ITEM_STATUS_LABELS[status]}
    </Badge>
  );
}

const RETURN_LABELS: Record<ExpectedReturnStatus, string> = { ok: 'On time', warning: 'Due soon', overdue: 'Overdue' };

/** The expected return date with its status: ok, warning within 30 days, overdue. */
export function ExpectedReturnBadge({ date, status }: { date: string | null; status: ExpectedReturnStatus }) {
  if (!date) return null;
  return (
    <Badge variant={status === 'overdue' ? 'filled' : status === 'warning' ? 'light' : 'outline'} color={status === 'overdue' ? 'red' : status === 'warning' ? 'orange' : 'gray'} title={RETURN_LABELS[status]}>
      {status === 'overdue' ? 'Overdue' : 'Due'} {date}
    </Badge>
  );
}
