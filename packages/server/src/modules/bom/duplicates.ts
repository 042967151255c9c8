import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { type BomImportLine, bomLineKey, customLineDescription } from '@jobsite/core';
import { baseItemOptions, cartItems, customItems } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import type { CompanyScope } from '../../platform/scope';

/** A line already in the BOM that an import line repeats. */
export interface ExistingLine {
  id: number;
  packageCount: number;
  /** Units in one of its packages (1 without an option). */
  packageQuantity: number;
}

/** The key an import line would have as a BOM line (core bomLineKey); null for a line that creates nothing. */
export function importLineKey(l: BomImportLine): string | null {
  const codes = { phase_code: l.phase_code?.code ?? '', cost_code: l.cost_code?.code ?? '' };
  if (l.decision === 'catalogue' && l.match) return bomLineKey({ base_item_id: l.match.base_item_id, description: '', code: '', unit: '', ...codes });
  if (l.decision === 'custom') return bomLineKey({ base_item_id: null, description: customLineDescription(l), code: l.catalogue_number, unit: l.unit ?? 'EA', ...codes });
  return null;
}

/**
 * The lines of a project's BOM that the import's lines repeat, by the import's line number:
 * the same catalogue item (or custom description, code and unit) with the same phase and
 * cost code. Rentals, spool and hold-for-release lines are never merged into; where several
 * lines share a key, the first on the BOM screen is the one.
 */
export async function duplicatesOf(db: DbOrTx, scope: CompanyScope, projectId: number, lines: readonly BomImportLine[]): Promise<Map<number, ExistingLine>> {
  const keyed = lines.map((l) => ({ line: l.line, key: importLineKey(l) })).filter((k): k is { line: number; key: string } => k.key !== null);
  if (!keyed.length) return new Map();
  const itemIds = [...new Set(lines.filter((l) => l.decision === 'catalogue' && l.match).map((l) => l.match!.base_item_id))];
  const descriptions = [...new Set(lines.filter((l) => l.decision === 'custom').map((l) => customLineDescription(l).trim().toLowerCase()))];
  const mergeable = and(eq(cartItems.projectId, projectId), eq(cartItems.isRental, false), isNull(cartItems.spoolId), isNull(cartItems.hfrItemId));
  const rows = await db
    .select({
      id: cartItems.id,
      baseItemId: cartItems.baseItemId,
      packageCount: cartItems.packageCount,
      packageQuantity: baseItemOptions.packageQuantity,
      phaseCode: cartItems.phaseCode,
      costCode: cartItems.costCode,
      description: customItems.description,
      code: customItems.code,
      unit: customItems.unit,
    })
    .from(cartItems)
    .leftJoin(baseItemOptions, eq(baseItemOptions.id, cartItems.baseItemOptionId))
    .leftJoin(customItems, eq(customItems.id, cartItems.customItemId))
    .where(
      scope.where(
        cartItems,
        mergeable,
        or(
          itemIds.length ? inArray(cartItems.baseItemId, itemIds) : sql`false`,
          descriptions.length ? inArray(sql`lower(trim(${customItems.description}))`, descriptions) : sql`false`,
        ),
      ),
    )
    .orderBy(asc(cartItems.position), asc(cartItems.id));
  const existing = new Map<string, ExistingLine>();
  for (const r of rows) {
    const key = bomLineKey({ base_item_id: r.baseItemId, description: r.description ?? '', code: r.code ?? '', unit: r.unit ?? '', phase_code: r.phaseCode, cost_code: r.costCode });
    if (!existing.has(key)) existing.set(key, { id: r.id, packageCount: Number(r.packageCount), packageQuantity: Number(r.packageQuantity ?? 1) });
  }
  const out = new Map<number, ExistingLine>();
  for (const k of keyed) {
    const found = existing.get(k.key);
    if (found) out.set(k.line, found);
  }
  return out;
}
