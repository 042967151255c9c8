import { and, eq, min, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { catalogueItem, makeCatalogueItems } from '../../../test/catalogue-factories';
import { openTestDatabase } from '../../../test/database';
import { makeCompany } from '../../../test/factories';
import { contractPrices } from '../../db/schema/index';
import type { Database } from '../../platform/db';
import { contractPriceScope, contractPriceValidOn } from './scope';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

it("finds a buyer's price of an item by the buyer's own index, however many buyers the supplier prices the item for", async () => {
  const { db } = database;
  const supplier = await makeCompany(db, { systemType: 'seller' });
  const buyers = [];
  for (let i = 0; i < 40; i++) buyers.push(await makeCompany(db));
  const itemIds = await makeCatalogueItems(db, Array.from({ length: 100 }, (_, i) => catalogueItem({ code: `IDX-${i}` })));
  // Every buyer has a price for every item, from the one supplier: 4,000 prices.
  await db.execute(sql`insert into contract_prices (company_id, supplier_company_id, base_item_id, price, valid_from)
    select b, ${supplier.id}, i, 1.25, '2026-01-01' from unnest(${sql.raw(`array[${buyers.map((b) => b.id).join(',')}]`)}) b, unnest(${sql.raw(`array[${itemIds.join(',')}]`)}) i`);
  await db.execute(sql`analyze contract_prices`);

  // The lookup the BOM lines and the search make for each line: the buyer's lowest price of the item on a day.
  const lookup = db
    .select({ price: min(contractPrices.price) })
    .from(contractPrices)
    .where(and(eq(contractPrices.baseItemId, itemIds[50]), contractPriceScope({ companyId: buyers[20].id, systemType: 'buyer' }), contractPriceValidOn('2026-06-01')));
  expect(await lookup).toEqual([{ price: 1.25 }]);
  const q = lookup.toSQL();
  const { rows } = (await database.db.execute(sql.raw(`explain ${q.sql.replace(/\$(\d+)/g, (_, n) => `'${String(q.params[Number(n) - 1])}'`)}`))) as unknown as {
    rows: { 'QUERY PLAN': string }[];
  };
  const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
  // By the supplier-led unique index it would read all 100 of the buyer's prices; by the item's, all 40 buyers'.
  expect(plan).toContain('contract_prices_buyer_item_idx');
});
