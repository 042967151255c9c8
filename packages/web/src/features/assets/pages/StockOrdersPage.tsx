import { ActionIcon, Alert, Badge, Button, Group, Loader, NumberInput, Select, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type Paged,
  STOCK_ORDER_STATUS_LABELS,
  STOCK_ORDER_STATUSES,
  type StockOrder,
  type StockOrderAction,
  type StockOrderDetail,
  type StockOrderStatus,
  assetMessages,
  createStockOrderBody,
  isPositiveQuantity,
} from '@jobsite/core';
import { modelsOptions, useAssetMutation, useBins, useToolAccess, useWarehousesOfType } from '../../../components/assets/api';
import { DialogActions } from '../../../components/DialogActions';
import { LoadError } from '../../../components/LoadError';
import { SearchBox, StatusChips } from '../../../components/ListControls';
import { type DataColumn, DataTable, infiniteTable } from '../../../components/DataTable';
import { useIdParam } from '../../../lib/use-id-param';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { api, followLink } from '../../../lib/api-client';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { formatMoney } from '../../../lib/money';
import { formatQuantity, formatQuantityWithUnit } from '../../../lib/quantity';
import { pickerMessage } from '../../../components/PickerMessage';
import { supplierOption, useSupplierChoices } from '../../../components/orders/supplier-choices';

interface Suggestion {
  model: { id: number; code: string; name: string; unit: string };
  available: number;
  reorder_point: number;
  on_order: number;
  suggested_quantity: number;
}
interface Line {
  model: Suggestion['model'];
  /** As typed: an emptied field stays empty and a 0 stays 0 (with the message), never a number nobody typed. */
  quantity: number | string;
  /** As typed too: a negative or an emptied cost is refused at the line, never sent as 0. */
  unit_cost: number | string;
  note: string;
}

const quantityOk = (l: Line) => isPositiveQuantity(Number(l.quantity));
/** What is wrong with a line's unit cost, in the server's words (core's line schema), or null. */
const unitCostSchema = createStockOrderBody.shape.lines.element.shape.unit_cost;
const unitCostProblem = (l: Line): string | null => {
  if (l.unit_cost === '') return assetMessages.unitCostRequired;
  const r = unitCostSchema.safeParse(Number(l.unit_cost));
  return r.success ? null : r.error.issues[0].message;
};

