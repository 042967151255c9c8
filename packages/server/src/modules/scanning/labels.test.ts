import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { binQrValue } from '@jobsite/core';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { cartWorld, type CartWorld } from '../cart/test-world';

/**
 * Issue 13.2: the scan dialog finds the app's own labels: a bin's printed QR value and its code,
 * a catalogue number, and a job number; another company's bin or job is not found.
 */
let t: TestApp;
let w: CartWorld;
let bin: { id: number; code: string };
let warehouseId: number;

beforeAll(async () => {
  t = await buildTestApp();
  w = await cartWorld(t);
  const warehouse = await w.asBuyer({ method: 'POST', url: '/api/v1/warehouses/', payload: { name: 'Scan yard', type: 'Tools' } });
  warehouseId = warehouse.json().id;
  bin = (await w.asBuyer({ method: 'POST', url: `/api/v1/warehouses/${warehouseId}/bins/`, payload: { name: 'Rack A shelf 1', code: 'A-01' } })).json();
});
afterAll(() => t.close());

const resolve = (as: CartWorld['asBuyer'], code: string) => as({ method: 'POST', url: '/api/v1/scan/resolve/', payload: { code } });

describe('scanning the app’s own labels', () => {
  it('a bin label’s QR value and the bin code open what the bin holds', async () => {
    for (const code of [binQrValue(bin), 'a-01']) {
      const res = await resolve(w.asBuyer, code);
      expect(res.statusCode, code).toBe(200);
      expect(res.json()).toEqual({ kind: 'bin', id: bin.id, label: 'Bin A-01 (Rack A shelf 1) in Scan yard', link: `/tool_items?bin_id=${bin.id}` });
    }
  });

  it('a catalogue number opens the item in the catalogue', async () => {
    const res = await resolve(w.asBuyer, w.breakerCode.toLowerCase());
    expect(res.json()).toMatchObject({ kind: 'catalogue_item', id: w.items.breaker, link: `/catalogue?item_id=${w.items.breaker}` });
  });

  it('a job number opens the project where the caller works on it', async () => {
    const project = await w.make({ name: 'Scanned job', main_job_num: 'SCAN-2231' });
    const res = await resolve(w.asBuyer, 'scan-2231');
    expect(res.json()).toMatchObject({ kind: 'project', id: project.id, link: `/project/bom/${project.id}` });
  });

  it('another company’s bin and job are not found', async () => {
    expect((await resolve(w.asStranger, binQrValue(bin))).statusCode).toBe(404);
    expect((await resolve(w.asStranger, 'A-01')).statusCode).toBe(404);
    expect((await resolve(w.asStranger, 'SCAN-2231')).json()).toEqual({ detail: 'Nothing matches this code.' });
  });
});
