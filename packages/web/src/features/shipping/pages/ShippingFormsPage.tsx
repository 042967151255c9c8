import { Group, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SHIPPING_STATUS_LABELS, type ShippingFormSummary, type ShippingStatus } from '@jobsite/core';
import { type DataColumn, DataTable, infiniteTable } from '../../../components/DataTable';
import { ExportMenu } from '../../../components/exports/ExportMenu';
import { SearchBox, StatusChips } from '../../../components/ListControls';
import { shippingFormsOptions } from '../../../components/shipping/api';
import { ShippingStatusBadge } from '../../../components/shipping/ShippingStatusBadge';
import { paths } from '../../../config/paths';

/** The chips in the order a form moves: the desk, the road, the end. */
const CHIP_ORDER: ShippingStatus[] = ['pending', 'storage', 'will call', 'ready-to-ship', 'picked', 'in transit', 'delivered', 'canceled'];

/** The form (which opens it), its status, what it is for, where it goes from and to, how and when, and how many items. */
const columns: DataColumn<ShippingFormSummary>[] = [
  { key: 'number', header: 'Shipping form', render: (f) => `${f.is_return ? 'Return ' : ''}${f.number}`, nowrap: true },
  { key: 'status', header: 'Status', render: (f) => <ShippingStatusBadge status={f.status} />, nowrap: true },
  {
    key: 'project',
    header: 'Project',
    render: (f) => (
      <>
        {f.project?.name ?? 'No project'}
        {f.tool_request && (
          <Text size="xs" c="dimmed">
            Request {f.tool_request.number}
          </Text>
        )}
      </>
    ),
  },
  // A return travels from the job site back to its warehouse.
  { key: 'from', header: 'From', render: (f) => (f.is_return ? (f.project?.name ?? 'Job site') : (f.pickup_warehouse?.name ?? '—')) },
  { key: 'to', header: 'To', render: (f) => (f.is_return ? (f.pickup_warehouse?.name ?? f.shipping_address_display) || '—' : f.shipping_address_display || '—') },
  { key: 'delivery', header: 'Delivery', render: (f) => f.delivery_by || '—' },
  { key: 'ships', header: 'Ships', render: (f) => f.shipping_date ?? 'No date yet', nowrap: true },
  { key: 'items', header: 'Items', render: (f) => `${f.item_count} item${f.item_count === 1 ? '' : 's'}`, nowrap: true },
];

/** /shipping: every shipping form of the company, searched and filtered by status; Export queues the filtered list as a background export. */
export function ShippingFormsPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [statuses, setStatuses] = useState<ShippingStatus[]>([]);
  const query = useInfiniteQuery({ ...shippingFormsOptions({ search: debounced || undefined, status: statuses }), meta: { handlesErrors: true } });
  const filtered = Boolean(debounced) || statuses.length > 0;
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={1} size="h2">
          Shipping forms
        </Title>
        <ExportMenu
          count={query.data?.pages[0]?.count}
          url={null}
          background={(format) => ({ kind: 'shipping_forms', params: { search: debounced || undefined, status: statuses.join(',') || undefined, format } })}
        />
      </Group>
      <SearchBox label="Search shipping forms" placeholder="Form #, request #, project or tracking #" width={360} value={search} onChange={setSearch} />
      <StatusChips label="Filter by status" statuses={CHIP_ORDER} labels={SHIPPING_STATUS_LABELS} selected={statuses} onChange={setStatuses} />
      <DataTable
        label="Shipping forms"
        {...infiniteTable(query, 'Shipping forms could not be loaded')}
        columns={columns}
        getRowId={(f) => f.id}
        onRowClick={(f) => void navigate(paths.shippingForm(f.id))}
        empty={filtered ? 'No shipping form matches these filters.' : 'Shipping forms are created from a tool request: open a request and choose Create shipping form.'}
      />
    </Stack>
  );
}
