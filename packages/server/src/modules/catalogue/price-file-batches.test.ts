import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../test/catalogue-factories';
import { makeAccount, makeCompany } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { count, eq, sql } from 'drizzle-orm';
import { contractPrices, suppliers } from '../../db/schema/index';
import { importFinished, WRITE_BATCH } from './price-file-import';

/**
 * Security finding (issue 11.4): a 200,000-row price file made the embedded-database server
 * unanswerable for over a minute, because the whole file was written in one transaction on its
 * one connection. The rows now go in short transactions with a turn for other requests between.
 */
let t: TestApp;
let seller: { token: string };
let buyerId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const buyer = await makeCompany(t.db, { systemType: 'buyer' });
  const supplier = await makeCompany(t.db, { systemType: 'seller' });
  buyerId = buyer.id;
  await t.db.insert(suppliers).values({ companyId: buyer.id, name: 'Batch supplier', supplierCompanyId: supplier.id });
  seller = await t.signIn((await makeAccount(t.db, supplier.id)).id, supplier.id);
});
afterAll(() => t.close());

const HEADER = 'Catalog Number,Description,Manufacturer,Category,Product Group,UPC,UOM,Price,Price UOM,Package Name,Package Qty';

describe('a large price file', () => {
  it('is written in batches while the server keeps answering, and every row lands', { timeout: 240_000 }, async () => {
    const rows = WRITE_BATCH * 8;
    const lines = Array.from({ length: rows }, (_, i) => `BATCH-${i},Batch test item ${i},Batch Maker,Batch Category,Batch Group,,EA,${(1 + (i % 97) / 100).toFixed(2)},,,`);
    const res = await t.as(seller)({ method: 'POST', url: '/api/v1/price_file/upload/', ...multipart({ kind: 'price_file', buyer_company_id: String(buyerId) }, { name: 'big.csv', content: [HEADER, ...lines].join('\n') }) });
    expect(res.statusCode).toBe(202);
    const id = res.json().id;
    let answeredWhileImporting = 0;
    let sawCommittedPart = false;
    for (;;) {
      // A client polls now and then; in-process calls would otherwise never give the import a turn.
      await new Promise((resolve) => setTimeout(resolve, 25));
      const status = (await t.as(seller)({ method: 'GET', url: `/api/v1/price_file/imports/${id}/` })).json().status;
      if (status === 'completed' || status === 'failed') break;
      const health = await t.as(null)({ method: 'GET', url: '/api/v1/health/' });
      expect(health.statusCode).toBe(200);
      const after = (await t.as(seller)({ method: 'GET', url: `/api/v1/price_file/imports/${id}/` })).json().status;
      if (status === 'importing' && after === 'importing') answeredWhileImporting++;
      // Another connection's view: batches commit one by one (a single transaction shows nothing until the end).
      const [{ n }] = await t.db.select({ n: count() }).from(contractPrices).where(eq(contractPrices.companyId, buyerId));
      if (n > 0 && n < rows) sawCommittedPart = true;
    }
    await importFinished(id);
    const done = (await t.as(seller)({ method: 'GET', url: `/api/v1/price_file/imports/${id}/` })).json();
    expect(done).toMatchObject({ status: 'completed', created_items: rows, prices_written: rows });
    expect(answeredWhileImporting).toBeGreaterThan(0);
    expect(sawCommittedPart).toBe(true);
  });

  it.runIf(process.env.TEST_DB === 'postgres')('leaves nothing pending in the search indexes once completed (PostgreSQL)', async (ctx) => {
    const available = (await t.db.execute(sql`select 1 from pg_available_extensions where name = 'pgstattuple'`)) as unknown as { rows: unknown[] };
    if (!available.rows.length) ctx.skip('pgstattuple is not installed');
    await t.db.execute(sql`create extension if not exists pgstattuple`);
    const pending = async () =>
      ((await t.db.execute(sql`select (select pending_pages from pgstatginindex('base_items_search_idx'::regclass)) + (select pending_pages from pgstatginindex('base_items_code_trgm_idx'::regclass)) as pages`)) as unknown as { rows: { pages: number }[] }).rows[0].pages;
    const lines = Array.from({ length: WRITE_BATCH }, (_, i) => `PEND-${i},Pending test item ${i},Batch Maker,Batch Category,Batch Group,,EA,2.50,,,`);
    const res = await t.as(seller)({ method: 'POST', url: '/api/v1/price_file/upload/', ...multipart({ kind: 'price_file', buyer_company_id: String(buyerId) }, { name: 'pending.csv', content: [HEADER, ...lines].join('\n') }) });
    expect(res.statusCode).toBe(202);
    await importFinished(res.json().id);
    expect((await t.as(seller)({ method: 'GET', url: `/api/v1/price_file/imports/${res.json().id}/` })).json()).toMatchObject({ status: 'completed', created_items: WRITE_BATCH });
    expect(await pending()).toBe(0);
    // What the flush took away: the same rows written without it leave pages pending.
    await t.db.execute(sql`update base_items set description = description || ' (again)' where base_item_code like 'PEND-%'`);
    expect(await pending()).toBeGreaterThan(0);
  });
});
