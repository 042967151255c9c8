import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { cartItems } from '../../db/schema/index';
import { cartWorld, type CartWorld } from './test-world';

/**
 * Security/robustness finding (issue 11.9): one field edited twice at once kept the last write.
 * A client that sends back the updated_at it saw gets 409 with the current line when someone
 * changed the line in between, and the line keeps the other person's change.
 */
let t: TestApp;
let w: CartWorld;

beforeAll(async () => {
  t = await buildTestApp();
  w = await cartWorld(t);
});
afterAll(() => t.close());

describe('two people editing one line', () => {
  it('the second stale write gets 409 naming who changed it, with the current line, and changes nothing', async () => {
    const [lineId] = await w.addLines(w.project.id, [{ baseItemId: w.items.breaker, packageCount: 4 }]);
    const loaded = (await t.db.select().from(cartItems).where(eq(cartItems.id, lineId)))[0].updatedAt.toISOString();

    const first = await w.call(w.asBuyer, w.project.id, { func: 'set_total_quantity', item_id: lineId, package_count: 6, expected_updated_at: loaded });
    expect(first.statusCode).toBe(200);
    const second = await w.call(w.asColleague, w.project.id, { func: 'set_total_quantity', item_id: lineId, package_count: 9, expected_updated_at: loaded });
    expect(second.statusCode).toBe(409);
    const who = `${w.buyer.firstName} ${w.buyer.lastName}`;
    expect(second.json()).toMatchObject({ changed_by: who, current: { id: lineId, package_count: 6 } });
    expect(second.json().detail).toBe(`This was changed by ${who} since you loaded it. Reload to see the change, then try again.`);
    const [row] = await t.db.select().from(cartItems).where(eq(cartItems.id, lineId));
    expect(Number(row.packageCount)).toBe(6);

    // With the fresh updated_at from the 409, the second person's edit goes through.
    const retry = await w.call(w.asColleague, w.project.id, { func: 'set_total_quantity', item_id: lineId, package_count: 9, expected_updated_at: second.json().current.updated_at });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().items[0].package_count).toBe(9);
  });

  it('edit_item is guarded the same way; without expected_updated_at the last write wins as before', async () => {
    const [lineId] = await w.addLines(w.project.id, [{ baseItemId: w.items.breaker, packageCount: 1 }]);
    const stale = new Date(Date.now() - 60_000).toISOString();
    const refused = await w.call(w.asBuyer, w.project.id, { func: 'edit_item', item_id: lineId, action: 'item_comments', value: 'late', expected_updated_at: stale });
    expect(refused.statusCode).toBe(409);
    expect((await w.call(w.asBuyer, w.project.id, { func: 'set_total_quantity', item_id: lineId, package_count: 2 })).statusCode).toBe(200);
  });
});
