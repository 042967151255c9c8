import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { cartWorld, type CartWorld } from '../cart/test-world';
import { rowsOfXlsx, upload } from './test-files';

let t: TestApp;
let w: CartWorld;
const day = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await buildTestApp();
  w = await cartWorld(t);
  await w.addLines(w.project.id, [
    { baseItemId: w.items.conduit, packageCount: 3, phaseCode: { code: '26-05-33', name: 'Raceways' }, costCode: { code: 'M', name: 'Material' }, wbsCode1: 'L1', itemComments: '=HYPERLINK("x")' },
    { baseItemId: w.items.breaker, packageCount: 4 },
  ]);
  await w.addCustom(w.project.id, [{ description: 'Sleeve, "special"', code: 'SLV-1', unit: 'EA', unitPrice: 12.5, manufacturerName: 'Local Fab', packageCount: 2 }]);
});
afterAll(() => t.close());

const exportOf = (format: string) => w.asBuyer({ method: 'GET', url: `/api/v1/projects/${w.project.id}/bom_export/?format=${format}` });

const header = ['Quantity', 'Unit', 'Catalog Number', 'Description', 'Manufacturer', 'Phase Code', 'Phase Name', 'Cost Code', 'Cost Name', 'WBS', 'Comments', 'Unit Price', 'Extended Price'];

describe('BOM export', () => {
  it('writes every line as CSV with the caller’s prices, named after the project', async () => {
    const res = await exportOf('csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${w.project.name.replaceAll(' ', '-')}-BOM-${day}.csv"`);
    const rows = parse(res.rawPayload, { bom: true }) as string[][];
    expect(rows).toEqual([
      header,
      // The stick option (10 ft) is the conduit's default: 3 sticks are 30 ft.
      ['30', 'FT', `CW${w.tag}-EMT050`, `1/2 in EMT Conduit ${w.tag}`, 'Allied Tube & Conduit', '26-05-33', 'Raceways', 'M', 'Material', 'L1', `'=HYPERLINK("x")`, '0.62', '18.60'],
      // The contract price, not the list price; money with its cents, a unit price to four decimals at most.
      ['4', 'EA', w.breakerCode, `QO breaker 20A ${w.tag}`, 'Square D', '', '', '', '', '', '', '7.50', '30.00'],
      ['2', 'EA', 'SLV-1', 'Sleeve, "special"', 'Local Fab', '', '', '', '', '', '', '12.50', '25.00'],
    ]);
  });

  it('writes the same lines as XLSX, numbers as numbers', async () => {
    const res = await exportOf('xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/filename=".*-BOM-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const rows = await rowsOfXlsx(res.rawPayload);
    expect(rows[0]).toEqual(header);
    expect(rows.slice(1).map((r) => [r[0], r[2], r[10], r[11], r[12]])).toEqual([
      [30, `CW${w.tag}-EMT050`, '=HYPERLINK("x")', 0.62, 18.6],
      [4, w.breakerCode, '', 7.5, 30],
      [2, 'SLV-1', '', 12.5, 25],
    ]);
  });

  it('exports an empty project as the header alone, and refuses an unknown format', async () => {
    const res = await w.asBuyer({ method: 'GET', url: `/api/v1/projects/${w.project2.id}/bom_export/` });
    expect(parse(res.rawPayload, { bom: true })).toEqual([header]);
    const bad = await exportOf('pdf');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['format']);
  });

  it('imports back: an exported file read as a BOM matches its catalogue lines by number and keeps codes, WBS and comments', async () => {
    const exported = (await exportOf('xlsx')).rawPayload;
    const target = await w.make({ name: `Round trip ${w.tag}` });
    const res = await w.asBuyer({ method: 'POST', url: `/api/v1/projects/${target.id}/bom_import/`, ...upload('back.xlsx', exported) });
    expect(res.statusCode, res.body).toBe(201);
    const lines = res.json().lines;
    expect(lines.map((l: { line: number; status: string; quantity: number; match: { base_item_id: number } | null }) => [l.line, l.status, l.quantity, l.match?.base_item_id ?? null])).toEqual([
      [2, 'matched', 30, w.items.conduit],
      [3, 'matched', 4, w.items.breaker],
      [4, 'unmatched', 2, null],
    ]);
    expect(lines[0]).toMatchObject({ phase_code: { code: '26-05-33', name: 'Raceways' }, cost_code: { code: 'M', name: 'Material' }, wbs_code_1: 'L1', item_comments: '=HYPERLINK("x")', unit: 'FT' });
  });

  it('answers 404 for a project of another company, or one that does not exist', async () => {
    for (const opts of [
      { as: w.asStranger, id: w.project.id },
      { as: w.asBuyer, id: w.otherProject.id },
      { as: w.asBuyer, id: 99999999 },
    ]) {
      const res = await opts.as({ method: 'GET', url: `/api/v1/projects/${opts.id}/bom_export/?format=csv` });
      expect([res.statusCode, res.json()]).toEqual([404, { detail: 'Not found.' }]);
    }
  });
});
