import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueItem, makeCatalogueItems } from '../../../test/catalogue-factories';
import { makeAccount, makeCompany } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { prefixTsQuery } from '@jobsite/core';
import { generateCatalogue } from '../../seed/catalogue/generator';
import { codeContainsPattern, codeIndexPattern, matchesTypedWords, typedWordsIndexQuery, typedWordsQuery } from './queries';

let t: TestApp;
let session: { token: string };
type Result = { count: number; next: string | null; results: { id: number; base_item_code: string; description: string; unit_price: number; category: { id: number; name: string }; manufacturer: { id: number; name: string } }[] };

const search = async (body: object, query = '') => {
  const res = await t.as(session)({ method: 'POST', url: `/api/v1/searchproduct/${query}`, payload: body });
  return { status: res.statusCode, body: res.json() as Result & Record<string, string[]> };
};

/** The catalogue numbers a search finds (up to 200), sorted. */
const codesFound = async (text: string) => (await search({ search_text: text }, '?page_size=200')).body.results.map((r) => r.base_item_code).sort();

beforeAll(async () => {
  t = await buildTestApp();
  // The first 600 generated items: conduit and fittings, three manufacturers each.
  await makeCatalogueItems(t.db, generateCatalogue(600));
  await makeCatalogueItems(t.db, [
    catalogueItem({ code: 'SQD-QO120', description: 'QO Plug-On Circuit Breaker, 1-Pole, 20A, 120V', category: 'Circuit Breakers', manufacturer: 'Square D', unitPrice: 9.8 }),
    catalogueItem({ code: 'SQD-QO1200', description: 'QO Plug-On Circuit Breaker, 1-Pole, 200A test', category: 'Circuit Breakers', manufacturer: 'Square D', unitPrice: 98 }),
    catalogueItem({ code: 'SQD-QO120GF', description: 'QO Plug-On Circuit Breaker, 1-Pole, 20A, GFCI', category: 'Circuit Breakers', manufacturer: 'Square D', unitPrice: 52 }),
    catalogueItem({ code: 'HT-100', description: 'Handle tie for SQD-QO120 and QO120 breakers', category: 'Circuit Breakers', manufacturer: 'Square D', unitPrice: 3.1 }),
    // Numbers with editions, named in descriptions only (so only the full-text half finds them there).
    ...['1', '10', '12', '2'].map((edition) => catalogueItem({ code: `ZZ-${edition}`, description: `Mounting kit, replaces KLX-FMC050-${edition}`, category: 'Mounting Kits', manufacturer: 'Kitco', unitPrice: 4 })),
    ...['1', '10', '2'].map((edition) => catalogueItem({ code: `QQ-XMC050-${edition}`, description: 'Mounting kit', category: 'Mounting Kits', manufacturer: 'Kitco', unitPrice: 4 })),
    catalogueItem({ code: 'THHN-12-PERFT', description: 'THHN 12 AWG wire priced per foot', category: 'Wire & Cable', manufacturer: 'Southwire', unit: 'FT', unitPrice: 0.452, upc: '032886123456' }),
  ]);
  const company = await makeCompany(t.db);
  session = await t.signIn((await makeAccount(t.db, company.id)).id, company.id);
});
afterAll(() => t.close());

