import { Anchor, Badge, Card, Group, Loader, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { type AssetReport, ASSET_SERVICE_LABELS, ASSET_SERVICES, type AssetService, SERVICE_COMPANY_FLAG, TOOL_ITEM_STATUS_LABELS, TOOL_REQUEST_STATUS_LABELS } from '@jobsite/core';
import { LoadError } from '../../../components/LoadError';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/money';
import { formatQuantity } from '../../../lib/quantity';
import { storedAccount } from '../../../lib/session';

function Figure({ label, value, to, color }: { label: string; value: string | number; to?: string; color?: string }) {
  // a count is written as every screen writes it (1,200); money comes formatted
  const shown = typeof value === 'number' ? formatQuantity(value) : value;
  return (
    <Card withBorder padding="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {to ? (
        <Anchor component={Link} to={to} fw={700} fz="xl" c={color}>
          {shown}
        </Anchor>
      ) : (
        <Text fw={700} fz="xl" c={color}>
          {shown}
        </Text>
      )}
    </Card>
  );
}

/** Asset reporting (/asset/reporting): a service's items by place and state, what needs attention, open requests, jobs and charges. */
export function AssetReportingPage() {
  const company = storedAccount()?.company;
  const services = ASSET_SERVICES.filter((s) => company?.[SERVICE_COMPANY_FLAG[s]]);
  const [service, setService] = useState<AssetService>(services[0] ?? 'tool');
  const report = useQuery({ queryKey: ['assets', 'report', service], queryFn: ({ signal }) => api<AssetReport>('asset_report/', { query: { service }, signal }), meta: { handlesErrors: true } });
  const r = report.data;
  // the server counts stock in lots (a model's stock in one bin or on one job): its units differ by model
  const lots = service === 'stock';
  const counted = (n: number) => `${formatQuantity(n)} ${lots ? 'lot' : 'item'}${n === 1 ? '' : 's'}`;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Asset reporting
      </Title>
      {services.length > 1 && <SegmentedControl aria-label="Service" value={service} onChange={(v) => setService(v as AssetService)} data={services.map((s) => ({ value: s, label: ASSET_SERVICE_LABELS[s].title }))} />}
      {report.isPending ? (
        <Loader />
      ) : report.isError ? (
        <LoadError title="The report could not be loaded" query={report} />
      ) : r ? (
        <>
          {r.items === 0 && (
            <Text c="dimmed">
              No {ASSET_SERVICE_LABELS[service].items} yet. Add models and items, or bring your list in through{' '}
              <Anchor component={Link} to={paths.toolMigration()} underline="always">
                tool migration
              </Anchor>
              .
            </Text>
          )}
          <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }}>
            <Figure label={lots ? 'Stock lots' : 'Items'} value={r.items} to={paths.assetItems(service)} />
            <Figure label={lots ? 'Lots in warehouses' : 'In warehouses'} value={r.in_warehouse} to={paths.assetItems(service, { location: 'in' })} />
            <Figure label={lots ? 'Lots on jobs' : 'On jobs'} value={r.on_jobs} to={paths.assetItems(service, { location: 'out' })} />
            <Figure label="Overdue" value={r.overdue} color={r.overdue ? 'red' : undefined} />
            <Figure label="Due within 30 days" value={r.due_within_30_days} />
            <Figure label="This month's charges" value={formatMoney(r.month_charges)} to={paths.toolCharges()} />
          </SimpleGrid>
          {lots && (
            <Text size="sm" c="dimmed">
              Stock is counted in lots (a model&apos;s stock in one bin or on one job), not in its units, which differ by model.
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Card withBorder>
              <Title order={2} size="h5" mb="xs">
                {lots ? 'Lot states' : 'Item states'}
              </Title>
              <Group gap="xs">
                {r.by_status.map((s) => (
                  <Badge key={s.status} variant="light" color={s.status === 'ok' ? 'green' : s.count ? 'red' : 'gray'}>
                    {TOOL_ITEM_STATUS_LABELS[s.status]}: {formatQuantity(s.count)}
                  </Badge>
                ))}
              </Group>
              <Text size="sm" mt="xs" c={r.certification_lapsed ? 'red' : 'dimmed'}>
                {formatQuantity(r.certification_lapsed)} with a lapsed certification or calibration
              </Text>
            </Card>
            <Card withBorder>
              <Title order={2} size="h5" mb="xs">
                Open requests
              </Title>
              {r.open_requests.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No open requests.
                </Text>
              ) : (
                <Group gap="xs">
                  {r.open_requests.map((s) => (
                    <Badge key={s.status} variant="light">
                      {TOOL_REQUEST_STATUS_LABELS[s.status]}: {formatQuantity(s.count)}
                    </Badge>
                  ))}
                </Group>
              )}
            </Card>
          </SimpleGrid>
          <Card withBorder>
            <Title order={2} size="h5" mb="xs">
              Jobs holding the most
            </Title>
            {r.projects.length === 0 ? (
              <Text size="sm" c="dimmed">
                Nothing is out on a job.
              </Text>
            ) : (
              <Table>
                <Table.Tbody>
                  {r.projects.map((p) => (
                    <Table.Tr key={p.id}>
                      <Table.Td>
                        <Anchor component={Link} to={paths.projectArea(service, p.id)} size="sm">
                          {p.name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td ta="right">{counted(p.items)}</Table.Td>
                      <Table.Td ta="right">{p.overdue ? <Text c="red" size="sm">{formatQuantity(p.overdue)} overdue</Text> : null}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Card>
          {r.below_reorder_point.length > 0 && (
            <Card withBorder>
              <Title order={2} size="h5" mb="xs">
                Below reorder point
              </Title>
              {r.below_reorder_point.map((m) => (
                <Text key={m.id} size="sm">
                  <Anchor component={Link} to={paths.assetModels(service, { modelId: m.id })}>
                    {m.name}
                  </Anchor>{' '}
                  · {formatQuantity(m.available)} available, reorder at {formatQuantity(m.reorder_point)}
                </Text>
              ))}
            </Card>
          )}
        </>
      ) : null}
    </Stack>
  );
}
