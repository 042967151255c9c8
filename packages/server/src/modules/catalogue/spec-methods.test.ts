import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { cartWorld, type CartWorld } from '../cart/test-world';
import { daysFromToday } from '../../platform/text-and-dates';

/** Issue 13.15: the spec's methods and paths answer too, so a client written from the spec works. */
let t: TestApp;
let w: CartWorld;

beforeAll(async () => {
  t = await buildTestApp();
  w = await cartWorld(t);
});
afterAll(() => t.close());

describe('calls the spec lists as POST answer like their GET', () => {
  it.each([
    ['getspecitem/', () => ({ item_id: w.items.breaker }), () => `item_id=${w.items.breaker}`],
    ['GetProdSearchOptions/', () => ({}), () => ''],
    ['GetBaseItemContractPricing/', () => ({ base_item_ids: [w.items.breaker, w.items.wire] }), () => `base_item_ids=${w.items.breaker},${w.items.wire}`],
  ])('%s', async (path, body, query) => {
    const post = await w.asBuyer({ method: 'POST', url: `/api/v1/${path}`, payload: body() });
    const get = await w.asBuyer({ method: 'GET', url: `/api/v1/${path}?${query()}` });
    expect(post.statusCode).toBe(200);
    expect(post.json()).toEqual(get.json());
  });

  it('POST getspecitem/ refuses a missing item id in the field', async () => {
    const res = await w.asBuyer({ method: 'POST', url: '/api/v1/getspecitem/', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['item_id']);
  });
});

describe('GET projects/{id}/retrieve_outstanding_rental_items/', () => {
  it("lists one project's outstanding rentals, and another company's project is 404", async () => {
    const start = new Date().toISOString().slice(0, 10);
    const end = daysFromToday(7);
    const [rental] = await w.addLines(w.project.id, [{ baseItemId: w.items.breaker, packageCount: 1, isRental: true, rentalStartDate: start, rentalEndDate: end }]);
    await w.addLines(w.project2.id, [{ baseItemId: w.items.breaker, packageCount: 1, isRental: true, rentalStartDate: start, rentalEndDate: end }]);
    const res = await w.asBuyer({ method: 'GET', url: `/api/v1/projects/${w.project.id}/retrieve_outstanding_rental_items/` });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((l: { id: number }) => l.id)).toEqual([rental]);
    expect((await w.asBuyer({ method: 'GET', url: `/api/v1/projects/${w.otherProject.id}/retrieve_outstanding_rental_items/` })).statusCode).toBe(404);
  });
});
