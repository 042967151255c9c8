import { Anchor, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ToolCharge } from '@jobsite/core';
import { type DataColumn, DataTable, infiniteTable } from '../../../components/DataTable';
import { ExportMenu } from '../../../components/exports/ExportMenu';
import { api, apiUrl, followLink } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/money';
import { localDay } from '../../../lib/dates';

interface ChargesPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: ToolCharge[];
  projects: { id: number; name: string; amount: number }[];
  total: number;
}

const chargeColumns: DataColumn<ToolCharge>[] = [
  { key: 'item', header: 'Tool', render: (c) => `${c.item.model_name} ${c.item.serial_number}` },
  { key: 'project', header: 'Project', render: (c) => c.project.name },
  { key: 'cost_code', header: 'Cost code', render: (c) => c.cost_code || '—' },
  { key: 'period', header: 'Period', render: (c) => `${c.from} to ${c.to}`, nowrap: true },
  { key: 'rate', header: 'Days × rate', render: (c) => `${c.days} day${c.days === 1 ? '' : 's'} × ${formatMoney(c.daily_rate)}${c.quantity > 1 ? ` × ${c.quantity}` : ''}` },
  { key: 'amount', header: 'Amount', render: (c) => formatMoney(c.amount), nowrap: true, align: 'right' },
];

const monthStart = () => `${localDay().slice(0, 8)}01`;

/**
 * Tool charges (/tool_charges): what the tools out on jobs charged each project's cost code in a
 * period, day by day at their daily rate, with totals per project and a CSV / XLSX download.
 * Charges run to today at most, so a period that reaches past it shows its total to date.
 */
export function ChargesPage() {
  const [params, setParams] = useSearchParams();
  const [from, setFrom] = useState(monthStart());
  const [to, setTo] = useState(() => localDay());
  // the server charges no day after today: a period reaching past it is charged to date
  const today = localDay();
  const toDate = to > today;
  const projectId = Number(params.get('project_id')) || undefined;
  const valid = Boolean(from && to && from <= to);
  const query = useInfiniteQuery({
    queryKey: ['assets', 'charges', from, to, projectId],
    queryFn: ({ pageParam, signal }) =>
      pageParam ? api<ChargesPage>(followLink(pageParam), { signal }) : api<ChargesPage>('tool_charges/', { query: { service: 'tool', from, to, project_id: projectId, page_size: 50 }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: valid,
  });
  const first = query.data?.pages[0];
  const setProject = (id: number | null) =>
    setParams((p) => {
      if (id) p.set('project_id', String(id));
      else p.delete('project_id');
      return p;
    });
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Tool charges
      </Title>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput type="date" label="From" value={from} onChange={(e) => setFrom(e.currentTarget.value)} error={valid ? null : 'The period must start before it ends.'} />
        <TextInput type="date" label="To" value={to} onChange={(e) => setTo(e.currentTarget.value)} description={toDate ? `Charged to date: days after today (${today}) are not charged yet.` : undefined} />
        <ExportMenu
          disabled={!valid}
          count={first?.count}
          url={(format) => apiUrl('tool_charges/', { service: 'tool', from, to, project_id: projectId, format })}
          background={(format) => ({ kind: 'tool_charges', params: { service: 'tool', from, to, project_id: projectId, format } })}
        />
      </Group>
      {first && (
        <Card withBorder padding="sm">
          <Group justify="space-between" wrap="wrap">
            <Text fw={700}>
              {toDate ? `Total to date (through ${today})` : 'Total'} {formatMoney(first.total)}
            </Text>
            {projectId && (
              <Anchor size="sm" onClick={() => setProject(null)}>
                Show every project
              </Anchor>
            )}
          </Group>
          <Table mt="xs">
            <Table.Tbody>
              {first.projects.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>
                    <Anchor size="sm" onClick={() => setProject(p.id)}>
                      {p.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="right">{formatMoney(p.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      )}
      <DataTable
        label="Tool charges"
        {...infiniteTable(query, 'Charges could not be loaded')}
        columns={chargeColumns}
        getRowId={(c) => `${c.item.id}-${c.from}-${c.project.id}`}
        empty="Nothing was out on a job in this period. Charges start the day a tool ships to a job and stop the day the warehouse receives it back."
      />
    </Stack>
  );
}
