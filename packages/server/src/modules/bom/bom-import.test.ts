import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueItem, makeCatalogueItems } from '../../../test/catalogue-factories';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { baseItems, bomImports, customItems } from '../../db/schema/index';
import { cartWorld, type CartWorld } from '../cart/test-world';
import { csvOf, upload, xlsxOf } from './test-files';

let t: TestApp;
let w: CartWorld;
let codes: { conduit: string; wire: string };

beforeAll(async () => {
  t = await buildTestApp();
  w = await cartWorld(t);
  const [conduit] = await t.db.select().from(baseItems).where(eq(baseItems.id, w.items.conduit));
  const [wire] = await t.db.select().from(baseItems).where(eq(baseItems.id, w.items.wire));
  codes = { conduit: conduit.baseItemCode, wire: wire.baseItemCode };
  // The project's popular list names a phase code the file gives without a name.
  await w.call(w.asBuyer, w.project.id, { func: 'update_phase_code', list: 'popular_phase_codes', action: 'add', value: { code: '26-05-19', name: 'Low-voltage conductors' } });
});
afterAll(() => t.close());

type Call = (opts: InjectOptions) => Promise<LightMyRequestResponse>;
const url = (projectId: number, rest = '') => `/api/v1/projects/${projectId}/bom_import/${rest}`;
const send = (as: Call, projectId: number, name: string, content: Buffer | string) => as({ method: 'POST', url: url(projectId), ...upload(name, content) });
const patch = (as: Call, projectId: number, id: number, lines: object[]) => as({ method: 'PATCH', url: url(projectId, `${id}/`), payload: { lines } });
const commit = (as: Call, projectId: number, id: number) => as({ method: 'POST', url: url(projectId, `${id}/commit/`) });

const header = ['Qty', 'Description', 'Catalog #', 'Phase Code', 'Phase Name', 'Cost Code', 'Cost Name'];
const bomRows = () => [
  header,
  [100, '', codes.conduit, '26-05-33', 'Raceways and boxes', 'M', 'Material'],
  [4, `QO breaker 20A ${w.tag}`, '', '26-05-19', '', '', ''],
  [12, 'Hanger bracket for the fixture on the north wall', '', '', '', '', ''],
  [0, 'Zero quantity line', '', '', '', '', ''],
  ['2,500', '', codes.wire.toLowerCase(), '99-99', '', '', ''],
  [3, '', codes.wire, '', '', '', ''],
];

