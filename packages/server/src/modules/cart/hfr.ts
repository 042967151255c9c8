import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type CartActionResult, cartMessages, type HfrItem, hfrShortMessage, quantityLeft, roundQuantity, totalQuantity } from '@jobsite/core';
import { baseItemOptions, baseItems, cartItems, companies, holdForReleaseItems } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import { fieldErrors, nonFieldErrors } from '../../platform/errors';
import { type PageRequest, pagedRows } from '../../platform/paging';
import type { CompanyScope } from '../../platform/scope';
import type { ProjectActionContext } from '../projects/registry';
import { containsPattern } from '../../platform/text-and-dates';
import { answer, changeLines, type LineRow, lockLine, lockLines } from './edits';

/*
 * Hold-for-release (HFR) items: material a supplier holds for the contractor. A cart line
 * may draw on one; auto-match links lines to the company's HFR items of the same catalogue
 * item that still have enough quantity, the project's own first.
 */

/** Quantity the lines linked to each HFR item already take, in units. */
async function linkedQuantities(db: DbOrTx, scope: CompanyScope, hfrIds: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (!hfrIds.length) return out;
  const rows = await db
    .select({
      hfrId: cartItems.hfrItemId,
      taken: sql<string>`sum(${cartItems.packageCount} * coalesce(${baseItemOptions.packageQuantity}, 1))`,
    })
    .from(cartItems)
    .leftJoin(baseItemOptions, eq(baseItemOptions.id, cartItems.baseItemOptionId))
    .where(scope.where(cartItems, inArray(cartItems.hfrItemId, hfrIds)))
    .groupBy(cartItems.hfrItemId);
  for (const r of rows) if (r.hfrId !== null) out.set(r.hfrId, Number(r.taken));
  return out;
}

/** How many units each line asks for (packages times its option's size). */
async function unitsNeeded(db: DbOrTx, lines: readonly LineRow[]): Promise<(line: LineRow) => number> {
  const optionIds = [...new Set(lines.map((l) => l.baseItemOptionId).filter((id): id is number => id !== null))];
  const sizes = new Map(
    optionIds.length ? (await db.select({ id: baseItemOptions.id, q: baseItemOptions.packageQuantity }).from(baseItemOptions).where(inArray(baseItemOptions.id, optionIds))).map((o) => [o.id, o.q]) : [],
  );
  return (line) => totalQuantity(line.packageCount, line.baseItemOptionId ? sizes.get(line.baseItemOptionId) : 1);
}

/**
 * auto_match_hfr_item with hfr_item_id: links the given lines to that HFR item of the company.
 * Every line must be of its catalogue item, and what is left on it (held − released − what
 * other linked lines take) must cover the lines joining it; otherwise nothing changes.
 * Lines already linked elsewhere move to it.
 */
export async function linkToHfr(ctx: ProjectActionContext, hfrItemId: number, idList: number[]): Promise<CartActionResult> {
  const lines = await lockLines(ctx, idList, 'id_list');
  const [hfr] = await ctx.tx.select().from(holdForReleaseItems).where(ctx.scope.where(holdForReleaseItems, eq(holdForReleaseItems.id, hfrItemId))).for('update');
  if (!hfr) throw fieldErrors({ hfr_item_id: cartMessages.unknownHfrItem });
  if (lines.some((l) => l.baseItemId === null || l.baseItemId !== hfr.baseItemId)) throw fieldErrors({ hfr_item_id: cartMessages.hfrOtherItem });
  const joining = lines.filter((l) => l.hfrItemId !== hfr.id);
  if (!joining.length) return answer(ctx, lines.map((l) => l.id), [], cartMessages.noChangesDetected);
  const needOf = await unitsNeeded(ctx.tx, joining);
  const need = joining.reduce((sum, l) => sum + needOf(l), 0);
  const left = hfr.quantityHeld - hfr.quantityReleased - ((await linkedQuantities(ctx.tx, ctx.scope, [hfr.id])).get(hfr.id) ?? 0);
  if (left + 1e-9 < need) {
    const [item] = await ctx.tx.select({ unit: baseItems.unit }).from(baseItems).where(eq(baseItems.id, hfr.baseItemId!));
    throw nonFieldErrors(hfrShortMessage(left, need, item?.unit ?? ''));
  }
  const result = await changeLines(ctx, joining, { hfrItemId: hfr.id });
  const n = joining.length;
  return { ...result, detail: `${n} item${n === 1 ? '' : 's'} linked to hold-for-release ${hfr.releaseNumber}.` };
}

