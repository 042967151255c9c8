import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { cartWorld, type CartWorld } from './test-world';

let t: TestApp;
let w: CartWorld;
const LINES = 5000;

beforeAll(async () => {
  t = await buildTestApp();
  w = await cartWorld(t);
  const items = [w.items.conduit, w.items.breaker, w.items.wire];
  await w.addLines(
    w.project.id,
    Array.from({ length: LINES }, (_, i) => ({
      baseItemId: items[i % 3],
      packageCount: 1 + (i % 7),
      phaseCode: i % 4 ? { code: String(i % 40).padStart(2, '0'), name: `Phase ${i % 40}` } : null,
      itemComments: i % 500 === 0 ? `Check ${i}` : '',
    })),
  );
}, 60_000);
afterAll(() => t.close());

/** One call's answer (speed is measured by bench/cart.ts, never asserted here). */
async function answer(url: string): Promise<{ count: number; results: unknown[]; next: string | null }> {
  const res = await w.asBuyer({ method: 'GET', url: `/api/v1/${url}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe(`a project with ${LINES} lines`, () => {
  it('answers a page of 200, first and deep, filtered, searched and sorted, with the right counts', async () => {
    const base = `projects/${w.project.id}/retrieve_cart_items/?page_size=200`;
    const cases: [string, number][] = [
      [base, LINES],
      [`${base}&page=25`, LINES],
      [`${base}&phase_code=07`, 125],
      [`${base}&phase_code=__none__`, 1250],
      [`${base}&search=check`, 10],
      [`${base}&ordering=description&page=10`, LINES],
      [`${base}&ordering=phase_code&page=20`, LINES],
    ];
    for (const [url, count] of cases) {
      const body = await answer(url);
      expect([url, body.count, body.results.length]).toEqual([url, count, Math.min(200, count)]);
    }
    // The last page knows the total without a count: 5,000 lines are 25 pages of 200.
    const last = await answer(`${base}&page=25`);
    expect([last.count, last.next]).toEqual([LINES, null]);
    const summary = (await w.asBuyer({ method: 'GET', url: `/api/v1/projects/${w.project.id}/retrieve_cart_summary/` })).json();
    expect(summary.count).toBe(LINES);
  }, 60_000);

  it('runs a bulk action over every line in one request', async () => {
    const all = (await w.rowsOf(w.project.id)).map((l) => l.id);
    const res = await w.call(w.asBuyer, w.project.id, { func: 'set_item_wbs_code_1', id_list: all, wbs_code_1: 'ALL' });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toHaveLength(LINES);
    // Codes only where a line has none: 1,250 lines get the phase code, every line the cost code.
    const codes = await w.call(w.asBuyer, w.project.id, { func: 'set_item_phase_code_and_cost_code', id_list: all, phase_code: { code: '99', name: 'New' }, cost_code: { code: 'M', name: 'Material' }, override: false });
    expect(codes.statusCode).toBe(200);
    const rows = await w.rowsOf(w.project.id);
    expect(rows.filter((r) => r.phaseCode === '99')).toHaveLength(1250);
    expect(rows.every((r) => r.costCode === 'M')).toBe(true);
    const moved = await w.call(w.asBuyer, w.project.id, { func: 'move_items_to_another_project', to_project_id: w.project2.id, item_id_list: all });
    expect(moved.json().removed_ids).toHaveLength(LINES);
    expect((await w.rowsOf(w.project2.id)).map((r) => r.id)).toEqual(all);
  }, 60_000);
});