describe('BOM import from CSV', () => {
  let importId: number;

  it('parses and matches every line for review', async () => {
    const res = await send(w.asBuyer, w.project.id, 'Tower A takeoff.csv', csvOf(bomRows()));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    importId = body.id;
    expect(body).toMatchObject({ project_id: w.project.id, file_name: 'Tower A takeoff.csv', status: 'review', matched_count: 3, unmatched_count: 1, error_count: 2, unresolved_count: 1, created_items: 0 });
    const byLine = Object.fromEntries(body.lines.map((l: { line: number }) => [l.line, l]));
    expect(byLine[2]).toMatchObject({ quantity: 100, status: 'matched', decision: 'catalogue', match: { base_item_id: w.items.conduit, match_kind: 'code' }, phase_code: { code: '26-05-33', name: 'Raceways and boxes' }, cost_code: { code: 'M', name: 'Material' } });
    expect(byLine[3]).toMatchObject({ status: 'matched', match: { base_item_id: w.items.breaker, match_kind: 'description' }, phase_code: { code: '26-05-19', name: 'Low-voltage conductors' } });
    expect(byLine[4]).toMatchObject({ status: 'unmatched', decision: null, match: null, error: null });
    expect(byLine[5]).toMatchObject({ status: 'error', decision: 'skip', error: 'Quantity must be greater than 0' });
    expect(byLine[6]).toMatchObject({ status: 'error', error: 'Please enter both phase code and name' });
    expect(byLine[7]).toMatchObject({ status: 'matched', quantity: 3, match: { base_item_id: w.items.wire, match_kind: 'code' } });
    expect((await w.asBuyer({ method: 'GET', url: url(w.project.id, `${importId}/`) })).json()).toEqual(body);
  });

  it('refuses to commit while a line is unmatched, naming it', async () => {
    const res = await commit(w.asBuyer, w.project.id, importId);
    expect([res.statusCode, res.json()]).toEqual([400, { non_field_errors: ['Please match or skip every unmatched line. Lines: 4.'] }]);
    expect(await w.rowsOf(w.project.id)).toEqual([]);
  });

  it.each([
    [[{ line: 99, decision: 'skip' }], { 'lines.0.line': ['Line 99 is not in this import.'] }],
    [[{ line: 4, decision: 'catalogue', base_item_id: 987654 }], { 'lines.0.base_item_id': ['This catalogue item does not exist.'] }],
    [[{ line: 4, decision: 'catalogue' }], { 'lines.0.decision': ['Choose the catalogue item for this line.'] }],
    [[{ line: 5, decision: 'custom' }], { 'lines.0.decision': ['A line with an error can only be skipped; fix the file and import it again.'] }],
    [[{ line: 4, decision: 'maybe' }], { 'lines.0.decision': [expect.any(String)] }],
    [[{ line: 'four', decision: 'skip' }], { 'lines.0.line': [expect.any(String)] }],
    [[], { lines: [expect.any(String)] }],
  ])('refuses the decisions %j and changes nothing', async (lines, errors) => {
    const before = (await w.asBuyer({ method: 'GET', url: url(w.project.id, `${importId}/`) })).json();
    const res = await patch(w.asBuyer, w.project.id, importId, lines);
    expect([res.statusCode, res.json()]).toEqual([400, errors]);
    expect((await w.asBuyer({ method: 'GET', url: url(w.project.id, `${importId}/`) })).json()).toEqual(before);
  });

  it('takes the catalogue item picked for the unmatched line, then commits every line not skipped in file order', async () => {
    const res = await patch(w.asBuyer, w.project.id, importId, [{ line: 4, decision: 'catalogue', base_item_id: w.items.wire }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lines.find((l: { line: number }) => l.line === 4)).toMatchObject({ status: 'matched', decision: 'catalogue', match: { base_item_id: w.items.wire, match_kind: 'manual' } });
    expect(res.json().unresolved_count).toBe(0);

    const done = await commit(w.asBuyer, w.project.id, importId);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'completed', created_items: 4, finished_at: expect.any(String) });
    const rows = await w.rowsOf(w.project.id);
    // Quantities are units: 100 ft of conduit on its per-foot option; 12 ft of wire sold only in 500 ft reels.
    expect(rows.map((r) => [r.baseItemId, r.baseItemOptionId, r.packageCount, r.phaseCode, r.phaseCodeName, r.costCode, r.addedByAccountId])).toEqual([
      [w.items.conduit, w.options.perFoot, 100, '26-05-33', 'Raceways and boxes', 'M', w.buyer.id],
      [w.items.breaker, expect.any(Number), 4, '26-05-19', 'Low-voltage conductors', '', w.buyer.id],
      [w.items.wire, w.options.wireReel, 0.024, '', '', '', w.buyer.id],
      [w.items.wire, w.options.wireReel, 0.006, '', '', '', w.buyer.id],
    ]);
    const list = (await w.asBuyer({ method: 'GET', url: `/api/v1/projects/${w.project.id}/retrieve_cart_items/` })).json();
    expect(list.results.map((i: { total_quantity: number }) => i.total_quantity)).toEqual([100, 4, 12, 3]);
  });

  it('refuses a second commit, a change and a cancel of a completed import', async () => {
    const again = await commit(w.asBuyer, w.project.id, importId);
    expect([again.statusCode, again.json()]).toEqual([400, { non_field_errors: ['This import is already completed.'] }]);
    const change = await patch(w.asBuyer, w.project.id, importId, [{ line: 4, decision: 'skip' }]);
    expect(change.json()).toEqual({ non_field_errors: ['This import is already completed.'] });
    const cancel = await w.asBuyer({ method: 'POST', url: url(w.project.id, `${importId}/cancel/`) });
    expect(cancel.json()).toEqual({ non_field_errors: ['This import is already completed.'] });
    expect(await w.rowsOf(w.project.id)).toHaveLength(4);
  });
});

