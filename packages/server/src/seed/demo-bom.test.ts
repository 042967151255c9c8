import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { cartItems, projects } from '../db/schema/index';
import { seedDemo } from './demo';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.db);
}, 120_000);
afterAll(() => t.close());

const linesOf = async (name: string) => {
  const [project] = await t.db.select().from(projects).where(eq(projects.name, name));
  const lines = await t.db.select().from(cartItems).where(eq(cartItems.projectId, project.id)).orderBy(asc(cartItems.position));
  return { project, lines };
};

describe('the demo bill of materials', () => {
  it.each(['DMC Tower A - Core and Shell', 'Lakewood Elementary Renovation', 'Boulder Tech Office Fit-Out'])('leaves %s empty for the BOM journeys to fill', async (name) => {
    expect((await linesOf(name)).lines).toEqual([]);
  });

  it.each([
    ['Calgary DC Phase 1 - Warehouse', 45, 60],
    ['Golden High School Science Wing', 18, 30],
    ['DMC Parking Structure', 9, 14],
  ])('%s has a realistic BOM under its own phase codes', async (name, min, max) => {
    const { project, lines } = await linesOf(name);
    expect(lines.length).toBeGreaterThanOrEqual(min);
    expect(lines.length).toBeLessThanOrEqual(max);
    const codes = new Set(project.popularPhaseCodes.map((c) => `${c.code} ${c.name}`));
    for (const l of lines) expect(codes.has(`${l.phaseCode} ${l.phaseCodeName}`)).toBe(true);
  });

  it('has custom lines, a rental and a spool on the warehouse', async () => {
    const { lines } = await linesOf('Calgary DC Phase 1 - Warehouse');
    expect(lines.filter((l) => l.customItemId !== null)).toHaveLength(2);
    expect(lines.filter((l) => l.isRental).map((l) => [l.rentalStartDate, l.rentalEndDate, l.costCode])).toEqual([['2026-04-06', '2026-06-26', 'E']]);
    expect(lines.filter((l) => l.spoolId !== null).length).toBeGreaterThanOrEqual(2);
  });

  it('the demo buyer reads the warehouse BOM as cart items with prices', async () => {
    const login = await t.as(null)({ method: 'POST', url: '/api/v1/auth/login/', payload: { email: 'buyer@demo.test', password: 'demo-pass-2026' } });
    const session = { token: login.cookies.find((c) => c.name === 'sessionid')!.value };
    const { project } = await linesOf('Calgary DC Phase 1 - Warehouse');
    const res = await t.as(session)({ method: 'GET', url: `/api/v1/projects/${project.id}/bom_export/?format=csv` });
    const rows = res.body.trim().split('\r\n');
    expect(rows.length).toBeGreaterThan(45);
    expect(rows[1]).toMatch(/^1200,FT,[A-Z]+-EMT050,"1\/2 in EMT Electrical Metallic Tubing, 10 ft",[^,]+,26-05-33,Raceways and Boxes,M,Material,,,[\d.]+,[\d.]+$/);
  });
});
