import { Anchor, Badge, Button, CloseButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type JobSiteStockItem, projectSubAreas } from '@jobsite/core';
import { type DataColumn, DataTable, infiniteTable } from '../../../components/DataTable';
import { useProjectName } from '../../../components/projects/api/get-project';
import { paths } from '../../../config/paths';
import { ExportMenu } from '../../../components/exports/ExportMenu';
import { formatQuantity } from '../../../lib/quantity';
import { storedAccount } from '../../../lib/session';
import { NO_STOCK_FILTERS, type StockFilters, stockBackgroundExport, stockExportUrl, useStockItems } from '../api/job-site-stock';
import { BinSummary } from '../components/BinSummary';
import { BinLocationDialog } from '../dialogs/BinLocationDialog';
import { ReceiveDialog } from '../dialogs/ReceiveDialog';
import { StockFilterDialog } from '../dialogs/StockFilterDialog';

const idParam = (v: string | null) => (v !== null && /^\d+$/.test(v) ? Number(v) : null);

function filtersFrom(params: URLSearchParams): StockFilters {
  return { project_id: idParam(params.get('project_id')) || null, list_id: idParam(params.get('list_id')) || null, bin_id: idParam(params.get('bin_id')), search: params.get('search') ?? '', in_stock: params.get('in_stock') === 'true' };
}
function paramsOf(f: StockFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (f.project_id) out.project_id = String(f.project_id);
  if (f.list_id) out.list_id = String(f.list_id);
  if (f.bin_id !== null) out.bin_id = String(f.bin_id);
  if (f.search) out.search = f.search;
  if (f.in_stock) out.in_stock = 'true';
  return out;
}

type RowDialog = { kind: 'bin' | 'receive'; row: JobSiteStockItem };

const quantity = (key: string, header: string, value: (row: JobSiteStockItem) => number): DataColumn<JobSiteStockItem> => ({
  key,
  header,
  render: (row) => formatQuantity(value(row)),
  nowrap: true,
  align: 'right',
});

/** A list opens on the BOM; a group that hides project material (the foreman) is refused it, so there the list's job-site stock. */
function listLink(row: JobSiteStockItem): string {
  const account = storedAccount();
  const seesBom = account !== null && projectSubAreas(account.company, account.user_group_settings).includes('bom');
  return seesBom ? paths.projectProductList(row.project.id, row.list_id, row.list_item_id) : paths.jobSiteStock({ projectId: row.project.id, listId: row.list_id });
}

/**
 * The item (its code, or Custom, over its description), its bin, the project with the list it
 * belongs to under it, what is on site, ordered and still to order, and its unit. Code and item,
 * project and list share a column each so that the texts wrap in two or three lines at a laptop's
 * width, not six, and a phone's card is shorter.
 */
const columns: DataColumn<JobSiteStockItem>[] = [
  {
    key: 'item',
    header: 'Item',
    render: (row) => (
      <Stack gap={0}>
        <Text fw={600} size="sm" ff="monospace">
          {row.code || 'Custom'}
        </Text>
        <Text size="sm">{row.description}</Text>
      </Stack>
    ),
  },
  {
    key: 'bin',
    header: 'Bin',
    render: (row) => (
      <Badge size="sm" variant="light" color={row.bin ? 'blue' : 'gray'}>
        {row.bin ? `Bin ${row.bin.code}` : 'No bin'}
      </Badge>
    ),
    nowrap: true,
  },
  {
    key: 'project',
    header: 'Project / list',
    render: (row) => (
      <Stack gap={0} align="flex-start">
        <Text size="sm">{row.project.name}</Text>
        <Anchor component={Link} to={listLink(row)} size="sm" underline="always">
          {row.list_name}
        </Anchor>
      </Stack>
    ),
  },
  quantity('on_site', 'On site', (row) => row.quantity_on_site),
  quantity('ordered', 'Ordered', (row) => row.ordered),
  quantity('remaining', 'Still to order', (row) => row.remaining),
  { key: 'unit', header: 'Unit', render: (row) => row.unit, nowrap: true },
];

/**
 * /job_warehouse_stock_items: what material is on which job site, in which bin, and what is still
 * coming, with the job-site stock filter (project, list, bin, item text, in stock only) and
 * CSV/XLSX export of the filtered rows.
 */
