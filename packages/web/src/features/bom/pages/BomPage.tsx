import { Button, Checkbox, Group, Loader, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { CartItem } from '@jobsite/core';
import { useItemDetail } from '../../../components/catalogue';
import { ProductListsPanel } from '../../../components/product-lists';
import { LoadError } from '../../../components/LoadError';
import { useProject } from '../../../components/projects/api/get-project';
import { useIsPhone } from '../../../components/ResponsiveModal';
import { showSuccessToast } from '../../../lib/handle-api-error';
import { nextPageLoader } from '../../../lib/load-more';
import { useRealtimeEvents } from '../../../lib/use-realtime';
import { useCartAction } from '../api/cart-action';
import { useCartItems } from '../api/get-cart-items';
import { useCartSummary } from '../api/get-cart-summary';
import { useOrderedLines } from '../api/orders';
import type { CartFilters, CartSummaryFilters } from '../api/keys';
import { planSubstitute } from '../bulk-changes';
import { AddItemDrawer } from '../components/AddItemDrawer';
import { BomFileActions } from '../components/BomFileActions';
import { type BulkAction, BulkActionBar } from '../components/BulkActionBar';
import { BomList, type BomListRow } from '../components/BomList';
import { groupOrderedLines, OrderedLinesContext } from '../components/OrderedBadges';
import { BomToolbar, type ToolbarState } from '../components/BomToolbar';
import type { LineAction } from '../components/LineMenu';
import { AddToBomDialog } from '../dialogs/AddToBomDialog';
import { type BomDialog, BomDialogs } from '../dialogs/BomDialogs';
import { formatMoney, lineCount } from '../format';
import { groupedRows } from '../rows';
import { useBomSelection } from './use-bom-selection';

const INITIAL: ToolbarState = { search: '', phaseCode: null, costCode: null, manufacturerId: null, kind: 'all', grouped: false };

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
  const loadMore = useMemo(() => nextPageLoader(list.fetchNextPage), [list.fetchNextPage]);
  // The whole BOM's summary feeds the filter choices and the toolbar's totals; the filtered
  // one (the same request without filters) the group headers and the shown lines' total.
  const summary = useCartSummary(projectId);
  const summaryFilters = useMemo<CartSummaryFilters>(() => {
    const { ordering: _ordering, ...rest } = filters;
    return rest;
  }, [filters]);
  const shown = useCartSummary(projectId, filtered ? summaryFilters : undefined);
  const project = useProject(projectId);
  const action = useCartAction(projectId);
  const [dialog, setDialog] = useState<BomDialog | null>(null);
  const [adding, setAdding] = useState(false);
  // ?add_item_id= (from the catalogue's Add to project BOM) opens the add dialog for that item.
  const [params, setParams] = useSearchParams();
  const addItemId = Number(params.get('add_item_id')) || null;
  const linkedItem = useItemDetail(addItemId);
  const closeLinkedAdd = () => setParams({}, { replace: true });

  const lines = useMemo(() => list.data?.pages.flatMap((p) => p.results) ?? [], [list.data]);
  const byId = useMemo(() => new Map(lines.map((l) => [l.id, l])), [lines]);
  const matching = list.data?.pages[0]?.count ?? 0;
  const rows = useMemo<BomListRow[]>(
    () => (state.grouped ? groupedRows(lines, shown.data) : lines.map((line) => ({ kind: 'line', line }))),
    [lines, state.grouped, shown.data],
  );
  const selection = useBomSelection({ list, lines, byId });
  const { selectedIds, clear: clearSelection } = selection;
  const linesOf = (ids: readonly number[]) => ids.map((id) => byId.get(id)).filter((l): l is CartItem => l !== undefined);

  const changeFilters = (next: Partial<ToolbarState>) => {
    setState((s) => ({ ...s, ...next }));
    // A selection made under other filters may hold lines no longer shown: start over.
    if (Object.keys(next).some((k) => k !== 'grouped' && k !== 'search')) clearSelection();
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
      if (plan.kind === 'send') mutate(plan.body, { onSuccess: (r) => showSuccessToast(`Substitutes updated on ${lineCount(r.items.length)}`) });
      return;
    }
    if (a === 'hfr') {
      mutate({ func: 'auto_match_hfr_item', id_list: ids }, { onSuccess: (r) => showSuccessToast(r.detail ?? `${lineCount(r.items.length)} matched to hold for release`) });
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

  return (
    <OrderedLinesContext.Provider value={orderedById}>
    <Stack gap="sm">
      <BomToolbar state={state} onChange={changeFilters} summary={summary.data} onAdd={() => setAdding(true)} phone={phone} fileActions={<BomFileActions projectId={projectId} lineCount={summary.data?.count} />} />
      <ProductListsPanel projectId={projectId} />
      <Group justify="space-between" gap="xs" mih={36}>
        <Group gap="sm">
          <Checkbox
            label="Select all loaded"
            checked={selection.allLoadedSelected}
            indeterminate={selectedIds.length > 0 && !selection.allLoadedSelected}
            disabled={!lines.length}
            onChange={selection.toggleAllLoaded}
          />
          {matching > lines.length && (
            <Button size="compact-sm" variant="subtle" loading={selection.selectingAll} onClick={() => void selection.selectAllMatching()}>
              Select all {matching.toLocaleString()} matching
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed" aria-live="polite">
          {list.isPending ? 'Loading…' : `Showing ${lines.length.toLocaleString()} of ${lineCount(matching)}`}
          {filtered && !list.isPending && shown.data ? ` · ${formatMoney(shown.data.total_price)} in total` : ''}
        </Text>
      </Group>
      {selectedIds.length > 0 && <BulkActionBar count={selectedIds.length} onCodes={(mode) => setDialog({ kind: 'codes', mode, ids: selectedIds })} onAction={onBulk} onClear={clearSelection} busy={action.isPending} />}
      {list.isPending ? (
        <Loader m="xl" aria-label="Loading lines" />
      ) : list.isError && !list.data ? (
        <LoadError title="The material lines could not be loaded" query={list} />
      ) : list.isSuccess && !lines.length ? (
        <Stack align="center" py="xl" gap="xs">
          <Text>{filtered ? 'No line matches these filters.' : 'This BOM has no lines yet.'}</Text>
          {!filtered && <Button onClick={() => setAdding(true)}>Add items</Button>}
        </Stack>
      ) : (
        <BomList
          projectId={projectId}
          rows={rows}
          selected={selection.selected}
          phone={phone}
          hasMore={Boolean(list.hasNextPage)}
          loadingMore={list.isFetchingNextPage}
          onLoadMore={loadMore}
          onToggle={selection.toggle}
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
      <BomDialogs projectId={projectId} project={project.data} dialog={dialog} byId={byId} action={action} onClose={close} onSelectionDone={clearSelection} />
    </Stack>
    </OrderedLinesContext.Provider>
  );
}
