import { Button, Checkbox, Group, Loader, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { CartItem } from '@jobsite/core';
import { ItemDetailDialog, useItemDetail } from '../../../components/catalogue';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { AddToProductListDialog, ProductListsPanel } from '../../../components/product-lists';
import { LoadError } from '../../../components/LoadError';
import { useIsPhone } from '../../../components/ResponsiveModal';
import { showSuccessToast } from '../../../lib/handle-api-error';
import { useRealtimeEvents } from '../../../lib/use-realtime';
import { useCartAction } from '../api/cart-action';
import { useCartItems } from '../api/get-cart-items';
import { useCartSummary } from '../api/get-cart-summary';
import { useBomProject } from '../api/get-project';
import { useOrderedLines } from '../api/orders';
import type { CartFilters, CartSummaryFilters } from '../api/keys';
import { planSubstitute } from '../bulk-changes';
import type { CodeDialogMode } from '../code-changes';
import { AddItemDrawer } from '../components/AddItemDrawer';
import { BomFileActions } from '../components/BomFileActions';
import { type BulkAction, BulkActionBar } from '../components/BulkActionBar';
import { BomList, type BomListRow } from '../components/BomList';
import { groupOrderedLines, OrderedLinesContext } from '../components/OrderedBadges';
import { BomToolbar, type ToolbarState } from '../components/BomToolbar';
import type { LineAction } from '../components/LineMenu';
import { AddToBomDialog } from '../dialogs/AddToBomDialog';
import { CreatePurchaseOrderDialog } from '../dialogs/CreatePurchaseOrderDialog';
import { RequestQuoteDialog } from '../dialogs/RequestQuoteDialog';
import { AttachmentsDialog } from '../dialogs/AttachmentsDialog';
import { BulkQuantityDialog } from '../dialogs/BulkQuantityDialog';
import { EditCustomItemDialog } from '../dialogs/EditCustomItemDialog';
import { HoldForReleaseDialog } from '../dialogs/HoldForReleaseDialog';
import { LineManufacturerDialog } from '../dialogs/LineManufacturerDialog';
import { LineTextDialog } from '../dialogs/LineTextDialog';
import { ModelDetailDialog } from '../dialogs/ModelDetailDialog';
import { MoveItemsDialog } from '../dialogs/MoveItemsDialog';
import { PhaseCostCodeDialog } from '../dialogs/PhaseCostCodeDialog';
import { RentalDatesDialog } from '../dialogs/RentalDatesDialog';
import { SpoolDialog } from '../dialogs/SpoolDialog';
import { SpoolEditorDialog } from '../dialogs/SpoolEditorDialog';
import { formatMoney } from '../format';
import { groupedRows } from '../rows';

type Dialog =
  | { kind: 'codes'; mode: CodeDialogMode; ids: number[] }
  | { kind: 'po' | 'quote' | 'comments' | 'wbs' | 'quantity' | 'move' | 'spool' | 'delete' | 'product-list'; ids: number[]; matching?: boolean }
  | { kind: 'manufacturer' | 'attachments' | 'rental' | 'model' | 'remove' | 'edit-custom' | 'edit-spool' | 'hfr'; id: number }
  | { kind: 'item'; baseItemId: number };

const INITIAL: ToolbarState = { search: '', phaseCode: null, costCode: null, manufacturerId: null, kind: 'all', grouped: false };
const plural = (n: number) => `${n.toLocaleString()} ${n === 1 ? 'line' : 'lines'}`;

/** /project/bom/{projectId}: the procurement material view, the project's bill of materials. */
export function BomPage() {
  const projectId = Number(useParams().id);
  const phone = useIsPhone();
  const [state, setState] = useState<ToolbarState>(INITIAL);
  const [search] = useDebouncedValue(state.search.trim(), 300);
  const filters = useMemo<CartFilters>(
    () => ({
      search,
      phase_code: state.phaseCode ?? undefined,
      cost_code: state.costCode ?? undefined,
      manufacturer_id: state.manufacturerId ? Number(state.manufacturerId) : undefined,
      kind: state.kind,
      ordering: state.grouped ? 'phase_code' : 'position',
    }),
    [search, state.phaseCode, state.costCode, state.manufacturerId, state.kind, state.grouped],
  );
  const filtered = Boolean(search || state.phaseCode || state.costCode || state.manufacturerId || state.kind !== 'all');
  const list = useCartItems(projectId, filters);
  // The whole BOM's summary feeds the filter choices and the toolbar's totals; the filtered
  // one (the same request without filters) the group headers and the shown lines' total.
  const summary = useCartSummary(projectId);
  const summaryFilters = useMemo<CartSummaryFilters>(() => {
    const { ordering: _ordering, ...rest } = filters;
    return rest;
  }, [filters]);
  const shown = useCartSummary(projectId, filtered ? summaryFilters : undefined);
  const project = useBomProject(projectId);
  const action = useCartAction(projectId);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [adding, setAdding] = useState(false);
  // ?add_item_id= (from the catalogue's Add to project BOM) opens the add dialog for that item.
  const [params, setParams] = useSearchParams();
  const addItemId = Number(params.get('add_item_id')) || null;
  const linkedItem = useItemDetail(addItemId);
  const closeLinkedAdd = () => setParams({}, { replace: true });
  const [selectingAll, setSelectingAll] = useState(false);

  const lines = useMemo(() => list.data?.pages.flatMap((p) => p.results) ?? [], [list.data]);
  const byId = useMemo(() => new Map(lines.map((l) => [l.id, l])), [lines]);
  const matching = list.data?.pages[0]?.count ?? 0;
  const rows = useMemo<BomListRow[]>(
    () => (state.grouped ? groupedRows(lines, shown.data) : lines.map((line) => ({ kind: 'line', line }))),
    [lines, state.grouped, shown.data],
  );
  const selectedIds = useMemo(() => [...selected].filter((id) => byId.has(id)), [selected, byId]);
  const linesOf = (ids: readonly number[]) => ids.map((id) => byId.get(id)).filter((l): l is CartItem => l !== undefined);

  const changeFilters = (next: Partial<ToolbarState>) => {
    setState((s) => ({ ...s, ...next }));
    // A selection made under other filters may hold lines no longer shown: start over.
    if (Object.keys(next).some((k) => k !== 'grouped' && k !== 'search')) setSelected(new Set());
  };
  const toggle = useCallback(
    (id: number) =>
      setSelected((s) => {
        const next = new Set(s);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const allLoadedSelected = lines.length > 0 && selectedIds.length === lines.length;
  const selectAllMatching = async () => {
    setSelectingAll(true);
    try {
      let result = await list.fetchNextPage();
      while (result.hasNextPage && !result.isError) result = await result.fetchNextPage();
      setSelected(new Set((result.data?.pages ?? []).flatMap((p) => p.results.map((l) => l.id))));
    } finally {
      setSelectingAll(false);
    }
  };

  const { mutate } = action;
  const onLineAction = useCallback(
    (a: LineAction, line: CartItem) => {
      switch (a) {
        case 'codes':
          return setDialog({ kind: 'codes', mode: 'single', ids: [line.id] });
        case 'comments':
          return setDialog({ kind: 'comments', ids: [line.id] });
        case 'item-detail':
          return line.base_item_id !== null && setDialog({ kind: 'item', baseItemId: line.base_item_id });
        case 'model-detail':
          return setDialog({ kind: 'model', id: line.id });
        case 'duplicate':
          return mutate({ func: 'duplicate_item', item_id: line.id }, { onSuccess: () => showSuccessToast('Line duplicated') });
        case 'substitute':
          return mutate({ func: 'mark_is_substitute_allowed', id_list: [line.id], value: !line.is_substitute_allowed });
        case 'match-list-item':
          return setDialog({ kind: 'product-list', ids: [line.id], matching: true });
        case 'unlink-hfr':
          return mutate({ func: 'unlink_from_hfr_item', item_id: line.id }, { onSuccess: () => showSuccessToast('Unlinked from hold for release') });
        default:
          return setDialog({ kind: a, id: line.id });
      }
    },
    [mutate],
  );
  const onBulk = (a: BulkAction) => {
    const ids = selectedIds;
    if (a === 'substitute-on' || a === 'substitute-off') {
      const plan = planSubstitute(linesOf(ids), a === 'substitute-on');
      if (plan.kind === 'send') mutate(plan.body, { onSuccess: (r) => showSuccessToast(`Substitutes updated on ${plural(r.items.length)}`) });
      return;
    }
    if (a === 'hfr') {
      mutate({ func: 'auto_match_hfr_item', id_list: ids }, { onSuccess: (r) => showSuccessToast(r.detail ?? `${plural(r.items.length)} matched to hold for release`) });
      return;
    }
    setDialog({ kind: a, ids });
  };
  const ordered = useOrderedLines(projectId);
  const orderedById = useMemo(() => groupOrderedLines(ordered.data), [ordered.data]);
  // a supplier's step (acknowledged, backordered, shipped) arrives as a notification: show it on the lines now
  useRealtimeEvents((e) => {
    if (e.type === 'notification') void ordered.refetch();
  });
  const close = () => setDialog(null);
  const one = dialog && 'id' in dialog ? byId.get(dialog.id) : undefined;

  return (
    <OrderedLinesContext.Provider value={orderedById}>
    <Stack gap="sm">
      <BomToolbar state={state} onChange={changeFilters} summary={summary.data} onAdd={() => setAdding(true)} phone={phone} fileActions={<BomFileActions projectId={projectId} lineCount={summary.data?.count} />} />
      <ProductListsPanel projectId={projectId} />
      <Group justify="space-between" gap="xs" mih={36}>
        <Group gap="sm">
          <Checkbox
            label="Select all loaded"
            checked={allLoadedSelected}
            indeterminate={selectedIds.length > 0 && !allLoadedSelected}
            disabled={!lines.length}
            onChange={() => setSelected(allLoadedSelected ? new Set() : new Set(lines.map((l) => l.id)))}
          />
          {matching > lines.length && (
            <Button size="compact-sm" variant="subtle" loading={selectingAll} onClick={() => void selectAllMatching()}>
              Select all {matching.toLocaleString()} matching
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed" aria-live="polite">
          {list.isPending ? 'Loading…' : `Showing ${lines.length.toLocaleString()} of ${plural(matching)}`}
          {filtered && !list.isPending && shown.data ? ` · ${formatMoney(shown.data.total_price)} in total` : ''}
        </Text>
      </Group>
      {selectedIds.length > 0 && <BulkActionBar count={selectedIds.length} onCodes={(mode) => setDialog({ kind: 'codes', mode, ids: selectedIds })} onAction={onBulk} onClear={() => setSelected(new Set())} busy={action.isPending} />}
      {list.isPending ? (
        <Loader m="xl" aria-label="Loading lines" />
      ) : list.isError && !list.data ? (
        <LoadError title="The material lines could not be loaded" onRetry={() => void list.refetch()} />
      ) : list.isSuccess && !lines.length ? (
        <Stack align="center" py="xl" gap="xs">
          <Text>{filtered ? 'No line matches these filters.' : 'This BOM has no lines yet.'}</Text>
          {!filtered && <Button onClick={() => setAdding(true)}>Add items</Button>}
        </Stack>
      ) : (
        <BomList
          projectId={projectId}
          rows={rows}
          selected={selected}
          phone={phone}
          hasMore={Boolean(list.hasNextPage)}
          loadingMore={list.isFetchingNextPage}
          onLoadMore={list.fetchNextPage as () => void}
          onToggle={toggle}
          onAction={onLineAction}
        />
      )}

      <AddItemDrawer projectId={projectId} project={project.data} opened={adding} onClose={() => setAdding(false)} />
      {linkedItem.data && addItemId === linkedItem.data.id && (
        <AddToBomDialog
          projectId={projectId}
          project={project.data}
          item={linkedItem.data}
          option={linkedItem.data.options.find((o) => o.id === Number(params.get('option_id'))) ?? null}
          onClose={closeLinkedAdd}
        />
      )}
      {dialog?.kind === 'codes' && <PhaseCostCodeDialog projectId={projectId} mode={dialog.mode} lines={linesOf(dialog.ids)} project={project.data} onClose={close} />}
      {(dialog?.kind === 'comments' || dialog?.kind === 'wbs') && <LineTextDialog projectId={projectId} field={dialog.kind} lines={linesOf(dialog.ids)} onClose={close} />}
      {dialog?.kind === 'quantity' && <BulkQuantityDialog projectId={projectId} lines={linesOf(dialog.ids)} onClose={close} />}
      {dialog?.kind === 'move' && <MoveItemsDialog projectId={projectId} ids={dialog.ids} onClose={close} onMoved={() => setSelected(new Set())} />}
      {dialog?.kind === 'spool' && <SpoolDialog projectId={projectId} ids={dialog.ids} onClose={close} />}
      {dialog?.kind === 'product-list' && <AddToProductListDialog projectId={projectId} lines={linesOf(dialog.ids)} initialMode={dialog.matching ? 'match' : 'add'} onClose={close} onDone={() => (setSelected(new Set()), close())} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          opened
          title="Delete lines"
          message={`Delete ${plural(dialog.ids.length)} from this BOM? This cannot be undone.`}
          confirmLabel="Delete"
          loading={action.isPending}
          onClose={close}
          onConfirm={() =>
            mutate(
              { func: 'delete_items', id_list: dialog.ids },
              {
                onSuccess: (r) => {
                  showSuccessToast(`${plural(r.removed_ids.length)} deleted`);
                  setSelected(new Set());
                  close();
                },
              },
            )
          }
        />
      )}
      {dialog?.kind === 'remove' && one && (
        <ConfirmDialog
          opened
          title="Remove line"
          message={`Remove ${one.base_item_code || one.description} from this BOM?`}
          confirmLabel="Remove"
          loading={action.isPending}
          onClose={close}
          onConfirm={() => mutate({ func: 'remove_item', item_id: one.id }, { onSuccess: () => (showSuccessToast('Line removed'), close()) })}
        />
      )}
      {dialog?.kind === 'manufacturer' && one && <LineManufacturerDialog projectId={projectId} line={one} onClose={close} />}
      {dialog?.kind === 'attachments' && one && <AttachmentsDialog projectId={projectId} line={one} onClose={close} />}
      {dialog?.kind === 'rental' && one && <RentalDatesDialog projectId={projectId} line={one} onClose={close} />}
      {dialog?.kind === 'model' && one && <ModelDetailDialog projectId={projectId} line={one} onClose={close} />}
      {dialog?.kind === 'edit-custom' && one && <EditCustomItemDialog projectId={projectId} line={one} onClose={close} />}
      {dialog?.kind === 'edit-spool' && one?.spool && <SpoolEditorDialog projectId={projectId} spool={one.spool} onClose={close} />}
      {dialog?.kind === 'hfr' && one && one.base_item_id !== null && <HoldForReleaseDialog projectId={projectId} line={one} onClose={close} />}
      {dialog?.kind === 'quote' && (
        <RequestQuoteDialog projectId={projectId} projectName={project.data?.name ?? 'Project'} ids={dialog.ids} onClose={close} onDone={() => (setSelected(new Set()), close())} />
      )}
      {dialog?.kind === 'po' && <CreatePurchaseOrderDialog projectId={projectId} ids={dialog.ids} onClose={close} onDone={() => (setSelected(new Set()), close())} />}
      <ItemDetailDialog itemId={dialog?.kind === 'item' ? dialog.baseItemId : null} onClose={close} />
    </Stack>
    </OrderedLinesContext.Provider>
  );
}