function NewStockOrderDialog({ opened, onClose, onCreated }: { opened: boolean; onClose: () => void; onCreated: (id: number) => void }) {
  const [warehouse, setWarehouse] = useState<string | null>(null);
  const [supplier, setSupplier] = useState<string | null>(null);
  const [lines, setLines] = useState<Line[]>([]);
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [suggested, setSuggested] = useState<number | null>(null);
  const [modelText, setModelText] = useState('');
  const [modelSearch] = useDebouncedValue(modelText.trim(), 250);
  const models = useInfiniteQuery({ ...modelsOptions('stock', modelSearch), enabled: opened });
  const modelOptions = (models.data?.pages.flatMap((p) => p.results) ?? []).filter((m) => !lines.some((l) => l.model.id === m.id));
  const warehouses = useWarehousesOfType('Stock', opened);
  const suppliers = useSupplierChoices(opened);
  const create = useAssetMutation((body: object) => api<StockOrderDetail>('stock_orders/', { method: 'POST', body }));
  const pickWarehouse = async (id: string | null) => {
    setWarehouse(id);
    setErrors((e) => ({ ...e, warehouse_id: '' }));
    if (!id) return setLines([]);
    try {
      const s = await api<{ results: Suggestion[] }>('stock_orders/suggestions/', { query: { warehouse_id: id } });
      setLines(s.results.map((r) => ({ model: r.model, quantity: r.suggested_quantity, unit_cost: 0, note: `${formatQuantity(r.available)} on hand, ${formatQuantity(r.on_order)} on order, reorder at ${formatQuantity(r.reorder_point)}` })));
      setSuggested(s.results.length);
    } catch (e) {
      handleApiError(e);
    }
  };
  const close = () => {
    setWarehouse(null);
    setSupplier(null);
    setLines([]);
    setNotes('');
    setErrors({});
    setSuggested(null);
    onClose();
  };
  const submit = () => {
    const found: Record<string, string> = {};
    if (!warehouse) found.warehouse_id = assetMessages.selectWarehouse;
    if (lines.length === 0) found.lines = assetMessages.addLines;
    if (!lines.every(quantityOk)) found.quantity = assetMessages.quantityPositive;
    // a flag: each line says its own problem (unitCostProblem) under its cost
    if (lines.some(unitCostProblem)) found.unit_cost = 'at the lines';
    setErrors(found);
    if (Object.keys(found).length) return;
    create.mutate(
      { warehouse_id: Number(warehouse), supplier_id: supplier ? Number(supplier) : null, notes, lines: lines.map((l) => ({ model_id: l.model.id, quantity: Number(l.quantity), unit_cost: Number(l.unit_cost) })) },
      {
        onSuccess: (o) => {
          showSuccessToast(`${o.number} drafted`);
          close();
          onCreated(o.id);
        },
        onError: (e) => handleApiError(e, { form: { values: { warehouse_id: 1, lines: 1, supplier_id: 1 }, setFieldError: (f, m) => setErrors((x) => ({ ...x, [f]: m })) } }),
      },
    );
  };
  return (
    <ResponsiveModal opened={opened} onClose={close} title="New stock order" size="xl">
      <Stack gap="sm">
        <Group grow align="flex-start">
          <Select label="Stock warehouse" required data={(warehouses.data?.results ?? []).map((w) => ({ value: String(w.id), label: w.name }))} value={warehouse} onChange={(v) => void pickWarehouse(v)} error={errors.warehouse_id || null} nothingFoundMessage={pickerMessage(warehouses, 'No stock warehouse yet: add one in company settings.', 'Warehouses could not be loaded')} />
          <Select label="Supplier" clearable searchable data={(suppliers.data?.results ?? []).map(supplierOption)} nothingFoundMessage={pickerMessage(suppliers, 'No supplier matches. Add suppliers under Company settings, Suppliers.', 'Your suppliers could not be loaded')} value={supplier} onChange={setSupplier} error={errors.supplier_id || null} />
        </Group>
        {warehouse && suggested !== null && (
          <Text size="sm" c="dimmed">
            {suggested === 0
              ? 'Nothing in this warehouse is below its reorder point (counting what is on order). Add the stock to order below.'
              : `Filled with the ${suggested} model${suggested === 1 ? '' : 's'} below the reorder point, back up to twice it. Change the quantities and costs as the supplier quotes.`}
          </Text>
        )}
        <Select
          label="Add a stock model"
          placeholder="Search by name or code"
          searchable
          value={null}
          searchValue={modelText}
          onSearchChange={setModelText}
          filter={({ options }) => options}
          data={modelOptions.map((m) => ({ value: String(m.id), label: `${m.name} · ${m.code}` }))}
          nothingFoundMessage={pickerMessage(models, 'No stock model matches.', 'Models could not be searched', { searching: true })}
          onChange={(v) => {
            const m = modelOptions.find((x) => String(x.id) === v);
            if (m) {
              setLines((ls) => [...ls, { model: { id: m.id, code: m.code, name: m.name, unit: m.unit }, quantity: 1, unit_cost: 0, note: `${formatQuantity(m.available_count)} available` }]);
              setErrors((x) => ({ ...x, lines: '' }));
            }
            setModelText('');
          }}
        />
        {errors.lines && <Alert color="yellow">{errors.lines}</Alert>}
        {lines.map((l, n) => (
          <Group key={l.model.id} gap="xs" wrap="wrap" align="flex-end">
            <Stack gap={0} style={{ flex: '1 1 200px', minWidth: 0 }}>
              <Text size="sm" fw={600} truncate>
                {l.model.name}
              </Text>
              <Text size="xs" c="dimmed">
                {l.note}
              </Text>
            </Stack>
            <NumberInput
              label={`Quantity (${l.model.unit})`}
              w={130}
              min={1}
              clampBehavior="none"
              allowDecimal={false}
              value={l.quantity}
              onChange={(v) => {
                setLines((ls) => ls.map((x, i) => (i === n ? { ...x, quantity: v } : x)));
                setErrors((x) => ({ ...x, quantity: '' }));
              }}
              error={errors.quantity && !quantityOk(l) ? errors.quantity : undefined}
            />
            <NumberInput
              label="Unit cost ($)"
              w={120}
              min={0}
              clampBehavior="none"
              decimalScale={4}
              value={l.unit_cost}
              onChange={(v) => {
                setLines((ls) => ls.map((x, i) => (i === n ? { ...x, unit_cost: v } : x)));
                setErrors((x) => ({ ...x, unit_cost: '' }));
              }}
              error={errors.unit_cost ? (unitCostProblem(l) ?? undefined) : undefined}
            />
            <ActionIcon variant="subtle" color="red" aria-label={`Remove ${l.model.name}`} mb={6} onClick={() => setLines((ls) => ls.filter((_, i) => i !== n))}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Textarea label="Notes" autosize minRows={2} value={notes} onChange={(e) => setNotes(e.currentTarget.value)} />
        <DialogActions onCancel={close} onSave={submit} saving={create.isPending} saveLabel="Draft order" />
      </Stack>
    </ResponsiveModal>
  );
}

function StockOrderDialog({ orderId, canAct, onClose }: { orderId: number | null; canAct: boolean; onClose: () => void }) {
  const order = useQuery({ queryKey: ['assets', 'stock-order', orderId], queryFn: ({ signal }) => api<StockOrderDetail>(`stock_orders/${orderId}/`, { signal }), enabled: orderId !== null, meta: { handlesErrors: true } });
  const o = order.data;
  const bins = useBins(o?.warehouse.id, canAct);
  const [bin, setBin] = useState<string | null>(null);
  const act = useAssetMutation(({ action, body }: { action: StockOrderAction; body: object }) => api<StockOrderDetail>(`stock_orders/${orderId}/${action}/`, { method: 'POST', body }));
  const run = (action: StockOrderAction) =>
    act.mutate({ action, body: action === 'receive' ? { bin_id: bin ? Number(bin) : null } : {} }, { onSuccess: (r) => showSuccessToast(`${r.number}: ${r.status_display}`), onError: (e) => handleApiError(e) });
  return (
    <ResponsiveModal opened={orderId !== null} onClose={onClose} title={o ? `Stock order ${o.number}` : 'Stock order'} size="lg">
      {order.isPending ? (
        <Loader />
      ) : order.isError ? (
        <LoadError title="The stock order could not be loaded" query={order} />
      ) : o ? (
        <Stack gap="sm">
          <Group gap="xs">
            <Badge variant="light">{o.status_display}</Badge>
            <Text size="sm">
              {o.warehouse.name}
              {o.supplier ? ` · from ${o.supplier.name}` : ''}
            </Text>
          </Group>
          {o.notes && <Text size="sm">{o.notes}</Text>}
          <Table.ScrollContainer minWidth={420}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Model</Table.Th>
                  <Table.Th ta="right">Ordered</Table.Th>
                  <Table.Th ta="right">Received</Table.Th>
                  <Table.Th ta="right">Cost</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {o.lines.map((l) => (
                  <Table.Tr key={l.id}>
                    <Table.Td>{l.model.name}</Table.Td>
                    <Table.Td ta="right">
                      {formatQuantityWithUnit(l.quantity, l.model.unit)}
                    </Table.Td>
                    <Table.Td ta="right">{formatQuantity(l.received_quantity)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(l.extended_cost)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text fw={700} ta="right">
            Total {formatMoney(o.total)}
          </Text>
          {canAct && o.actions.length > 0 && (
            <Group gap="xs" align="flex-end">
              {o.actions.includes('receive') && (
                <Select label="Into bin" clearable placeholder="No bin" w={180} data={(bins.data?.results ?? []).map((b) => ({ value: String(b.id), label: `${b.code} · ${b.name}` }))} value={bin} onChange={setBin} nothingFoundMessage={pickerMessage(bins, 'This warehouse has no bins yet: add them in company settings.', 'Bins could not be loaded')} />
              )}
              {o.actions.map((a) => (
                <Button key={a} variant={a === 'cancel' ? 'light' : 'filled'} color={a === 'cancel' ? 'red' : undefined} loading={act.isPending && act.variables?.action === a} onClick={() => run(a)}>
                  {a === 'order' ? 'Mark ordered' : a === 'receive' ? 'Receive all open' : 'Cancel order'}
                </Button>
              ))}
            </Group>
          )}
        </Stack>
      ) : null}
    </ResponsiveModal>
  );
}

const orderColumns: DataColumn<StockOrder>[] = [
  { key: 'number', header: 'Order', render: (o) => o.number, nowrap: true },
  { key: 'status', header: 'Status', render: (o) => <Badge variant="light">{o.status_display}</Badge>, nowrap: true },
  { key: 'warehouse', header: 'Warehouse', render: (o) => o.warehouse.name },
  { key: 'supplier', header: 'Supplier', render: (o) => o.supplier?.name ?? '—' },
  { key: 'lines', header: 'Lines', render: (o) => `${o.line_count} line${o.line_count === 1 ? '' : 's'}` },
  { key: 'created_at', header: 'Created', render: (o) => o.created_at.slice(0, 10), nowrap: true },
  { key: 'total', header: 'Total', render: (o) => formatMoney(o.total), nowrap: true, align: 'right' },
];

const DEFAULT: StockOrderStatus[] = ['draft', 'ordered', 'partly received'];

/** Stock orders (/stock_orders): restocking the stock room from suppliers; drafted from what is below its reorder point, ordered, received into bins. */
export function StockOrdersPage() {
  const access = useToolAccess();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [statuses, setStatuses] = useState<StockOrderStatus[]>(DEFAULT);
  const [creating, setCreating] = useState(false);
  const query = useInfiniteQuery({
    queryKey: ['assets', 'stock-orders', statuses, debounced],
    queryFn: ({ pageParam, signal }) => (pageParam ? api<Paged<StockOrder>>(followLink(pageParam), { signal }) : api<Paged<StockOrder>>('stock_orders/', { query: { status: statuses.join(','), search: debounced, page_size: 25 }, signal })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: statuses.length > 0,
  });
  const [openId, setOpen] = useIdParam('order_id');
  const canAct = access.data?.warehouse ?? false;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Stock orders
        </Title>
        {canAct && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            New stock order
          </Button>
        )}
      </Group>
      <SearchBox label="Search stock orders" placeholder="Order #, supplier or notes" value={search} onChange={setSearch} />
      <StatusChips label="Stock order statuses" statuses={STOCK_ORDER_STATUSES} labels={STOCK_ORDER_STATUS_LABELS} selected={statuses} onChange={setStatuses} />
      {statuses.length === 0 ? (
        <Text c="dimmed">Choose at least one status to see stock orders.</Text>
      ) : (
        <DataTable
          label="Stock orders"
          {...infiniteTable(query, 'Stock orders could not be loaded')}
          columns={orderColumns}
          getRowId={(o) => o.id}
          onRowClick={(o) => setOpen(o.id)}
          empty={debounced ? 'No stock order matches this search.' : 'No stock orders in these statuses. New stock order fills itself with the stock below its reorder point.'}
        />
      )}
      <NewStockOrderDialog opened={creating} onClose={() => setCreating(false)} onCreated={(id) => setOpen(id)} />
      <StockOrderDialog orderId={openId} canAct={canAct} onClose={() => setOpen(null)} />
    </Stack>
  );
}
