import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { assetMessages, reservedCodeRefusal, scanMessages } from '@jobsite/core';
import { assetItems, binLocations, jobSiteBins, projects, warehouses } from '../../db/schema/index';
import type { Tx } from '../../platform/db';
import type { CompanyScope } from '../../platform/scope';

/**
 * The thing a code is being saved on: an item's barcode, a warehouse bin's code or a job-site bin's
 * code, with its own id (null while new) so it does not clash with itself.
 */
export type CodeOwner =
  | { kind: 'item'; itemId: number | null }
  | { kind: 'warehouse_bin'; binId: number | null; warehouseId: number }
  | { kind: 'site_bin'; projectId: number };

/**
 * What each of these codes (as given) would open instead of the thing it is saved on, in the
 * caller's company: a shape the app prints itself (reservedCodeRefusal: jobsite:, SF-00012),
 * another item's barcode or serial number (the scan dialog reads both), a warehouse bin's code or a
 * job-site bin's code. Answers the refusal per code (upper case) that clashes. The one check every
 * save of a barcode or bin code goes through (item create/update/import, warehouse bins, job-site
 * bins), so a printed code resolves to one thing. Job-site bins of different jobs may share a code
 * (decision record 017: the scan opens the newest and names its job); a job's own repeat is
 * refused by its unique index.
 *
 * The unique indexes catch a race of two saves of one kind only; a bin and an item saved at the
 * same moment with one code would both pass. So the check first takes the company's scan code lock
 * (lockScanCodes) until the caller's transaction ends: a second save waits, then sees the first.
 */
export async function scanCodeClashes(db: Tx, scope: CompanyScope, codes: string[], owner: CodeOwner): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const original = new Map<string, string>();
  for (const c of codes) {
    const code = c.trim();
    if (!code) continue;
    original.set(code.toUpperCase(), code);
    const reserved = reservedCodeRefusal(code);
    if (reserved) out.set(code.toUpperCase(), reserved);
  }
  const wanted = [...original.keys()].filter((c) => !out.has(c));
  if (wanted.length === 0) return out;
  await lockScanCodes(db, scope);
  const as = (upper: string) => original.get(upper) ?? upper;
  const isItem = owner.kind === 'item';

  const siteBins = await db
    .select({ code: sql<string>`upper(${jobSiteBins.code})`, projectId: jobSiteBins.projectId, projectName: projects.name })
    .from(jobSiteBins)
    .innerJoin(projects, eq(projects.id, jobSiteBins.projectId))
    .where(scope.where(jobSiteBins, inArray(sql`upper(${jobSiteBins.code})`, wanted), owner.kind === 'site_bin' ? sql`${jobSiteBins.projectId} <> ${owner.projectId}` : undefined));
  if (owner.kind !== 'site_bin') for (const b of siteBins) out.set(b.code, isItem ? assetMessages.barcodeIsBin(as(b.code)) : scanMessages.siteBin(as(b.code), b.projectName));

  const bins = await db
    .select({ code: sql<string>`upper(${binLocations.code})`, warehouseId: binLocations.warehouseId, warehouseName: warehouses.name })
    .from(binLocations)
    .innerJoin(warehouses, eq(warehouses.id, binLocations.warehouseId))
    .where(scope.where(binLocations, inArray(sql`upper(${binLocations.code})`, wanted), owner.kind === 'warehouse_bin' && owner.binId !== null ? sql`${binLocations.id} <> ${owner.binId}` : undefined));
  for (const b of bins) {
    const code = as(b.code);
    out.set(
      b.code,
      isItem ? assetMessages.barcodeIsBin(code) : owner.kind === 'warehouse_bin' && b.warehouseId === owner.warehouseId ? duplicateBinMessage(code) : scanMessages.warehouseBin(code, b.warehouseName),
    );
  }

  const items = await db
    .select({ barcode: sql<string>`upper(${assetItems.barcode})`, serial: sql<string>`upper(${assetItems.serialNumber})` })
    .from(assetItems)
    .where(
      scope.where(
        assetItems,
        owner.kind === 'item' && owner.itemId !== null ? sql`${assetItems.id} <> ${owner.itemId}` : undefined,
        or(and(inArray(sql`upper(${assetItems.barcode})`, wanted), sql`${assetItems.barcode} <> ''`), and(inArray(sql`upper(${assetItems.serialNumber})`, wanted), sql`${assetItems.serialNumber} <> ''`)),
      ),
    );
  for (const i of items) {
    if (wanted.includes(i.serial) && !out.has(i.serial)) out.set(i.serial, isItem ? assetMessages.barcodeIsSerial(as(i.serial)) : scanMessages.itemSerial(as(i.serial)));
    if (wanted.includes(i.barcode)) out.set(i.barcode, isItem ? assetMessages.barcodeOnItem(as(i.barcode)) : scanMessages.itemBarcode(as(i.barcode)));
  }
  return out;
}

/** The advisory lock's first key for the codes a scan reads of a company (the second is the company id). */
const SCAN_CODES_LOCK = 7301;

/**
 * Takes the caller's company's scan code lock until the transaction ends: every save of a code a scan
 * reads (an item's barcode or serial number, a warehouse or job-site bin's code) checks for clashes
 * under it, so two saves racing with one code are taken one after the other. One lock for all of
 * them, taken again by the same transaction at no cost, so no two of these saves can deadlock.
 */
export async function lockScanCodes(tx: Tx, scope: CompanyScope): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SCAN_CODES_LOCK}::int, ${scope.companyId}::int)`);
}

/** A warehouse's own repeat of a bin code (its unique index says the same when two saves race). */
export const duplicateBinMessage = (code: string) => `A bin location with code ${code} exists in this warehouse already.`;
