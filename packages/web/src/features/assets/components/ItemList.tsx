import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconCalendar, IconPrinter, IconTransfer } from '@tabler/icons-react';
import { type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { ASSET_SERVICE_LABELS, assetMessages, type Paged, returnSelectionError, type ToolItem } from '@jobsite/core';
import { ExpectedReturnBadge, ItemStatusBadge } from '../../../components/assets/AssetBadges';
import { useToolAccess } from '../../../components/assets/api';
import { type DataColumn, DataTable, infiniteTable } from '../../../components/DataTable';
import { paths } from '../../../config/paths';
import { showErrorToast } from '../../../lib/handle-api-error';
import { formatQuantityWithUnit } from '../../../lib/quantity';
import { BulkExpectedReturnDialog } from '../dialogs/BulkExpectedReturnDialog';
import { ChangeWarehouseDialog } from '../dialogs/ChangeWarehouseDialog';
import { StartReturnDialog } from '../dialogs/StartReturnDialog';
import { useService } from '../service';

const dash = (v: string | null | undefined) => v || '—';

/**
 * What identifies an item on the shelf: its serial number or else its own barcode, the kit size.
 * Not barcode_value: for an item without a barcode that is the label's scan code
 * (jobsite:item:{id}), which means nothing to a person reading the list. A stock row's count has
 * its own Quantity column.
 */
const itemCode = (item: ToolItem) => [item.serial_number || item.barcode, item.num_of_kit_items > 0 && `kit of ${item.num_of_kit_items}`].filter(Boolean).join(' · ') || '—';

/** Where an item is: the job it is on, or its warehouse and bin. */
const itemLocation = (item: ToolItem) => (item.project ? item.project.name : `${item.warehouse?.name ?? ''}${item.bin ? ` · bin ${item.bin.code}` : ''}`);

const columnsFor = (stock: boolean): DataColumn<ToolItem>[] => [
  { key: 'model', header: 'Item', render: (i) => i.model.name },
  ...(stock ? [{ key: 'quantity', header: 'Quantity', render: (i: ToolItem) => formatQuantityWithUnit(i.quantity, i.model.unit), nowrap: true }] : []),
  { key: 'code', header: 'Serial # / barcode', render: itemCode },
  { key: 'status', header: 'Status', render: (i) => <ItemStatusBadge status={i.status} />, nowrap: true },
  { key: 'location', header: 'Location / job', render: itemLocation },
  // A person's name on one line, and the header with it (it wrapped to two at 1280 px).
  { key: 'custodian', header: 'Assigned to', render: (i) => dash(i.custodian?.name), nowrap: true },
  { key: 'return', header: 'Expected return', render: (i) => (i.expected_return_date ? <ExpectedReturnBadge date={i.expected_return_date} status={i.expected_return_status} /> : '—'), nowrap: true },
];

/**
 * A table of items (a card each on a phone) with selection and the bulk steps of spec section 2:
 * start return request, bulk expected return date, change warehouse (warehouse staff) and print
 * labels. A click on a row opens the item.
 */
export function ItemList({ query, empty, onOpen, label }: { query: UseInfiniteQueryResult<InfiniteData<Paged<ToolItem>>>; empty: ReactNode; onOpen: (id: number) => void; label?: string }) {
  const service = useService();
  const [selected, setSelected] = useState<Map<number, ToolItem>>(new Map());
  const [dialog, setDialog] = useState<'return' | 'date' | 'warehouse' | null>(null);
  const access = useToolAccess();
  const navigate = useNavigate();
  const items = [...selected.values()];
  const ids = items.map((i) => i.id);
  const toggle = (item: ToolItem, on: boolean) =>
    setSelected((m) => {
      const next = new Map(m);
      if (on) next.set(item.id, item);
      else next.delete(item.id);
      return next;
    });
  const need = (fn: () => void) => () => (ids.length === 0 ? showErrorToast(assetMessages.selectItems) : fn());
  const openReturn = need(() => {
    const problem = returnSelectionError(items.map((i) => ({ project_id: i.project_id, warehouse_id: i.warehouse?.id ?? null })));
    if (problem) showErrorToast(problem);
    else setDialog('return');
  });
  const done = () => {
    setDialog(null);
    setSelected(new Map());
  };

  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap" aria-label="With the selected items">
        <Text size="sm" c="dimmed">
          {ids.length} selected
        </Text>
        <Button size="xs" variant="light" leftSection={<IconArrowBackUp size={14} />} onClick={openReturn}>
          Start return
        </Button>
        <Button size="xs" variant="light" leftSection={<IconCalendar size={14} />} onClick={need(() => setDialog('date'))}>
          Expected return date
        </Button>
        {access.data?.warehouse && (
          <Button size="xs" variant="light" leftSection={<IconTransfer size={14} />} onClick={need(() => setDialog('warehouse'))}>
            Change warehouse
          </Button>
        )}
        <Button size="xs" variant="light" leftSection={<IconPrinter size={14} />} onClick={need(() => void navigate(paths.itemLabels(ids)))}>
          Print labels
        </Button>
      </Group>
      <DataTable
        label={label ?? `${ASSET_SERVICE_LABELS[service].title} items`}
        {...infiniteTable(query, 'Items could not be loaded')}
        columns={columnsFor(service === 'stock')}
        getRowId={(i) => i.id}
        onRowClick={(i) => onOpen(i.id)}
        selection={{ isSelected: (i) => selected.has(i.id), onChange: toggle, label: (i) => `Select ${i.model.name} ${i.serial_number || i.barcode_value}` }}
        empty={empty}
      />
      <StartReturnDialog opened={dialog === 'return'} items={items} onClose={() => setDialog(null)} onDone={done} />
      <BulkExpectedReturnDialog opened={dialog === 'date'} items={items} onClose={() => setDialog(null)} onDone={done} />
      <ChangeWarehouseDialog opened={dialog === 'warehouse'} items={items} onClose={() => setDialog(null)} onDone={done} />
    </Stack>
  );
}
