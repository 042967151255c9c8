import { Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { SHIPPING_STATUS_LABELS, type ShippingFormSummary, type ShippingStatus } from '@jobsite/core';
import { ExportMenu } from '../../../components/exports/ExportMenu';
import { SearchBox, StatusChips } from '../../../components/ListControls';
import { LoadMoreList } from '../../../components/LoadMoreList';
import { shippingFormsOptions } from '../../../components/shipping/api';
import { ShippingStatusBadge } from '../../../components/shipping/ShippingStatusBadge';
import { paths } from '../../../config/paths';

/** The chips in the order a form moves: the desk, the road, the end. */
const CHIP_ORDER: ShippingStatus[] = ['pending', 'storage', 'will call', 'ready-to-ship', 'picked', 'in transit', 'delivered', 'canceled'];

function FormRow({ form }: { form: ShippingFormSummary }) {
  return (
    <UnstyledButton component={Link} to={paths.shippingForm(form.id)} style={{ display: 'block', width: '100%' }}>
      <Card withBorder padding="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
            <Group gap="xs" wrap="nowrap">
              <Text fw={700} truncate>
                {form.is_return ? 'Return ' : ''}
                {form.number}
              </Text>
              <ShippingStatusBadge status={form.status} />
            </Group>
            <Text size="sm" truncate>
              {[form.project?.name, form.tool_request ? `request ${form.tool_request.number}` : null].filter(Boolean).join(' · ') || 'No project'}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {[form.pickup_warehouse ? `from ${form.pickup_warehouse.name}` : null, form.shipping_address_display ? `to ${form.shipping_address_display}` : null, form.delivery_by || null].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
          <Stack gap={0} align="flex-end" ml="auto">
            <Text size="sm" fw={600}>
              {form.item_count} item{form.item_count === 1 ? '' : 's'}
            </Text>
            <Text size="xs" c="dimmed">
              {form.shipping_date ? `ships ${form.shipping_date}` : 'no date yet'}
            </Text>
          </Stack>
        </Group>
      </Card>
    </UnstyledButton>
  );
}

/** /shipping: every shipping form of the company, searched and filtered by status; Export queues the filtered list as a background export. */
export function ShippingFormsPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [statuses, setStatuses] = useState<ShippingStatus[]>([]);
  const query = useInfiniteQuery({ ...shippingFormsOptions({ search: debounced || undefined, status: statuses }), meta: { handlesErrors: true } });
  const filtered = Boolean(debounced) || statuses.length > 0;
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
      <SearchBox label="Search shipping forms" placeholder="Form #, request #, project or tracking #" value={search} onChange={setSearch} />
      <StatusChips label="Filter by status" statuses={CHIP_ORDER} labels={SHIPPING_STATUS_LABELS} selected={statuses} onChange={setStatuses} />
      <LoadMoreList
        query={query}
        errorTitle="Shipping forms could not be loaded"
        getKey={(f) => f.id}
        renderItem={(f) => <FormRow form={f} />}
        empty={filtered ? 'No shipping form matches these filters.' : 'Shipping forms are created from a tool request: open a request and choose Create shipping form.'}
      />
    </Stack>
  );
}
