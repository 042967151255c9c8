import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { cartWorld, type CartWorld } from './test-world';

let t: TestApp;
let w: CartWorld;

beforeAll(async () => {
  t = await buildTestApp();
  w = await cartWorld(t);
});
afterAll(() => t.close());

describe('money on the BOM is computed one way', () => {
  it('gives a line and the summary the same cents where floating point would not (0.145 is 0.15 in both)', async () => {
    const job = await w.make({ name: 'Money job' });
    await w.addCustom(job.id, [
      { description: 'Wire marker', code: 'WM-1', unit: 'EA', unitPrice: 0.145, manufacturerName: '', packageCount: 1 },
      { description: 'Cable tie', code: 'CT-1', unit: 'EA', unitPrice: 1.005, manufacturerName: '', packageCount: 1 },
      { description: 'Splice kit', code: 'SK-1', unit: 'EA', unitPrice: 0.4325, manufacturerName: '', packageCount: 7 },
    ]);
    const lines = (await w.asBuyer({ method: 'GET', url: `/api/v1/projects/${job.id}/retrieve_cart_items/` })).json().results as { extended_price: number }[];
    expect(lines.map((l) => l.extended_price)).toEqual([0.15, 1.01, 3.03]);
    const summary = (await w.asBuyer({ method: 'GET', url: `/api/v1/projects/${job.id}/retrieve_cart_summary/` })).json();
    expect(summary.total_price).toBe(4.19);
  });
});