describe('search relevance', () => {
  it('ranks the exact catalogue number first, ahead of longer numbers and descriptions that mention it', async () => {
    const { status, body } = await search({ search_text: 'sqd-qo120' });
    expect(status).toBe(200);
    expect(body.results[0].base_item_code).toBe('SQD-QO120');
    expect(body.results.map((r) => r.base_item_code)).toEqual(expect.arrayContaining(['SQD-QO1200', 'SQD-QO120GF', 'HT-100']));
  });

  it('finds an item by its exact UPC', async () => {
    const { body } = await search({ search_text: '032886123456' });
    expect(body.results[0].base_item_code).toBe('THHN-12-PERFT');
  });

  it('finds items by a description word, plural or singular', async () => {
    const { body } = await search({ search_text: 'couplings' }, '?page_size=200');
    expect(body.count).toBeGreaterThan(10);
    for (const r of body.results) expect(r.description.toLowerCase()).toContain('coupling');
  });

  it('needs every word, each as a prefix of a word being typed', async () => {
    const { body } = await search({ search_text: '1/2 emt conn' });
    expect(body.count).toBeGreaterThan(0);
    for (const r of body.results) expect(r.description).toMatch(/^1\/2 in EMT .*Connector/);
  });

  it('finds hyphenated words in descriptions, typed whole or in part, through the full-text index', async () => {
    // Neither text is in a catalogue number, so only the full-text half of the search can match:
    // PostgreSQL makes a hyphenated word a phrase of the whole and its parts, and the parts before
    // the last are matched whole (typedWordsQuery) while the whole and the last part stay prefixes.
    const whole = await search({ search_text: 'plug-on 1-pole' }, '?page_size=200');
    expect(whole.body.results.map((r) => r.base_item_code).sort()).toEqual(['SQD-QO120', 'SQD-QO1200', 'SQD-QO120GF']);
    const typing = await search({ search_text: 'plug-on 1-po' }, '?page_size=200');
    expect(typing.body.results.map((r) => r.base_item_code).sort()).toEqual(['SQD-QO120', 'SQD-QO1200', 'SQD-QO120GF']);
    const number = await search({ search_text: 'handle sqd-qo12' });
    expect(number.body.results.map((r) => r.base_item_code)).toEqual(['HT-100']);
  });

  it('finds a partial catalogue number through the trigram index', async () => {
    const { body } = await search({ search_text: 'EMT07' });
    expect(body.results.map((r) => r.base_item_code)).toEqual(expect.arrayContaining(['ATC-EMT075', 'WHT-EMT075', 'REP-EMT075']));
  });

  it('finds a catalogue number typed with another mark between its parts (SQD/QO120 for SQD-QO120)', async () => {
    const { body } = await search({ search_text: 'SQD/QO120' });
    expect(body.results[0].base_item_code).toBe('SQD-QO120');
    expect(body.results.map((r) => r.base_item_code).sort()).toEqual(['SQD-QO120', 'SQD-QO1200', 'SQD-QO120GF']);
  });

  it('finds items by manufacturer name', async () => {
    const { body } = await search({ search_text: 'wheatland emt' }, '?page_size=50');
    expect(body.count).toBeGreaterThan(0);
    for (const r of body.results) expect(['Wheatland Tube', 'Allied Tube & Conduit', 'Republic Conduit']).toContain(r.manufacturer.name);
  });

  it('finds a number with a short last part, typed whole or in part, in descriptions: the index is asked without that part and the rows are checked', async () => {
    expect(await codesFound('klx-fmc050-10')).toEqual(['ZZ-10']);
    expect(await codesFound('klx-fmc050-1')).toEqual(['ZZ-1', 'ZZ-10', 'ZZ-12']);
    expect(await codesFound('klx-fmc050-2')).toEqual(['ZZ-2']);
  });

  it('asks the full-text index for less only where that finds the same items as the whole query', async () => {
    const ids = async (where: ReturnType<typeof sql>) => ((await t.db.execute(sql`select id from base_items where ${where} order by id`)) as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
    const asked = async (text: string) => ((await t.db.execute(sql`select (${typedWordsIndexQuery(prefixTsQuery(text)!)})::text as q`)) as unknown as { rows: { q: string }[] }).rows[0].q;
    // A hyphenated word alone, without the parts that follow it; a number without its short last part.
    expect(await asked('klx-fmc050-10')).toBe("'klx-fmc050':*");
    expect(await asked('sqd-qo120')).toBe("'sqd-qo120':*");
    expect(await asked('mounting klx-fmc050-1')).toBe("'mount':* & 'klx-fmc050':*");
    expect(await asked('qo120-2')).toBe("'qo120'");
    // A phrase that starts with a short or common word is asked whole.
    expect(await asked('1-po')).toBe("'1' <-> 'po':*");
    expect(await asked('thwn-2')).toBe("'thwn' <-> '-2':*");
    for (const text of ['klx-fmc050-10', 'klx-fmc050-1', 'plug-on 1-pole', '1-po', 'thhn 12', 'sqd-qo120', 'sqd-qo', 'qo120-2', 'mounting klx-fmc050-1', 'thwn-2', 'a-b', 'swc-thhn14solblu']) {
      const tsq = prefixTsQuery(text)!;
      expect(await ids(matchesTypedWords(tsq)), text).toEqual(await ids(sql`search_vector @@ ${typedWordsQuery(tsq)}`));
    }
  });

  it('finds part of a number with a short last part: the trigram index is asked without that part and the rows are checked', async () => {
    expect(await codesFound('mc050-1')).toEqual(['QQ-XMC050-1', 'QQ-XMC050-10']);
    expect(await codesFound('mc050-10')).toEqual(['QQ-XMC050-10']);
    expect([codeIndexPattern('swc-fmc050-10'), codeIndexPattern('thhn-12-perft'), codeIndexPattern('mc050-1')]).toEqual(['%swc_fmc050%', '%thhn%perft%', '%mc050%']);
    // Nothing to leave out, or nothing left to narrow with: the whole pattern.
    for (const code of ['sqd-qo120', 'ab-10', '032886123456']) expect(codeIndexPattern(code)).toBe(codeContainsPattern(code));
  });

  it('finds nothing for punctuation only, without failing', async () => {
    const { status, body } = await search({ search_text: `&|!():*<>'"` });
    expect(status).toBe(200);
    expect(body.count).toBe(0);
  });
});

describe('search filters and paging', () => {
  it('filters by category and manufacturer', async () => {
    const { body: all } = await search({ search_text: 'breaker' });
    const category = all.results[0].category.id;
    const { body } = await search({ search_text: 'breaker', category_id: category, manufacturer_id: all.results[0].manufacturer.id });
    expect(body.count).toBe(4);
    const { body: none } = await search({ search_text: 'breaker', category_id: category + 999 });
    expect(none.count).toBe(0);
  });

  it('applies the unit price filter: 45.20 typed finds an item at 0.452 per foot', async () => {
    const { body } = await search({ unit_price: 45.2, category_id: (await search({ search_text: 'THHN-12-PERFT' })).body.results[0].category.id });
    expect(body.results.map((r) => r.base_item_code)).toEqual(['THHN-12-PERFT']);
    const { body: far } = await search({ search_text: 'THHN-12-PERFT', unit_price: 47 });
    expect(far.count).toBe(0);
  });

  it('pages with a next link to follow with the same body', async () => {
    const first = await search({ search_text: 'conduit' }, '?page_size=5');
    expect(first.body.results).toHaveLength(5);
    expect(first.body.next).toContain('page=2');
    const second = await search({ search_text: 'conduit' }, '?page_size=5&page=2');
    expect(second.body.results[0].id).not.toBe(first.body.results[0].id);
    expect(second.body.count).toBe(first.body.count);
    const beyond = await search({ search_text: 'conduit' }, '?page_size=5&page=9999');
    expect(beyond.body).toMatchObject({ count: first.body.count, results: [] });
    // the total a ranked page carries is every match: as many as the pages hold
    let listed = 0;
    for (let page = 1, more = true; more; page++) {
      const { body } = await search({ search_text: 'conduit' }, `?page_size=50&page=${page}`);
      listed += body.results.length;
      more = body.next !== null;
    }
    expect(first.body.count).toBe(listed);
  });

  it.each([
    [{ unit_price: 0 }, 'unit_price', 'Enter a unit price greater than 0.'],
    [{ unit_price: 'cheap' }, 'unit_price', 'A valid number is required.'],
    [{ category_id: 'x' }, 'category_id', 'A valid integer is required.'],
    [{ search_text: 'x'.repeat(201) }, 'search_text', 'Ensure this field has no more than 200 characters.'],
    [{ colour: 'red' }, 'non_field_errors', 'Unknown field(s): colour.'],
  ])('answers bad input %o with a field error', async (body, field, message) => {
    const res = await search(body);
    expect(res.status).toBe(400);
    expect(res.body[field]).toEqual([message]);
  });

  it('refuses a bad page number and an anonymous caller', async () => {
    expect((await search({}, '?page=0')).status).toBe(400);
    const anon = await t.app.inject({ method: 'POST', url: '/api/v1/searchproduct/', payload: {} });
    expect(anon.statusCode).toBe(401);
  });
});

describe('browse totals (kept by the database, migration 0030)', () => {
  const counted = async (where = sql`true`) => {
    const { rows } = (await t.db.execute(sql`select count(*)::int as n from base_items where ${where}`)) as unknown as { rows: { n: number }[] };
    return rows[0].n;
  };
  const categoryOf = async (code: string) => {
    const { rows } = (await t.db.execute(sql`select category_id as id from base_items where base_item_code = ${code}`)) as unknown as { rows: { id: number }[] };
    return rows[0].id;
  };

  it('answers the whole catalogue and one category with the true totals as items are added, moved and removed', async () => {
    const item = (code: string, category: string) => catalogueItem({ code, description: `Browse total test ${code}`, category, manufacturer: 'Square D', unitPrice: 5 });
    await makeCatalogueItems(t.db, [item('BRT-A1', 'Browse Test A'), item('BRT-A2', 'Browse Test A'), item('BRT-A3', 'Browse Test A'), item('BRT-B1', 'Browse Test B')]);
    const a = await categoryOf('BRT-A1');
    const b = await categoryOf('BRT-B1');
    const totals = async () => ({
      all: (await search({}, '?page_size=5')).body.count,
      a: (await search({ category_id: a }, '?page_size=1')).body.count,
      b: (await search({ category_id: b }, '?page_size=1')).body.count,
    });
    const truth = async () => ({ all: await counted(), a: await counted(sql`category_id = ${a}`), b: await counted(sql`category_id = ${b}`) });
    const before = await totals();
    expect(before).toEqual(await truth());
    expect([before.a, before.b]).toEqual([3, 1]);

    await t.db.execute(sql`update base_items set category_id = ${b} where base_item_code = 'BRT-A1'`);
    await t.db.execute(sql`update base_items set unit_price = unit_price + 1 where base_item_code like 'BRT-%'`);
    await t.db.execute(sql`delete from base_items where base_item_code = 'BRT-A2'`);
    const after = await totals();
    expect(after).toEqual(await truth());
    expect(after).toEqual({ all: before.all - 1, a: 1, b: 2 });
    // a page past the end carries the same total
    expect((await search({ category_id: b }, '?page_size=1&page=9')).body).toMatchObject({ count: 2, results: [] });

    await t.db.execute(sql`delete from base_items where base_item_code like 'BRT-%'`);
    expect((await search({}, '?page_size=5')).body.count).toBe(before.all - 4);
  });
});

describe('GetProdSearchOptions/', () => {
  it('lists categories and manufacturers with counts, and the price range', async () => {
    const res = await t.as(session)({ method: 'GET', url: '/api/v1/GetProdSearchOptions/' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.categories.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['Conduit', 'Fittings', 'Circuit Breakers']));
    // the 600 generated items and the 12 listed
    expect(body.categories.reduce((s: number, c: { item_count: number }) => s + c.item_count, 0)).toBe(612);
    expect(body.price_range.min).toBeGreaterThan(0);
    expect(body.price_range.max).toBeGreaterThan(body.price_range.min);
  });

  it('narrows manufacturers to a category, and refuses a bad category id', async () => {
    const all = (await t.as(session)({ method: 'GET', url: '/api/v1/GetProdSearchOptions/' })).json();
    const conduit = all.categories.find((c: { name: string }) => c.name === 'Conduit');
    const res = await t.as(session)({ method: 'GET', url: `/api/v1/GetProdSearchOptions/?category_id=${conduit.id}` });
    expect(res.json().manufacturers.reduce((s: number, m: { item_count: number }) => s + m.item_count, 0)).toBe(240);
    const bad = await t.as(session)({ method: 'GET', url: '/api/v1/GetProdSearchOptions/?category_id=abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ category_id: ['A valid integer is required.'] });
  });
});

describe('catalog sheet download', () => {
  it('downloads the filtered search as CSV', async () => {
    const res = await t.as(session)({ method: 'GET', url: '/api/v1/catalog_sheet/?search_text=sqd-qo120' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="catalog-sheet-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('catalog_number,upc,description,manufacturer,category,product_group,unit,price,packages');
    expect(lines[1]).toMatch(/^SQD-QO120,/);
    expect(lines).toHaveLength(5);
  });

  it('refuses a bad unit price', async () => {
    const res = await t.as(session)({ method: 'GET', url: '/api/v1/catalog_sheet/?unit_price=-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ unit_price: ['Enter a unit price greater than 0.'] });
  });
});
