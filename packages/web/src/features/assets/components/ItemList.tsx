import { Button, Card, Checkbox, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconArrowBackUp, IconCalendar, IconPrinter, IconTransfer } from '@tabler/icons-react';
import { type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { assetMessages, type Paged, returnSelectionError, type ToolItem } from '@jobsite/core';
import { ExpectedReturnBadge, ItemStatusBadge } from '../../../components/assets/AssetBadges';
import { useStartReturn, useToolAccess } from '../../../components/assets/api';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadMoreList } from '../../../components/LoadMoreList';
import { paths } from '../../../config/paths';
import { handleApiError, showErrorToast, showSuccessToast } from '../../../lib/handle-api-error';
import { BulkExpectedReturnDialog } from '../dialogs/BulkExpectedReturnDialog';
import { ChangeWarehouseDialog } from '../dialogs/ChangeWarehouseDialog';

function ItemRow({ item, selected, onSelect, onOpen }: { item: ToolItem; selected: boolean; onSelect: (on: boolean) => void; onOpen: () => void }) {
  return (
    <Card withBorder padding="xs">
      <Group wrap="nowrap" gap="sm" align="flex-start">
        <Checkbox mt={4} aria-label={`Select ${item.model.name} ${item.serial_number}`} checked={selected} onChange={(e) => onSelect(e.currentTarget.checked)} />
        <UnstyledButton onClick={onOpen} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
              <Group gap="xs" wrap="nowrap">
                <Text fw={600} truncate>
                  {item.model.name}
                </Text>
                <ItemStatusBadge status={item.status} />
              </Group>
              <Text size="xs" c="dimmed" truncate>
                {item.serial_number ? `SN ${item.serial_number}` : item.barcode_value}
                {item.service === 'stock' ? ` · ${item.quantity} ${item.model.unit}` : ''}
                {item.num_of_kit_items ? ` · kit of ${item.num_of_kit_items}` : ''}
              </Text>
            </Stack>
            <Stack gap={2} align="flex-end" ml="auto">
              <Text size="sm" ta="right">
                {item.project ? item.project.name : `${item.warehouse?.name ?? ''}${item.bin ? ` · bin ${item.bin.code}` : ''}`}
              </Text>
              <Group gap={4}>
                {item.custodian && (
                  <Text size="xs" c="dimmed">
                    {item.custodian.name}
                  </Text>
                )}
                <ExpectedReturnBadge date={item.expected_return_date} status={item.expected_return_status} />
              </Group>
            </Stack>
          </Group>
        </UnstyledButton>
      </Group>
    </Card>
  );
}

/**
 * A list of items with selection and the bulk steps of spec section 2: start return request,
 * bulk expected return date, change warehouse (warehouse staff) and print labels.
 */
export function ItemList({ query, empty, onOpen }: { query: UseInfiniteQueryResult<InfiniteData<Paged<ToolItem>>>; empty: ReactNode; onOpen: (id: number) => void }) {
  const [selected, setSelected] = useState<Map<number, ToolItem>>(new Map());
  const [dialog, setDialog] = useState<'return' | 'date' | 'warehouse' | null>(null);
  const access = useToolAccess();
  const startReturn = useStartReturn();
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
      <LoadMoreList
        query={query}
        errorTitle="Items could not be loaded"
        empty={empty}
        getKey={(i) => i.id}
        renderItem={(i) => <ItemRow item={i} selected={selected.has(i.id)} onSelect={(on) => toggle(i, on)} onOpen={() => onOpen(i.id)} />}
      />
      <ConfirmDialog
        opened={dialog === 'return'}
        title="Start return request"
        danger={false}
        message={`Send ${ids.length} item${ids.length === 1 ? '' : 's'} from ${items[0]?.project_name ?? 'the project'} back to ${items[0]?.warehouse?.name ?? 'the warehouse'}? The warehouse is told and receives them.`}
        confirmLabel="Start return"
        loading={startReturn.isPending}
        onClose={() => setDialog(null)}
        onConfirm={() =>
          startReturn.mutate(
            { item_ids: ids },
            {
              onSuccess: (r) => {
                showSuccessToast(`Return ${r.number} started`);
                done();
              },
              onError: (e) => handleApiError(e),
            },
          )
        }
      />
      <BulkExpectedReturnDialog opened={dialog === 'date'} items={items} onClose={() => setDialog(null)} onDone={done} />
      <ChangeWarehouseDialog opened={dialog === 'warehouse'} items={items} onClose={() => setDialog(null)} onDone={done} />
    </Stack>
  );
}
