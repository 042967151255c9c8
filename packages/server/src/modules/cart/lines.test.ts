import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { cartMessages } from '@jobsite/core';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { companyScope } from '../../platform/scope';
import { daysFromToday } from '../../platform/text-and-dates';
import type { PricingContext } from './lines';
import { cartSummary } from './queries';
import { loadCartItems, prepareLinesByIds } from './read-lines';
import { cartWorld, type CartWorld } from './test-world';
import { catalogueItem, makeCatalogueItems, makeContractPrice } from '../../../test/catalogue-factories';
import { makeCompany } from '../../../test/factories';
import { cartItems } from '../../db/schema/index';
import { createProject } from '../projects/service';
import { contractPricesFor } from '../catalogue/queries';
import { contractPriceScope } from '../catalogue/scope';

let t: TestApp;
let w: CartWorld;
let pricing: PricingContext;

beforeAll(async () => {
  t = await buildTestApp();
  w = await cartWorld(t);
  pricing = { companyId: w.company.id, systemType: 'buyer', on: new Date().toISOString().slice(0, 10) };
});
afterAll(() => t.close());

const load = (ids: number[], companyId = w.company.id, price = pricing) => loadCartItems(t.db, companyScope(companyId), price, ids);

describe('the lines query', () => {
  it('reads each shown table through its own subquery fenced with OFFSET 0 (drizzle drops .offset(0); unfenced, PGlite planned it three times as long)', () => {
    for (const side of ['buyer', 'seller'] as const) expect(prepareLinesByIds[side](t.db).getQuery().sql.match(/ offset 0\) "line_[a-z_]+" on true| offset 0\) "chosen_option" on true/g)).toHaveLength(4);
  });

  it('reads a custom item, a spool and a hold-for-release item only for a line that has one', () => {
    for (const side of ['buyer', 'seller'] as const) {
      const text = prepareLinesByIds[side](t.db).getQuery().sql;
      for (const key of ['custom_item_id', 'spool_id', 'hfr_item_id']) expect(text).toContain(`case when "cart_items"."${key}" is null then null else (select json_build_array(`);
      expect(text).not.toMatch(/lateral[^)]*"(custom_items|cart_spools|hold_for_release_items)"/);
    }
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

  it('reads created_at and updated_at to the row’s millisecond in any session time zone (the line arrives as JSON text)', async () => {
    const [id] = await w.addLines(w.project.id, [{ baseItemId: w.items.wire, packageCount: 1 }]);
    await t.db
      .update(cartItems)
      .set({ createdAt: sql`'2026-11-26 07:00:00.123987+00'`, updatedAt: sql`'2026-11-26 12:34:56.000999+05:30'` })
      .where(eq(cartItems.id, id));
    const [row] = await t.db.select().from(cartItems).where(eq(cartItems.id, id));
    for (const zone of ['UTC', 'Asia/Kolkata', 'America/St_Johns']) {
      const [line] = await t.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local time zone '${zone}'`));
        return loadCartItems(tx, companyScope(w.company.id), pricing, [id]);
      });
      expect([line.created_at, line.updated_at]).toEqual(['2026-11-26T07:00:00.123Z', '2026-11-26T07:04:56.000Z']);
      expect([line.created_at, line.updated_at]).toEqual([row.createdAt.toISOString(), row.updatedAt.toISOString()]);
    }
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

/**
 * A catalogue item listed at 20 with contract prices around today: for the buyer 15 (open), 12
 * (expired yesterday), 11 (from tomorrow) and 14.5 from a second supplier (ending today); for
 * another buyer 9.25 (open) and 3 (from tomorrow).
 */
async function itemWithContractPrices(code: string) {
  const [item] = await makeCatalogueItems(t.db, [catalogueItem({ code, unitPrice: 20 })]);
  const supplier2 = await makeCompany(t.db, { systemType: 'seller' });
  const price = (buyerId: number, supplierId: number, p: number, validFrom = '2026-01-01', validTo: string | null = null) =>
    makeContractPrice(t.db, { buyerId, supplierId, itemId: item, price: p, validFrom, validTo });
  await price(w.company.id, w.supplier.id, 15);
  await price(w.company.id, w.supplier.id, 12, '2025-01-01', daysFromToday(-1)); // expired yesterday
  await price(w.company.id, w.supplier.id, 11, daysFromToday(1)); // starts tomorrow
  await price(w.company.id, supplier2.id, 14.5, '2026-01-01', daysFromToday(0)); // its last day
  await price(w.other.id, w.supplier.id, 9.25); // given to another buyer
  await price(w.other.id, w.supplier.id, 3, daysFromToday(1)); // the same, starting tomorrow
  return { item, supplier2 };
}

describe('cartSummary prices', () => {
  it("totals each line at the reader's lowest contract price valid on the day, as the lines are priced, on each side", async () => {
    const { item, supplier2 } = await itemWithContractPrices(`CS${w.tag}-LOW`);

    const job = await w.make({ name: `Summary prices ${w.tag}` });
    const ids = await w.addLines(job.id, [
      { baseItemId: item, packageCount: 2 },
      { baseItemId: w.items.conduit, packageCount: 3 }, // 10 ft sticks at the list price 0.62
    ]);
    await w.addCustom(job.id, [{ description: 'Pull box', code: 'PB-1', unit: 'EA', unitPrice: 4.1, manufacturerName: '', packageCount: 2 }]);
    const sellerProject = await t.db.transaction((tx) =>
      createProject(tx, companyScope(w.supplier.id), { id: w.seller.id, isStaff: false }, { name: `Quote summary ${w.tag}`, main_job_num: '', is_create_group: false, is_work_order: false, status: 'active' }),
    );
    await w.addLines(sellerProject.id, [{ baseItemId: item, packageCount: 2 }], w.supplier.id, w.seller.id);

    const total = async (companyId: number, projectId: number, reader: PricingContext) => (await cartSummary(t.db, companyScope(companyId), projectId, { search: '', kind: 'all' }, contractPriceScope(reader), reader.on)).total_price;
    const today = daysFromToday(0);
    const buyer = { companyId: w.company.id, systemType: 'buyer' as const, on: today };
    // 14.5 x 2 + 0.62 x 10 x 3 + 4.10 x 2, and the same as the lines' own prices.
    expect(await total(w.company.id, job.id, buyer)).toBe(55.8);
    const lines = await loadCartItems(t.db, companyScope(w.company.id), buyer, ids);
    expect(lines.map((l) => l.extended_price)).toEqual([29, 18.6]);
    // Tomorrow the price starting then is the lowest, and the one ending today is gone.
    expect(await total(w.company.id, job.id, { ...buyer, on: daysFromToday(1) })).toBe(48.8); // 11 x 2 + 18.6 + 8.2
    // A seller's quote is priced at what its own company gives the line's buyer side, not another's.
    expect(await total(w.supplier.id, sellerProject.id, { companyId: w.supplier.id, systemType: 'seller', on: today })).toBe(18.5);
    expect(await total(w.supplier.id, sellerProject.id, { companyId: supplier2.id, systemType: 'seller', on: today })).toBe(29);
  });

  it('answers a project without lines, and a filter that selects none, with zero and no groups', async () => {
    const empty = await w.make({ name: `Empty summary ${w.tag}` });
    const buyer = contractPriceScope({ companyId: w.company.id, systemType: 'buyer' });
    const none = { count: 0, total_price: 0, phase_codes: [], cost_codes: [], manufacturers: [] };
    expect(await cartSummary(t.db, companyScope(w.company.id), empty.id, { search: '', kind: 'all' }, buyer, daysFromToday(0))).toEqual(none);
    expect(await cartSummary(t.db, companyScope(w.company.id), w.project.id, { search: 'no line says this', kind: 'all' }, buyer, daysFromToday(0))).toEqual(none);
  });
});

describe('loadCartItems prices', () => {
  it("prices a line at the reader's lowest contract price valid today, a buyer's given to its company and a seller's given by its company, in a page and past one", async () => {
    const { item, supplier2 } = await itemWithContractPrices(`CP${w.tag}-LOW`);

    const [bought] = await w.addLines(w.project.id, [{ baseItemId: item, packageCount: 2 }]);
    const sellerProject = await t.db.transaction((tx) =>
      createProject(tx, companyScope(w.supplier.id), { id: w.seller.id, isStaff: false }, { name: `Quote ${w.tag}`, main_job_num: '', is_create_group: false, is_work_order: false, status: 'active' }),
    );
    const [quoted] = await w.addLines(sellerProject.id, [{ baseItemId: item, packageCount: 2 }], w.supplier.id, w.seller.id);
    const [unpriced] = await w.addLines(w.project.id, [{ baseItemId: w.items.conduit, packageCount: 1 }]);
    const on = daysFromToday(0);
    const buyer = { companyId: w.company.id, systemType: 'buyer' as const, on };
    const seller = { companyId: w.supplier.id, systemType: 'seller' as const, on };
    const seller2 = { companyId: supplier2.id, systemType: 'seller' as const, on };
    const pad = Array.from({ length: 200 }, (_, i) => 2_000_000 + i); // past a page: the unfenced statement

    for (const ids of [[bought, unpriced], [bought, unpriced, ...pad]]) {
      const [line, plain] = await loadCartItems(t.db, companyScope(w.company.id), buyer, ids);
      expect(line).toMatchObject({ id: bought, unit_price: 14.5, has_contract_price: true, extended_price: 29 });
      expect(plain).toMatchObject({ id: unpriced, unit_price: 0.62, has_contract_price: false });
    }
    for (const ids of [[quoted], [quoted, ...pad]]) {
      expect(await loadCartItems(t.db, companyScope(w.supplier.id), seller, ids)).toMatchObject([{ id: quoted, unit_price: 9.25, has_contract_price: true, extended_price: 18.5 }]);
      expect(await loadCartItems(t.db, companyScope(w.supplier.id), seller2, ids)).toMatchObject([{ id: quoted, unit_price: 14.5, has_contract_price: true }]);
    }
    // The same lowest price the catalogue's contract prices give (the one place its validity is written).
    for (const [reader, lowest] of [[buyer, 14.5], [seller, 9.25], [seller2, 14.5]] as const) {
      expect(Math.min(...(await contractPricesFor(t.db, contractPriceScope(reader), [item], on)).map((p) => p.price))).toBe(lowest);
    }
    // Tomorrow the buyer's price starting then is the lowest; the one ending today is gone.
    expect(await loadCartItems(t.db, companyScope(w.company.id), { ...buyer, on: daysFromToday(1) }, [bought])).toMatchObject([{ unit_price: 11 }]);
    expect(await loadCartItems(t.db, companyScope(w.supplier.id), { ...seller2, on: daysFromToday(1) }, [quoted])).toMatchObject([{ unit_price: 20, has_contract_price: false }]);
  });
});