describe('BOM import from XLSX', () => {
  it('reads the first sheet, makes an unmatched line a custom line, and commits', async () => {
    const file = await xlsxOf([
      ['Quantity', 'Desc', 'Part Number', 'Unit', 'WBS', 'Comments'],
      [25, null, codes.conduit, null, 'L2-EAST', null],
      [2, 'Temporary power generator rental 50kW', 'GEN-50', 'EA', '', 'Deliver to gate 3'],
      [null, null, null, null, null, null],
      [7.5, `THHN 12 AWG wire ${w.tag}`, null, null, null, null],
    ]);
    const res = await send(w.asBuyer, w.project2.id, 'takeoff.xlsx', file);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.lines.map((l: { line: number; status: string }) => [l.line, l.status])).toEqual([
      [2, 'matched'],
      [3, 'unmatched'],
      [5, 'matched'],
    ]);
    expect(body.lines[0]).toMatchObject({ quantity: 25, wbs_code_1: 'L2-EAST' });
    expect((await patch(w.asBuyer, w.project2.id, body.id, [{ line: 3, decision: 'custom' }])).statusCode).toBe(200);
    const done = await commit(w.asBuyer, w.project2.id, body.id);
    expect(done.json()).toMatchObject({ status: 'completed', created_items: 3 });
    const rows = await w.rowsOf(w.project2.id);
    expect(rows.map((r) => [r.baseItemId, r.packageCount, r.wbsCode1, r.itemComments, r.customItemId !== null])).toEqual([
      [w.items.conduit, 25, 'L2-EAST', '', false],
      [null, 2, '', 'Deliver to gate 3', true],
      [w.items.wire, 0.015, '', '', false],
    ]);
    const [custom] = await t.db.select().from(customItems).where(eq(customItems.id, rows[1].customItemId!));
    expect(custom).toMatchObject({ companyId: w.company.id, description: 'Temporary power generator rental 50kW', code: 'GEN-50', unit: 'EA' });
  });
});

describe('a bad file', () => {
  const tooMany = csvOf([['Qty', 'Description'], ...Array.from({ length: 10_001 }, (_, i) => [1, `Line ${i}`])]);
  it.each([
    ['takeoff.txt', 'Qty,Description\n1,x\n', 'The file must be a CSV (.csv) or Excel (.xlsx) file.'],
    ['takeoff.pdf', '%PDF-1.4', 'The file must be a CSV (.csv) or Excel (.xlsx) file.'],
    ['empty.csv', '', 'The file has no lines under its header.'],
    ['header-only.csv', 'Qty,Description\r\n,\r\n', 'The file has no lines under its header.'],
    ['no-qty.csv', 'Description,Catalog #\nWire,W-1\n', 'The file has no quantity column. Name one column Qty or Quantity.'],
    ['no-item.csv', 'Qty,Phase Code\n1,26\n', 'The file needs a Description or Catalog Number column.'],
    ['broken.csv', 'Qty,Description\n1,"never closed\n', expect.stringContaining('The file could not be read.')],
    ['binary.csv', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x00, 0x2c, 0x00]), 'The file could not be read. Save it as CSV or Excel (.xlsx) and try again.'],
    ['fake.xlsx', 'Qty,Description\n1,x\n', 'The file could not be read. Save it as CSV or Excel (.xlsx) and try again.'],
    ['big.csv', tooMany, 'The file has more than 10,000 lines; split it into smaller files.'],
  ])('%s is refused with a message on the file', async (name, content, message) => {
    const res = await send(w.asBuyer, w.project2.id, name, content);
    expect([res.statusCode, res.json()]).toEqual([400, { file: [message] }]);
  });

  it('an Excel file over the line limit is refused too, read only as far as the limit', async () => {
    const file = await xlsxOf([['Qty', 'Description'], ...Array.from({ length: 10_001 }, (_, i) => [1, `Line ${i}`])]);
    const res = await send(w.asBuyer, w.project2.id, 'big.xlsx', file);
    expect([res.statusCode, res.json()]).toEqual([400, { file: ['The file has more than 10,000 lines; split it into smaller files.'] }]);
  });

  it('rows of empty cells below the lines (a spreadsheet saved as CSV) do not count towards the limit', async () => {
    const project = await w.make({ name: `Blank rows ${w.tag}` });
    const content = `Qty,Description,Catalog #\n${Array.from({ length: 100 }, (_, i) => `1,Box ${i},`).join('\n')}\n${',,\n'.repeat(20_001)}`;
    const res = await send(w.asBuyer, project.id, 'blank-rows.csv', content);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().lines).toHaveLength(100);
    const sheet = await xlsxOf([['Qty', 'Description'], [2, 'Box'], ...Array.from({ length: 10_500 }, () => ['', ' '])]);
    const fromExcel = await send(w.asBuyer, project.id, 'blank-rows.xlsx', sheet);
    expect(fromExcel.statusCode, fromExcel.body).toBe(201);
    expect(fromExcel.json().lines).toHaveLength(1);
  });

  it('an upload without a file is refused', async () => {
    const res = await w.asBuyer({ method: 'POST', url: url(w.project2.id), ...upload('x.csv', 'Qty\n1\n', 'other') });
    expect([res.statusCode, res.json()]).toEqual([400, { file: ['Choose a CSV or Excel (.xlsx) file to upload.'] }]);
    const json = await w.asBuyer({ method: 'POST', url: url(w.project2.id), payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
  });
});

