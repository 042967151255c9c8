import { useMemo, useState } from 'react';
import type { CartItem } from '@jobsite/core';
import { NEXT_PAGE_ONCE } from '../../../lib/load-more';
import { useIdSelection } from '../../../lib/use-id-selection';
import type { useCartItems } from '../api/get-cart-items';

/**
 * The BOM's line selection: ticked one by one, all loaded lines at once, or every line the
 * filters match (the remaining pages are loaded first). Only lines still loaded count as
 * selected, so a line dropped from the list (deleted, filtered away) leaves the bulk actions.
 */
export function useBomSelection({ list, lines, byId }: { list: Pick<ReturnType<typeof useCartItems>, 'fetchNextPage'>; lines: readonly CartItem[]; byId: ReadonlyMap<number, CartItem> }) {
  const { selected, toggle, selectOnly, clear } = useIdSelection();
  const [selectingAll, setSelectingAll] = useState(false);
  const selectedIds = useMemo(() => [...selected].filter((id) => byId.has(id)), [selected, byId]);
  const allLoadedSelected = lines.length > 0 && selectedIds.length === lines.length;

  const toggleAllLoaded = () => (allLoadedSelected ? clear() : selectOnly(lines.map((l) => l.id)));
  const selectAllMatching = async () => {
    setSelectingAll(true);
    try {
      // A page the list is loading as it scrolls is waited for, not asked for again.
      let result = await list.fetchNextPage(NEXT_PAGE_ONCE);
      while (result.hasNextPage && !result.isError) result = await result.fetchNextPage(NEXT_PAGE_ONCE);
      selectOnly((result.data?.pages ?? []).flatMap((p) => p.results.map((l) => l.id)));
    } finally {
      setSelectingAll(false);
    }
  };

  return {
    /** The ticked ids, for the rows' checkboxes. */
    selected,
    /** The ticked lines still loaded: what the bulk actions act on. */
    selectedIds,
    allLoadedSelected,
    selectingAll,
    toggle,
    clear,
    toggleAllLoaded,
    selectAllMatching,
  };
}
