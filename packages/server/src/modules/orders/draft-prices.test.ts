import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeContractPrice } from '../../../test/catalogue-factories';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { suppliers } from '../../db/schema/index';
import { cartWorld, type CartWorld } from '../cart/test-world';

/**
 * A draft follows the supplier's prices: a contract price the supplier brings in after the lines
 * went on the draft (a price file import) reprices the lines priced by the catalogue or a contract
 * when the buyer opens the draft; a custom line keeps its own price, and submit sends what the
 * screen showed. Draft #7 kept $0.4325 "Contract price" after ATC-EMT050 went to 0.41. A read-only API
 * token reads the draft as stored (opening it would write).
 */
let t: TestApp;
let w: CartWorld;
let supplierId: number;

beforeAll(async () => {
  t = await buildTestApp();
  w = await cartWorld(t);
  [{ id: supplierId }] = await t.db.insert(suppliers).values({ companyId: w.company.id, name: `Metro ${w.tag}`, supplierCompanyId: w.supplier.id }).returning();
});
afterAll(() => t.close());

const prices = (o: { items: { code: string; unit_price: number | null; price_source: string }[] }) => o.items.map((i) => [i.unit_price, i.price_source]);

describe("a draft's prices", () => {
  it('follow the contract prices of today as the buyer opens the draft; a custom price stays; submit sends them', async () => {
    const job = await w.make({ name: `Draft prices ${w.tag}` });
    const catalogue = await w.addLines(job.id, [
      { baseItemId: w.items.breaker, packageCount: 4 },
      { baseItemId: w.items.conduit, baseItemOptionId: w.options.stick, packageCount: 3 },
    ]);
    const custom = await w.addCustom(job.id, [{ description: 'Pull box 12x12', code: 'PB-12', unit: 'EA', unitPrice: 0.145, manufacturerName: '', packageCount: 2 }]);
    const orderId = (await w.asBuyer({ method: 'POST', url: `/api/v1/projects/${job.id}/add_to_po/`, payload: { cart_item_ids: [...catalogue, ...custom], supplier_id: supplierId } })).json().orders[0].id;
    const get = async () => (await w.asBuyer({ method: 'GET', url: `/api/v1/orders/${orderId}/` })).json();
    expect(prices(await get())).toEqual([
      [7.5, 'contract'],
      [0.62, 'catalogue'],
      [0.145, 'custom'],
    ]);

    // the supplier's new prices: the breaker lower, the conduit under contract now
    await makeContractPrice(t.db, { buyerId: w.company.id, supplierId: w.supplier.id, itemId: w.items.breaker, price: 7.1, validFrom: '2026-06-01' });
    await makeContractPrice(t.db, { buyerId: w.company.id, supplierId: w.supplier.id, itemId: w.items.conduit, price: 0.41 });
    // a read-only API token reads the draft as stored: opening it writes nothing
    const key = (await w.asBuyer({ method: 'POST', url: '/api/v1/api_tokens/', payload: { name: `Reader ${w.tag}` } })).json().key as string;
    const asReader = await t.app.inject({ method: 'GET', url: `/api/v1/orders/${orderId}/`, headers: { authorization: `Token ${key}` } });
    expect(asReader.statusCode, asReader.body).toBe(200);
    expect(prices(asReader.json())).toEqual([
      [7.5, 'contract'],
      [0.62, 'catalogue'],
      [0.145, 'custom'],
    ]);
    const draft = await get();
    expect(prices(draft)).toEqual([
      [7.1, 'contract'],
      [0.41, 'contract'],
      [0.145, 'custom'],
    ]);
    // 4 x 7.10 + 30 x 0.41 + 2 x 0.145 = 28.40 + 12.30 + 0.29
    expect(draft.total).toBe(40.99);

    await w.asBuyer({ method: 'PATCH', url: `/api/v1/orders/${orderId}/`, payload: { ship_to_type: 'will_call' } });
    const submitted = await w.asBuyer({ method: 'POST', url: `/api/v1/orders/${orderId}/submit/`, payload: {} });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().total).toBe(40.99);
  });
});