describe('commit is all or nothing', () => {
  it('creates nothing when one line fails, and the import stays open for review', async () => {
    const [doomed] = await makeCatalogueItems(t.db, [catalogueItem({ code: `DOOMED-${w.tag}`, description: 'Discontinued box' })]);
    const project = await w.make({ name: `Atomic ${w.tag}` });
    const res = await send(w.asBuyer, project.id, 'a.csv', csvOf([['Qty', 'Description', 'Catalog #'], [1, 'Custom sleeve', ''], [2, '', codes.conduit], [3, '', `DOOMED-${w.tag}`]]));
    const id = res.json().id;
    await patch(w.asBuyer, project.id, id, [{ line: 2, decision: 'custom' }]);
    const customBefore = await t.db.select().from(customItems).where(eq(customItems.companyId, w.company.id));
    // The item leaves the catalogue between review and commit.
    await t.db.delete(baseItems).where(eq(baseItems.id, doomed));
    const failed = await commit(w.asBuyer, project.id, id);
    expect([failed.statusCode, failed.json()]).toEqual([400, { id: ['This catalogue item does not exist.'] }]);
    expect(await w.rowsOf(project.id)).toEqual([]);
    expect(await t.db.select().from(customItems).where(eq(customItems.companyId, w.company.id))).toEqual(customBefore);
    const [row] = await t.db.select().from(bomImports).where(eq(bomImports.id, id));
    expect([row.status, row.createdItems]).toEqual(['review', 0]);
  });

  it('a cancelled import cannot be committed', async () => {
    const res = await send(w.asBuyer, w.project2.id, 'c.csv', csvOf([['Qty', 'Catalog #'], [1, codes.conduit]]));
    const id = res.json().id;
    expect((await w.asBuyer({ method: 'POST', url: url(w.project2.id, `${id}/cancel/`) })).json()).toMatchObject({ status: 'cancelled' });
    expect((await commit(w.asBuyer, w.project2.id, id)).json()).toEqual({ non_field_errors: ['This import was cancelled.'] });
  });
});

