import { and, eq, ne, sql } from 'drizzle-orm';
import { canCreateItem, type ImportError, type PriceFileRow, priceFileMessages, validatePriceFileRow } from '@jobsite/core';
import { baseItemManufacturers, baseItems, catalogueImports, contractPrices } from '../../db/schema/index';
import type { Db, Tx } from '../../platform/db';
import { ensureCatalogueNames, flushSearchIndexes, refreshKeywords } from './bulk-load';
import type { PriceFileRecord } from './price-file-parse';

export const MAX_KEPT_ERRORS = 500;

export interface ImportJob {
  id: number;
  kind: 'master' | 'price_file';
  /** The uploading company: a supplier for price files. */
  companyId: number;
  buyerCompanyId: number | null;
  records: PriceFileRecord[];
}

/** Progress of the imports running in this process; the table has the rest (docs/decisions/008). */
export const liveProgress = new Map<number, { processed: number }>();
const running = new Map<number, Promise<void>>();

/** Resolves when an import running in this process has finished (tests, shutdown). */
export const importFinished = (id: number) => running.get(id) ?? Promise.resolve();
export const runningImports = () => [...running.values()];

export function startImport(db: Db, job: ImportJob, log: { error: (obj: object, msg: string) => void }): void {
  liveProgress.set(job.id, { processed: 0 });
  const run = runImport(db, job)
    .catch(async (err) => {
      log.error({ err, importId: job.id }, 'catalogue import failed');
      // A failure after some batches has already said how far it got.
      await db
        .update(catalogueImports)
        .set({ status: 'failed', detail: 'The import failed on the server; nothing was imported.', finishedAt: new Date() })
        .where(and(eq(catalogueImports.id, job.id), ne(catalogueImports.status, 'failed')));
    })
    .finally(() => {
      liveProgress.delete(job.id);
      running.delete(job.id);
    });
  running.set(job.id, run);
}

const yieldToEventLoop = () => new Promise((r) => setImmediate(r));
const key = (s: string) => s.trim().toLowerCase();

interface Existing {
  id: number;
  ownerCompanyId: number | null;
  categoryId: number;
}

