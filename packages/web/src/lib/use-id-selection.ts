import { useCallback, useMemo, useState } from 'react';

/**
 * A set of ticked row ids (the BOM's lines, a product list's items): tick or untick one, tick a
 * given set, clear. The functions keep their identity, so memoised rows that take `toggle` do
 * not render again when another row is ticked.
 */
export function useIdSelection() {
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = useCallback(
    (id: number) =>
      setSelected((s) => {
        const next = new Set(s);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const selectOnly = useCallback((ids: Iterable<number>) => setSelected(new Set(ids)), []);
  const clear = useCallback(() => setSelected(new Set()), []);
  return useMemo(() => ({ selected, toggle, selectOnly, clear }), [selected, toggle, selectOnly, clear]);
}
