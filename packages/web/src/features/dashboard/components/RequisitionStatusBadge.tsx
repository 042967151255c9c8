import { Badge } from '@mantine/core';
import { REQUISITION_STATUS_LABELS, type RequisitionStatus } from '@jobsite/core';

const COLORS: Record<RequisitionStatus, string> = { submitted: 'yellow', approved: 'blue', rejected: 'red', ordered: 'green', stocked: 'teal', canceled: 'gray' };

export function RequisitionStatusBadge({ status }: { status: RequisitionStatus }) {
  return (
    <Badge variant="light" color={COLORS[status]}>
      {REQUISITION_STATUS_LABELS[status]}
    </Badge>
  );
}