describe('importing lines already in the BOM', () => {
  const takeoff = () =>
    csvOf([
      header,
      [50, '', codes.conduit, '26-05-33', 'Raceways and boxes', 'M', 'Material'],
      [20, '', codes.conduit, '', '', '', ''],
      [6, 'Unistrut channel 10 ft, field cut', 'UNI-10', '', '', '', ''],
    ]);

  async function jobWithLines() {
    const job = await w.make({ name: `Merge job ${Math.random().toString(36).slice(2, 8)}` });
    // The same conduit with the same codes (in 10 ft sticks), and the same custom line.
    await w.addLines(job.id, [{ baseItemId: w.items.conduit, packageCount: 3, baseItemOptionId: w.options.stick, phaseCode: { code: '26-05-33', name: 'Raceways and boxes' }, costCode: { code: 'M', name: 'Material' } }]);
    await w.addCustom(job.id, [{ description: 'Unistrut channel 10 ft, field cut', code: 'UNI-10', unit: 'EA', unitPrice: null, manufacturerName: '', packageCount: 2 }]);
    const created = (await send(w.asBuyer, job.id, 'Again.csv', takeoff())).json();
    await patch(w.asBuyer, job.id, created.id, [{ line: 4, decision: 'custom' }]);
    return { job, importId: created.id as number };
  }

  it('names the lines that repeat a BOM line: same item or custom line, same phase and cost code', async () => {
    const { job, importId } = await jobWithLines();
    const res = await w.asBuyer({ method: 'GET', url: url(job.id, `${importId}/duplicates/`) });
    expect([res.statusCode, res.json()]).toEqual([200, { lines: [2, 4] }]);
    expect((await w.asStranger({ method: 'GET', url: url(job.id, `${importId}/duplicates/`) })).statusCode).toBe(404);
  });

  it('adds their quantities to those lines when asked to merge, and makes the rest new lines', async () => {
    const { job, importId } = await jobWithLines();
    const res = await w.asBuyer({ method: 'POST', url: url(job.id, `${importId}/commit/`), payload: { on_duplicate: 'merge' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'completed', created_items: 1, merged_items: 2 });
    const rows = await w.rowsOf(job.id);
    // 3 sticks of 10 ft + 50 ft = 8 sticks; the custom line 2 + 6; the uncoded 20 ft is a new line.
    expect(rows.map((r) => [r.baseItemId, r.packageCount, r.phaseCode])).toEqual([
      [w.items.conduit, 8, '26-05-33'],
      [null, 8, ''],
      [w.items.conduit, 20, ''],
    ]);
  });

  it('adds them as new lines by default', async () => {
    const { job, importId } = await jobWithLines();
    const res = await commit(w.asBuyer, job.id, importId);
    expect(res.json()).toMatchObject({ status: 'completed', created_items: 3, merged_items: 0 });
    expect(await w.rowsOf(job.id)).toHaveLength(5);
  });

  it('refuses an unknown choice and changes nothing', async () => {
    const { job, importId } = await jobWithLines();
    const res = await w.asBuyer({ method: 'POST', url: url(job.id, `${importId}/commit/`), payload: { on_duplicate: 'sum' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['on_duplicate']);
    expect(await w.rowsOf(job.id)).toHaveLength(2);
  });
});

describe('a user of another company', () => {
  it('gets 404 for the project and its imports on every call, and changes nothing', async () => {
    const mine = (await send(w.asBuyer, w.project2.id, 'm.csv', csvOf([['Qty', 'Catalog #'], [1, codes.conduit]]))).json();
    const calls: InjectOptions[] = [
      { method: 'POST', url: url(w.project2.id), ...upload('x.csv', csvOf([['Qty', 'Catalog #'], [1, codes.conduit]])) },
      { method: 'GET', url: url(w.project2.id, `${mine.id}/`) },
      { method: 'PATCH', url: url(w.project2.id, `${mine.id}/`), payload: { lines: [{ line: 2, decision: 'skip' }] } },
      { method: 'POST', url: url(w.project2.id, `${mine.id}/commit/`) },
      { method: 'POST', url: url(w.project2.id, `${mine.id}/cancel/`) },
      // Their own project with our import id.
      { method: 'GET', url: url(w.otherProject.id, `${mine.id}/`) },
      { method: 'POST', url: url(w.otherProject.id, `${mine.id}/commit/`) },
      { method: 'GET', url: `/api/v1/projects/${w.project2.id}/bom_export/?format=csv` },
      { method: 'GET', url: `/api/v1/projects/${w.project2.id}/bom_export/?format=xlsx` },
    ];
    for (const opts of calls) {
      const res = await w.asStranger(opts);
      expect([opts.method, opts.url, res.statusCode, res.json()]).toEqual([opts.method, opts.url, 404, { detail: 'Not found.' }]);
    }
    expect((await w.asBuyer({ method: 'GET', url: url(w.project2.id, `${mine.id}/`) })).json()).toEqual(mine);
    // Our project with an import of the same project but asked under another project id: 404 too.
    expect((await w.asBuyer({ method: 'GET', url: url(w.project.id, `${mine.id}/`) })).statusCode).toBe(404);
  });
});
