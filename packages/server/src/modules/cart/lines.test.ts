import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartMessages } from '@jobsite/core';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { companyScope } from '../../platform/scope';
import type { PricingContext } from './lines';
import { loadCartItems, prepareLinesByIds } from './read-lines';
import { cartWorld, type CartWorld } from './test-world';
import { contractPrices } from '../../db/schema/index';
import { eq } from 'drizzle-orm';

let t: TestApp;
let w: CartWorld;
let pricing: PricingContext;

beforeAll(async () => {
  t = await buildTestApp();
  w = await cartWorld(t);
  pricing = { contractScope: eq(contractPrices.companyId, w.company.id), on: new Date().toISOString().slice(0, 10) };
});
afterAll(() => t.close());

const load = (ids: number[], companyId = w.company.id, price = pricing) => loadCartItems(t.db, companyScope(companyId), price, ids);

describe('the lines query', () => {
  it('reads each shown table through its own subquery fenced with OFFSET 0 (drizzle drops .offset(0); unfenced, PGlite planned it three times as long)', () => {
    expect(prepareLinesByIds(t.db).getQuery().sql.match(/ offset 0\) "line_[a-z_]+" on true| offset 0\) "chosen_option" on true/g)).toHaveLength(7);
  });
});

describe('addCatalogueLines', () => {
  it('adds lines at the end with the default option and primary maker, and reads them back as CartItems', async () => {
    const ids = await w.addLines(w.project.id, [
      { baseItemId: w.items.conduit, packageCount: 3, phaseCode: { code: '01', name: 'Rough-in' } },
      { baseItemId: w.items.breaker, packageCount: 2, manufacturerId: w.makers.squareD, noSubstitute: true },
    ]);
    const [conduit, breaker] = await load(ids);
    expect(conduit).toMatchObject({
      project_id: w.project.id,
      base_item_id: w.items.conduit,
      is_custom: false,
      base_item_options: { id: w.options.stick, package_quantity: 10, is_default: true },
      manufacturer: { id: w.makers.allied, name: 'Allied Tube & Conduit' },
      manufacturer_name: 'Allied Tube & Conduit',
      package_count: 3,
      total_quantity: 30,
      unit_price: 0.62,
      has_contract_price: false,
      extended_price: 18.6,
      phase_code: { code: '01', name: 'Rough-in' },
      cost_code: null,
      added_by: { id: w.buyer.id },
    });
    expect(conduit.options.map((o) => o.id)).toEqual([w.options.perFoot, w.options.stick]);
    // The company's contract price wins over the list price.
    expect(breaker).toMatchObject({ unit_price: 7.5, has_contract_price: true, extended_price: 15, no_substitute: true, is_substitute_allowed: false });
    const rows = await w.rowsOf(w.project.id);
    expect(rows.slice(-2).map((r) => r.id)).toEqual(ids);
    expect(rows.at(-1)!.position).toBeGreaterThan(rows.at(-2)!.position);
  });

  it('takes an alternate manufacturer that makes the item, and refuses one that does not', async () => {
    const [id] = await w.addLines(w.project.id, [{ baseItemId: w.items.conduit, packageCount: 1, manufacturerId: w.makers.wheatland, baseItemOptionId: w.options.perFoot }]);
    expect((await load([id]))[0]).toMatchObject({ manufacturer: { id: w.makers.wheatland }, total_quantity: 1 });
    const before = await w.rowsOf(w.project.id);
    await expect(w.addLines(w.project.id, [{ baseItemId: w.items.conduit, packageCount: 1 }, { baseItemId: w.items.conduit, packageCount: 1, manufacturerId: w.makers.squareD }])).rejects.toMatchObject({
      body: { manufacturer_id: [cartMessages.unknownManufacturer] },
    });
    expect(await w.rowsOf(w.project.id)).toEqual(before);
  });

  it('refuses an unknown item and an option of another item', async () => {
    await expect(w.addLines(w.project.id, [{ baseItemId: 99_999_999, packageCount: 1 }])).rejects.toMatchObject({ body: { id: [cartMessages.unknownCatalogueItem] } });
    await expect(w.addLines(w.project.id, [{ baseItemId: w.items.breaker, packageCount: 1, baseItemOptionId: w.options.stick }])).rejects.toMatchObject({
      body: { base_item_options_id: [cartMessages.unknownOption] },
    });
  });

  it('needs both rental dates in order for a rental line', async () => {
    await expect(w.addLines(w.project.id, [{ baseItemId: w.items.breaker, packageCount: 1, isRental: true, rentalStartDate: '2026-05-01' }])).rejects.toMatchObject({
      body: { rental_start_date: [cartMessages.rentalDatesRequired] },
    });
    await expect(w.addLines(w.project.id, [{ baseItemId: w.items.breaker, packageCount: 1, isRental: true, rentalStartDate: '2026-05-02', rentalEndDate: '2026-05-01' }])).rejects.toMatchObject({
      body: { rental_end_date: [cartMessages.rentalDatesOrder] },
    });
  });
});