async function runImport(db: Db, job: ImportJob): Promise<void> {
  const progress = liveProgress.get(job.id)!;
  const errors: ImportError[] = [];
  const rows: { line: number; row: PriceFileRow }[] = [];
  const firstLine = new Map<string, number>();
  for (const [n, record] of job.records.entries()) {
    const result = validatePriceFileRow(record.values, record.line);
    if (!result.ok) errors.push(...result.errors);
    else {
      const code = key(result.row.catalogNumber);
      const seen = firstLine.get(code);
      if (seen !== undefined) errors.push({ line: record.line, column: 'catalog_number', message: priceFileMessages.duplicateCatalogNumber(seen) });
      else {
        firstLine.set(code, record.line);
        rows.push({ line: record.line, row: result.row });
      }
    }
    if (n % 1000 === 999) {
      progress.processed = Math.floor((n + 1) / 2);
      await yieldToEventLoop();
    }
  }

  // What only the catalogue knows: is the item there, and whose is it?
  const existing = new Map<string, Existing>();
  const codes = [...firstLine.keys()];
  for (let start = 0; start < codes.length; start += 2000) {
    const chunk = codes.slice(start, start + 2000);
    const found = await db
      .select({ id: baseItems.id, code: sql<string>`lower(${baseItems.baseItemCode})`, ownerCompanyId: baseItems.ownerCompanyId, categoryId: baseItems.categoryId })
      .from(baseItems)
      .where(sql`lower(${baseItems.baseItemCode}) = any(${`{${chunk.map((c) => `"${c.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`}::text[])`);
    for (const f of found) existing.set(f.code, f);
  }
  for (const { line, row } of rows) {
    const item = existing.get(key(row.catalogNumber));
    if (!item && !canCreateItem(row)) errors.push({ line, column: 'catalog_number', message: priceFileMessages.newItemNeeds });
    // A supplier prices the shared catalogue and its own items, never another supplier's.
    if (item && job.kind === 'price_file' && item.ownerCompanyId !== null && item.ownerCompanyId !== job.companyId) {
      errors.push({ line, column: 'catalog_number', message: priceFileMessages.otherSuppliersItem });
    }
  }
  progress.processed = Math.floor(job.records.length / 2);

  if (errors.length) {
    errors.sort((a, b) => a.line - b.line);
    await db
      .update(catalogueImports)
      .set({ status: 'failed', errors: errors.slice(0, MAX_KEPT_ERRORS), errorCount: errors.length, processedRows: job.records.length, finishedAt: new Date(), detail: 'Nothing was imported: fix the rows listed and upload the file again.' })
      .where(eq(catalogueImports.id, job.id));
    return;
  }

  await db.update(catalogueImports).set({ status: 'importing', processedRows: progress.processed }).where(eq(catalogueImports.id, job.id));
  // Every row was checked above, so the writes cannot be refused for their content. They go in
  // batches of WRITE_BATCH rows, each its own short transaction, with a turn for other requests
  // between: on the embedded database (one connection) a single long transaction would hold
  // every other request until it committed. Each batch is upserts, so a file cut off by a
  // server failure is finished by uploading it again.
  const counts = { createdItems: 0, updatedItems: 0, pricesWritten: 0 };
  for (let start = 0; start < rows.length; start += WRITE_BATCH) {
    const batch = rows.slice(start, start + WRITE_BATCH);
    try {
      const written = await db.transaction((tx) => writeRows(tx, job, batch, existing, () => {}));
      counts.createdItems += written.createdItems;
      counts.updatedItems += written.updatedItems;
      counts.pricesWritten += written.pricesWritten;
    } catch (err) {
      if (start === 0) throw err;
      await db
        .update(catalogueImports)
        .set({ status: 'failed', ...counts, processedRows: Math.floor(job.records.length / 2) + Math.floor(start / 2), finishedAt: new Date(), detail: partialImportDetail(start, rows.length) })
        .where(eq(catalogueImports.id, job.id));
      throw err;
    }
    progress.processed = Math.floor(job.records.length / 2) + Math.floor((start + batch.length) / 2);
    await yieldToEventLoop();
  }
  // Searches find the new rows at the indexes' full speed from the moment the import shows completed.
  await flushSearchIndexes(db);
  await db
    .update(catalogueImports)
    .set({ status: 'completed', processedRows: job.records.length, ...counts, finishedAt: new Date(), detail: null })
    .where(eq(catalogueImports.id, job.id));
}

/** Rows written per transaction: small enough that other requests wait at most a moment. */
export const WRITE_BATCH = 1000;

export const partialImportDetail = (written: number, total: number) =>
  `The import stopped after ${written} of ${total} rows because of a server error. Upload the file again to finish: rows already saved are updated, not duplicated.`;

async function writeRows(
  tx: Tx,
  job: ImportJob,
  rows: { line: number; row: PriceFileRow }[],
  existing: Map<string, Existing>,
  onProgress: (done: number) => void,
): Promise<{ createdItems: number; updatedItems: number; pricesWritten: number }> {
  const named = rows.map((r) => r.row).filter((r) => r.category || r.manufacturer);
  const names = await ensureCatalogueNames(tx, {
    manufacturers: named.flatMap((r) => (r.manufacturer ? [r.manufacturer] : [])),
    categories: named.flatMap((r) => (r.category ? [r.category] : [])),
    groups: named.flatMap((r) => (r.category ? [{ category: r.category, name: r.productGroup ?? r.category, code: groupCode(r.productGroup ?? r.category) }] : [])),
  });
  const owner = job.kind === 'master' ? null : job.companyId;
  const mayEdit = (e: Existing) => job.kind === 'master' || e.ownerCompanyId === job.companyId;
  const itemIdOf = new Map<string, number>();
  const touched: number[] = [];
  let createdItems = 0;
  let updatedItems = 0;
  let done = 0;

  for (let start = 0; start < rows.length; start += 1000) {
    const batch = rows.slice(start, start + 1000).map((r) => r.row);
    const fresh = batch.filter((r) => !existing.has(key(r.catalogNumber)));
    if (fresh.length) {
      const inserted = await tx
        .insert(baseItems)
        .values(
          fresh.map((r) => {
            const categoryId = names.categories.get(key(r.category!))!;
            return {
              baseItemCode: r.catalogNumber,
              productCode: r.upc ?? '',
              description: r.description!,
              categoryId,
              productGroupId: names.groups.get(`${categoryId}:${key(r.productGroup ?? r.category!)}`)!,
              manufacturerId: names.manufacturers.get(key(r.manufacturer!))!,
              unit: r.unit!,
              unitPrice: r.unitPrice,
              ownerCompanyId: owner,
            };
          }),
        )
        .returning({ id: baseItems.id, code: baseItems.baseItemCode });
      for (const i of inserted) itemIdOf.set(key(i.code), i.id);
      await tx
        .insert(baseItemManufacturers)
        .values(fresh.map((r) => ({ baseItemId: itemIdOf.get(key(r.catalogNumber))!, manufacturerId: names.manufacturers.get(key(r.manufacturer!))!, isPrimary: true })));
      createdItems += fresh.length;
      touched.push(...inserted.map((i) => i.id));
    }
    const editable = batch.filter((r) => {
      const e = existing.get(key(r.catalogNumber));
      if (e) itemIdOf.set(key(r.catalogNumber), e.id);
      return e && mayEdit(e);
    });
    if (editable.length) {
      await updateItems(tx, editable, existing, names);
      updatedItems += editable.length;
      touched.push(...editable.map((r) => existing.get(key(r.catalogNumber))!.id));
    }
    const packaged = batch.filter((r) => r.packageName && r.packageQuantity);
    if (packaged.length) {
      await tx.execute(sql`insert into base_item_options (base_item_id, name, package_quantity, is_default) values ${sql.join(
        packaged.map((r) => sql`(${itemIdOf.get(key(r.catalogNumber))!}, ${r.packageName}, ${r.packageQuantity}, false)`),
        sql`, `,
      )} on conflict (base_item_id, lower(name)) do update set package_quantity = excluded.package_quantity`);
    }
    done += batch.length;
    onProgress(done);
  }

  let pricesWritten = 0;
  if (job.kind === 'price_file' && job.buyerCompanyId) {
    const today = new Date().toISOString().slice(0, 10);
    for (let start = 0; start < rows.length; start += 1000) {
      const batch = rows.slice(start, start + 1000).map((r) => r.row);
      await tx
        .insert(contractPrices)
        .values(
          batch.map((r) => ({
            companyId: job.buyerCompanyId!,
            supplierCompanyId: job.companyId,
            baseItemId: itemIdOf.get(key(r.catalogNumber))!,
            price: r.unitPrice,
            validFrom: r.validFrom ?? today,
            validTo: r.validTo,
          })),
        )
        .onConflictDoUpdate({
          target: [contractPrices.companyId, contractPrices.supplierCompanyId, contractPrices.baseItemId, contractPrices.validFrom],
          set: { price: sql`excluded.price`, validTo: sql`excluded.valid_to` },
        });
      pricesWritten += batch.length;
    }
  }
  if (touched.length) await refreshKeywords(tx, touched);
  return { createdItems, updatedItems, pricesWritten };
}

/** Updates the items a row may change, with only the values the row gives. */
async function updateItems(tx: Tx, rows: PriceFileRow[], existing: Map<string, Existing>, names: Awaited<ReturnType<typeof ensureCatalogueNames>>) {
  const tuples = rows.map((r) => {
    const e = existing.get(key(r.catalogNumber))!;
    const categoryId = r.category ? names.categories.get(key(r.category))! : null;
    const groupCategory = categoryId ?? e.categoryId;
    const groupName = r.productGroup ?? r.category;
    const groupId = groupName ? (names.groups.get(`${groupCategory}:${key(groupName)}`) ?? null) : null;
    const manufacturerId = r.manufacturer ? names.manufacturers.get(key(r.manufacturer))! : null;
    return sql`(${e.id}::int, ${r.description}::text, ${r.upc}::text, ${r.unit}::text, ${String(r.unitPrice)}::numeric, ${categoryId}::int, ${groupId}::int, ${manufacturerId}::int)`;
  });
  await tx.execute(sql`
    update base_items bi set
      description = coalesce(v.description, bi.description),
      product_code = coalesce(v.upc, bi.product_code),
      unit = coalesce(v.unit, bi.unit),
      unit_price = v.price,
      category_id = coalesce(v.category_id, bi.category_id),
      product_group_id = coalesce(v.group_id, bi.product_group_id),
      manufacturer_id = coalesce(v.manufacturer_id, bi.manufacturer_id),
      updated_at = now()
    from (values ${sql.join(tuples, sql`, `)}) as v(id, description, upc, unit, price, category_id, group_id, manufacturer_id)
    where bi.id = v.id`);
  const withMaker = rows.filter((r) => r.manufacturer);
  for (const r of withMaker) {
    const itemId = existing.get(key(r.catalogNumber))!.id;
    const manufacturerId = names.manufacturers.get(key(r.manufacturer!))!;
    await tx.update(baseItemManufacturers).set({ isPrimary: false }).where(and(eq(baseItemManufacturers.baseItemId, itemId), sql`${baseItemManufacturers.manufacturerId} <> ${manufacturerId}`));
    await tx
      .insert(baseItemManufacturers)
      .values({ baseItemId: itemId, manufacturerId, isPrimary: true })
      .onConflictDoUpdate({ target: [baseItemManufacturers.baseItemId, baseItemManufacturers.manufacturerId], set: { isPrimary: true } });
  }
}

/** A short code for a product group named in a price file: its initials or first letters. */
function groupCode(name: string): string {
  const words = name.toUpperCase().match(/[A-Z0-9]+/g) ?? ['GRP'];
  return (words.length > 1 ? words.map((w) => w[0]).join('') : words[0]).slice(0, 6);
}