/** auto_match_hfr_item: the given lines (or every unlinked catalogue line of the project) that an HFR item can cover. */
export async function autoMatchHfr(ctx: ProjectActionContext, idList: number[] | undefined): Promise<CartActionResult> {
  const lines = idList
    ? await lockLines(ctx, idList, 'id_list')
    : await ctx.tx
        .select()
        .from(cartItems)
        .where(ctx.scope.where(cartItems, eq(cartItems.projectId, ctx.project.id), isNull(cartItems.hfrItemId)))
        .orderBy(asc(cartItems.position), asc(cartItems.id))
        .for('update');
  const open = lines.filter((l) => l.hfrItemId === null && l.baseItemId !== null);
  const itemIds = [...new Set(open.map((l) => l.baseItemId!))];
  const candidates = itemIds.length
    ? await ctx.tx
        .select()
        .from(holdForReleaseItems)
        .where(ctx.scope.where(holdForReleaseItems, inArray(holdForReleaseItems.baseItemId, itemIds)))
        .orderBy(desc(sql`(${holdForReleaseItems.projectId} is not distinct from ${ctx.project.id})`), asc(holdForReleaseItems.id))
        .for('update')
    : [];
  const taken = await linkedQuantities(ctx.tx, ctx.scope, candidates.map((c) => c.id));
  const left = new Map(candidates.map((c) => [c.id, c.quantityHeld - c.quantityReleased - (taken.get(c.id) ?? 0)]));
  const needOf = await unitsNeeded(ctx.tx, open);
  const links = new Map<number, number>();
  for (const line of open) {
    const need = needOf(line);
    const hfr = candidates.find((c) => c.baseItemId === line.baseItemId && (left.get(c.id) ?? 0) + 1e-9 >= need);
    if (!hfr) continue;
    left.set(hfr.id, (left.get(hfr.id) ?? 0) - need);
    links.set(line.id, hfr.id);
  }
  if (!links.size) throw nonFieldErrors(cartMessages.noHfrMatch);
  const matched = lines.filter((l) => links.has(l.id));
  const result = await changeLines(ctx, matched, (line) => ({ hfrItemId: links.get(line.id) }));
  const n = links.size;
  return { ...result, detail: `${n} item${n === 1 ? '' : 's'} matched to hold-for-release items.` };
}

/** unlink_from_hfr_item */
export async function unlinkHfr(ctx: ProjectActionContext, itemId: number): Promise<CartActionResult> {
  const line = await lockLine(ctx, itemId);
  if (line.hfrItemId === null) throw fieldErrors({ item_id: cartMessages.notLinkedToHfr });
  await ctx.tx.update(cartItems).set({ hfrItemId: null, updatedAt: new Date() }).where(ctx.scope.where(cartItems, eq(cartItems.id, line.id)));
  return answer(ctx, [line.id]);
}

const supplier = alias(companies, 'supplier');

/** SearchHoldForReleaseItems/: the company's HFR items, newest first, with what is left and how many lines use each. */
export async function searchHfrItems(
  db: DbOrTx,
  scope: CompanyScope,
  filter: { search_text: string; project_id?: number | null; base_item_id?: number | null },
  page: PageRequest,
): Promise<{ count: number; results: HfrItem[] }> {
  const conds: (SQL | undefined)[] = [
    filter.project_id ? eq(holdForReleaseItems.projectId, filter.project_id) : undefined,
    filter.base_item_id ? eq(holdForReleaseItems.baseItemId, filter.base_item_id) : undefined,
    filter.search_text ? sql`lower(${holdForReleaseItems.releaseNumber} || ' ' || ${holdForReleaseItems.description}) like lower(${containsPattern(filter.search_text)})` : undefined,
  ];
  const where = scope.where(holdForReleaseItems, and(...conds));
  const { rows, total } = await pagedRows(page, {
    rows: db
      .select({
        hfr: holdForReleaseItems,
        baseItemCode: baseItems.baseItemCode,
        supplierId: supplier.id,
        supplierName: supplier.name,
        linked: sql<number>`(select count(*)::int from cart_items c where c.hfr_item_id = ${holdForReleaseItems.id})`,
        linkedQuantity: sql<string | null>`(select sum(c.package_count * coalesce(o.package_quantity, 1)) from cart_items c left join base_item_options o on o.id = c.base_item_option_id where c.hfr_item_id = ${holdForReleaseItems.id})`,
      })
      .from(holdForReleaseItems)
      .leftJoin(baseItems, eq(baseItems.id, holdForReleaseItems.baseItemId))
      .leftJoin(supplier, eq(supplier.id, holdForReleaseItems.supplierCompanyId))
      .where(where)
      .orderBy(desc(holdForReleaseItems.id)),
    count: db.select({ n: sql<number>`count(*)::int` }).from(holdForReleaseItems).where(where),
  });
  return {
    count: total,
    results: rows.map((r) => ({
      id: r.hfr.id,
      release_number: r.hfr.releaseNumber,
      project_id: r.hfr.projectId,
      supplier: r.supplierId !== null && r.supplierName !== null ? { id: r.supplierId, name: r.supplierName } : null,
      base_item_id: r.hfr.baseItemId,
      base_item_code: r.baseItemCode ?? '',
      description: r.hfr.description,
      quantity_held: r.hfr.quantityHeld,
      quantity_released: r.hfr.quantityReleased,
      quantity_available: quantityLeft(r.hfr.quantityHeld, r.hfr.quantityReleased),
      linked_count: Number(r.linked),
      quantity_linked: roundQuantity(Number(r.linkedQuantity ?? 0)),
    })),
  };
}
