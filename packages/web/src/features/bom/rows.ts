import { type CartItem, type CartSummary, phaseGroupKey } from '@jobsite/core';
import type { BomListRow } from './components/BomList';

/**
 * The rows of the list grouped by phase code (the lines come sorted by it): a header before
 * each code's first line. Header counts come from the summary of the same filters as the
 * list (none while it loads).
 */
export function groupedRows(lines: readonly CartItem[], summary: CartSummary | undefined): BomListRow[] {
  const counts = new Map((summary?.phase_codes ?? []).map((c) => [c.code, c.count]));
  const coded = (summary?.phase_codes ?? []).filter((c) => c.code !== '').reduce((n, c) => n + c.count, 0);
  const noCode = counts.get('') ?? (summary ? summary.count - coded : null);
  const rows: BomListRow[] = [];
  let previous: string | undefined;
  for (const line of lines) {
    const key = phaseGroupKey(line);
    if (key !== previous) {
      rows.push({
        kind: 'group',
        key,
        label: key ? `Phase ${key} · ${line.phase_code!.name}` : 'No phase code',
        count: key ? (counts.get(key) ?? null) : noCode,
      });
      previous = key;
    }
    rows.push({ kind: 'line', line });
  }
  return rows;
}