export function JobSiteStockPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const stock = useStockItems(filters);
  const [filtering, setFiltering] = useState(false);
  const [dialog, setDialog] = useState<RowDialog | null>(null);
  const rows = stock.data?.pages.flatMap((p) => p.results) ?? [];
  const first = rows[0];
  const named = useProjectName(filters.project_id);
  const projectName = named.data ?? (filters.project_id && first?.project.id === filters.project_id ? first.project.name : undefined);
  const listName = filters.list_id && first?.list_id === filters.list_id ? first.list_name : undefined;
  const binName = filters.bin_id === 0 ? 'without a bin' : filters.bin_id && first?.bin?.id === filters.bin_id ? first.bin.code : undefined;
  const apply = (f: StockFilters) => setParams(paramsOf(f), { replace: true });
  const chips: [string, Partial<StockFilters>][] = [
    ...(filters.project_id ? [[`Project: ${projectName ?? `#${filters.project_id}`}`, { project_id: null, list_id: null, bin_id: null }] as [string, Partial<StockFilters>]] : []),
    ...(filters.list_id ? [[`List: ${listName ?? `#${filters.list_id}`}`, { list_id: null }] as [string, Partial<StockFilters>]] : []),
    ...(filters.bin_id !== null ? [[`Bin: ${binName ?? `#${filters.bin_id}`}`, { bin_id: null }] as [string, Partial<StockFilters>]] : []),
    ...(filters.search ? [[`Item: ${filters.search}`, { search: '' }] as [string, Partial<StockFilters>]] : []),
    ...(filters.in_stock ? [['In stock only', { in_stock: false }] as [string, Partial<StockFilters>]] : []),
  ];
  const filtered = chips.length > 0;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={1} size="h2">
          Job-site stock
        </Title>
        <Group gap="xs">
          <Button leftSection={<IconFilter size={16} />} variant={filtered ? 'filled' : 'light'} onClick={() => setFiltering(true)}>
            Filter{filtered ? ` (${chips.length})` : ''}
          </Button>
          <ExportMenu count={stock.data?.pages[0]?.count} url={(format) => stockExportUrl(filters, format)} background={(format) => stockBackgroundExport(filters, format)} />
        </Group>
      </Group>
      {filtered && (
        <Group gap={6} wrap="wrap" role="group" aria-label="Active filters">
          {chips.map(([label, clear]) => (
            <Badge key={label} variant="light" size="lg" tt="none" rightSection={<CloseButton size="xs" aria-label={`Remove filter ${label}`} onClick={() => apply({ ...filters, ...clear })} />}>
              {label}
            </Badge>
          ))}
          <Button size="compact-xs" variant="subtle" onClick={() => apply(NO_STOCK_FILTERS)}>
            Clear filters
          </Button>
        </Group>
      )}
      {filters.project_id && <BinSummary projectId={filters.project_id} binId={filters.bin_id} binCode={binName} onChoose={(bin_id) => apply({ ...filters, bin_id })} />}
      <DataTable
        label="Job-site stock"
        {...infiniteTable(stock, 'Job-site stock could not be loaded')}
        columns={columns}
        getRowId={(r) => `${r.list_item_id}:${r.bin?.id ?? 0}`}
        rowActions={(row) => (
          // Side by side, never stacked: two stacked buttons made every row twice as tall.
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" variant="light" onClick={() => setDialog({ kind: 'receive', row })}>
              Receive
            </Button>
            <Button size="xs" variant="default" onClick={() => setDialog({ kind: 'bin', row })}>
              Bin
            </Button>
          </Group>
        )}
        empty={filtered ? 'Nothing on site matches these filters: change or clear them.' : 'Nothing is on a job site yet. Material arrives on site from a product list: open the list on the project BOM and choose Receive on site.'}
      />
      {filtering && <StockFilterDialog value={filters} projectName={projectName} onApply={apply} onClose={() => setFiltering(false)} />}
      {dialog?.kind === 'bin' && <BinLocationDialog projectId={dialog.row.project.id} items={[{ id: dialog.row.list_item_id, label: dialog.row.code || dialog.row.description, bin_id: dialog.row.bin?.id ?? null }]} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'receive' && (
        <ReceiveDialog
          item={{ id: dialog.row.list_item_id, project_id: dialog.row.project.id, code: dialog.row.code, description: dialog.row.description, unit: dialog.row.unit, quantity: dialog.row.quantity, on_order: dialog.row.on_order, on_site: dialog.row.quantity_on_site, bin: dialog.row.bin }}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}
