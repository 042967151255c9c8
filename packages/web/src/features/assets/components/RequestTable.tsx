import { Text } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Paged, ToolRequest } from '@jobsite/core';
import { RequestStatusBadge } from '../../../components/assets/AssetBadges';
import { type DataColumn, DataTable, infiniteTable } from '../../../components/DataTable';
import { formatQuantity } from '../../../lib/quantity';

const number: DataColumn<ToolRequest> = { key: 'number', header: 'Request', render: (r) => r.number, nowrap: true };
const project: DataColumn<ToolRequest> = {
  key: 'project',
  header: 'Project',
  render: (r) => `${r.project.name}${r.project.main_job_num ? ` · ${r.project.main_job_num}` : ''}`,
};
const kind: DataColumn<ToolRequest>[] = [
  { key: 'type', header: 'Type', render: (r) => (r.request_type === 'return' ? 'Return' : 'Delivery') },
  { key: 'status', header: 'Status', render: (r) => <RequestStatusBadge request={r} />, nowrap: true },
];
const rest: DataColumn<ToolRequest>[] = [
  { key: 'warehouse', header: 'Warehouse', render: (r) => r.warehouse?.name ?? '—' },
  {
    key: 'requested_by',
    header: 'Requested by',
    render: (r) => (
      <>
        {r.requested_by.name}
        {r.submitted_on && (
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            Submitted {r.submitted_on.slice(0, 10)}
          </Text>
        )}
      </>
    ),
  },
  { key: 'need_by', header: 'Need by', render: (r) => r.need_by_date ?? '—', nowrap: true },
  {
    key: 'items',
    header: 'Items',
    render: (r) => (
      <>
        {r.request_type === 'return' ? `${formatQuantity(r.received_quantity)} of ${formatQuantity(r.quantity)} back` : `${formatQuantity(r.shipped_quantity)} of ${formatQuantity(r.quantity)} shipped`}
        <Text size="xs" c="dimmed">
          {r.line_count} line{r.line_count === 1 ? '' : 's'}
        </Text>
      </>
    ),
  },
];
const withProject = [number, ...kind, project, ...rest];
const withoutProject = [number, ...kind, ...rest];

/**
 * Warehouse requests as a table (a card each on a phone): number, type, status, project, warehouse,
 * who asked and when, need-by date and how much has shipped (or come back). A click on a row opens it.
 */
export function RequestTable({
  query,
  empty,
  onOpen,
  label = 'Requests',
  showProject = true,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Paged<ToolRequest>>>;
  empty: ReactNode;
  onOpen: (id: number) => void;
  label?: string;
  /** A project's own tab leaves the project out. */
  showProject?: boolean;
}) {
  return (
    <DataTable
      label={label}
      {...infiniteTable(query, 'Requests could not be loaded')}
      columns={showProject ? withProject : withoutProject}
      getRowId={(r) => r.id}
      onRowClick={(r) => onOpen(r.id)}
      empty={empty}
    />
  );
}
