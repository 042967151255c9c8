import { and, asc, eq, ilike, inArray } from 'drizzle-orm';
import { baseItems, holdForReleaseItems, projects } from '../db/schema/index';
import type { Tx } from '../platform/db';

/*
 * Hold-for-release items of the demo contractor: material the demo supplier holds for it,
 * some for the DMC Tower A job, so auto-match on a BOM finds them. (Demo cart lines come
 * with the BOM import.)
 */

/** The supplier's own consumables (their codes are fixed), then a generated conduit and wire when the catalogue has them. */
const HELD: { code?: string; like?: string; release: string; held: number; released: number; forJob: boolean }[] = [
  { code: 'MPR-TIE8N', release: 'HFR-24101-01', held: 5000, released: 1000, forJob: true },
  { code: 'MPR-TAPE7BK', release: 'HFR-24101-02', held: 200, released: 0, forJob: true },
  { code: 'MPR-GRND-ROD', release: 'HFR-24101-03', held: 40, released: 10, forJob: true },
  { code: 'MPR-PULL-14', release: 'HFR-2026-114', held: 12, released: 2, forJob: false },
  { code: 'MPR-WN-YEL', release: 'HFR-2026-115', held: 3000, released: 0, forJob: false },
  { like: '%EMT%', release: 'HFR-24101-04', held: 2000, released: 500, forJob: true },
  { like: '%THHN%', release: 'HFR-2026-116', held: 10000, released: 2500, forJob: false },
];

export async function seedDemoHoldForRelease(tx: Tx, contractorId: number, supplierId: number): Promise<number> {
  const [job] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.companyId, contractorId), eq(projects.mainJobNum, 'J-24101')));
  const codes = HELD.flatMap((h) => (h.code ? [h.code] : []));
  const byCode = new Map(
    (await tx.select({ id: baseItems.id, code: baseItems.baseItemCode, description: baseItems.description }).from(baseItems).where(inArray(baseItems.baseItemCode, codes))).map((i) => [i.code, i]),
  );
  const rows: (typeof holdForReleaseItems.$inferInsert)[] = [];
  for (const h of HELD) {
    const item = h.code
      ? byCode.get(h.code)
      : (await tx.select({ id: baseItems.id, description: baseItems.description }).from(baseItems).where(ilike(baseItems.description, h.like!)).orderBy(asc(baseItems.id)).limit(1))[0];
    if (!item) continue;
    rows.push({
      companyId: contractorId,
      projectId: h.forJob ? (job?.id ?? null) : null,
      supplierCompanyId: supplierId,
      baseItemId: item.id,
      releaseNumber: h.release,
      description: item.description,
      quantityHeld: h.held,
      quantityReleased: h.released,
    });
  }
  if (rows.length) await tx.insert(holdForReleaseItems).values(rows);
  return rows.length;
}