describe('addCustomLines', () => {
  it('reuses the company’s custom item with the same fields and makes a new one otherwise', async () => {
    const fields = { description: 'Unistrut bracket', code: 'UB-1', unit: 'EA' as const, unitPrice: 4.25, manufacturerName: 'Local Fab', packageCount: 2 };
    const [a, b, c] = await w.addCustom(w.project.id, [fields, { ...fields, packageCount: 5 }, { ...fields, code: 'UB-2' }]);
    const [ia, ib, ic] = await load([a, b, c]);
    expect(ia).toMatchObject({ is_custom: true, base_item_id: null, description: 'Unistrut bracket', base_item_code: 'UB-1', manufacturer: null, manufacturer_name: 'Local Fab', unit_price: 4.25, extended_price: 8.5, total_quantity: 2, options: [] });
    expect(ib.custom_item_id).toBe(ia.custom_item_id);
    expect(ic.custom_item_id).not.toBe(ia.custom_item_id);
  });

  it('refuses a custom item of another company', async () => {
    const [theirs] = await w.addCustom(w.otherProject.id, [{ description: 'Their thing', code: '', unit: 'EA', unitPrice: null, manufacturerName: '', packageCount: 1 }], w.other.id);
    const [line] = await load([theirs], w.other.id);
    await expect(w.addCustom(w.project.id, [{ customItemId: line.custom_item_id, description: 'x', code: '', unit: 'EA', unitPrice: null, manufacturerName: '', packageCount: 1 }])).rejects.toMatchObject({ statusCode: 400 });
  });
});

describe('loadCartItems', () => {
  it('reads only the scope’s lines, in the order asked', async () => {
    const [mine] = await w.addLines(w.project.id, [{ baseItemId: w.items.wire, packageCount: 1 }]);
    const [theirs] = await w.addLines(w.otherProject.id, [{ baseItemId: w.items.wire, packageCount: 1 }], w.other.id, w.stranger.id);
    expect((await load([theirs, mine])).map((i) => i.id)).toEqual([mine]);
    expect((await load([theirs], w.other.id)).map((i) => i.id)).toEqual([theirs]);
  });
});

describe('loadCartItems past a page', () => {
  it('reads more ids than the largest page through one unfenced statement, with the same lines as a page', async () => {
    const ids = await w.addLines(w.project.id, [
      { baseItemId: w.items.conduit, packageCount: 4, phaseCode: { code: '02', name: 'Trim' } },
      { baseItemId: w.items.breaker, packageCount: 1 },
    ]);
    const page = await load(ids);
    // 201 ids: the two lines and ids no line has (left out of the answer).
    const many = [...ids, ...Array.from({ length: 199 }, (_, i) => 1_000_000 + i)];
    expect(await load(many)).toEqual(page);
    expect(page.map((l) => l.id)).toEqual(ids);
  });
});
