/**
 * A bench cart project, as bench/cart.ts and the floor benchmark (bench/floor/seed.ts) seed
 * one: `lines` lines added through the cart module's addCatalogueLines / addCustomLines, a
 * twentieth custom, the rest cycled over the first 3,000 catalogue items, phase codes spread
 * over eight.
 */
import { asc } from 'drizzle-orm';
import type { LineCode } from '@jobsite/core';
import { baseItems } from '../packages/server/src/db/schema/index';
import { addCatalogueLines, addCustomLines } from '../packages/server/src/modules/cart/lines';
import { createProject } from '../packages/server/src/modules/projects/service';
import type { Db } from '../packages/server/src/platform/db';
import { companyScope } from '../packages/server/src/platform/scope';

export const PHASES: LineCode[] = [
  ['26-05-19', 'Low-Voltage Conductors'],
  ['26-05-26', 'Grounding and Bonding'],
  ['26-05-29', 'Hangers and Supports'],
  ['26-05-33', 'Raceways and Boxes'],
  ['26-24-16', 'Panelboards'],
  ['26-27-26', 'Wiring Devices'],
  ['26-51-13', 'Interior Lighting Fixtures'],
  ['26-56-13', 'Exterior Lighting'],
].map(([code, name]) => ({ code, name }));
export const COSTS: LineCode[] = [
  { code: 'M', name: 'Material' },
  { code: 'E', name: 'Equipment Rental' },
];

/** A new project of `user`'s company holding `lines` lines; returns its id. The catalogue must have items. */
export async function seedCartProject(db: Db, user: { companyId: number; accountId: number }, lines: number, project: { name: string; mainJobNum: string }): Promise<number> {
  const items = (await db.select({ id: baseItems.id }).from(baseItems).orderBy(asc(baseItems.id)).limit(3000)).map((r) => r.id);
  const scope = companyScope(user.companyId);
  const { id } = await db.transaction((tx) =>
    createProject(tx, scope, { id: user.accountId, isStaff: false }, { name: project.name, main_job_num: project.mainJobNum, is_create_group: false, is_work_order: false, status: 'active' }),
  );
  const ctx = { scope, project: { id }, accountId: user.accountId };
  const custom = Math.floor(lines / 20);
  // In slices of 5,000: one transaction per slice keeps memory flat at 50,000 lines.
  for (let start = 0; start < lines - custom; start += 5000) {
    const n = Math.min(5000, lines - custom - start);
    await db.transaction((tx) =>
      addCatalogueLines(
        tx,
        ctx,
        Array.from({ length: n }, (_, k) => {
          const i = start + k;
          return { baseItemId: items[(i * 7) % items.length], packageCount: 1 + (i % 40), phaseCode: PHASES[i % PHASES.length], costCode: COSTS[i % 11 === 0 ? 1 : 0], wbsCode1: `L${1 + (i % 12)}` };
        }),
      ),
    );
  }
  if (custom > 0) {
    await db.transaction((tx) =>
      addCustomLines(
        tx,
        ctx,
        Array.from({ length: custom }, (_, i) => ({
          description: `Field-fabricated bracket type ${i % 25}`,
          code: `FAB-${i % 25}`,
          unit: 'EA' as const,
          unitPrice: 12 + (i % 25),
          manufacturerName: 'Shop',
          packageCount: 2,
          phaseCode: PHASES[2],
        })),
      ),
    );
  }
  return id;
}
