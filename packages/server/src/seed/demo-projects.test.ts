import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/helper';
import { seedDemo } from './demo';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.db);
});
afterAll(() => t.close());

describe('demo projects', () => {
  it('give the demo buyer a working project list: groups with jobs, two countries, every status', async () => {
    const [buyer] = await t.db.select().from(accounts).where(eq(accounts.email, 'buyer@demo.test'));
    const as = t.as(await t.signIn(buyer.id, buyer.companyId));
    const top = (await as({ method: 'GET', url: '/api/v1/ListProject/?parent_id=0&page_size=50' })).json();
    const groups = top.results.filter((p: { is_group: boolean }) => p.is_group);
    expect(groups.length).toBeGreaterThanOrEqual(3);
    expect(groups.every((g: { children_count: number }) => g.children_count >= 2)).toBe(true);
    const all = (await as({ method: 'GET', url: '/api/v1/ListProject/?page_size=100' })).json().results;
    expect(new Set(all.map((p: { country: string }) => p.country).filter(Boolean))).toEqual(new Set(['USA', 'Canada']));
    expect(new Set(all.map((p: { status: string }) => p.status))).toEqual(new Set(['active', 'completed', 'archived']));
    expect(all.some((p: { is_work_order: boolean }) => p.is_work_order)).toBe(true);
    const mine = (await as({ method: 'GET', url: `/api/v1/ListProject/?owner_id=${buyer.id}` })).json();
    expect(mine.count).toBeGreaterThan(5);
    const [foreman] = await t.db.select().from(accounts).where(eq(accounts.email, 'foreman@demo.test'));
    const foremans = (await as({ method: 'GET', url: `/api/v1/ListProject/?owner_id=${foreman.id}` })).json();
    expect(foremans.count).toBeGreaterThan(3);
  });
});
