/**
 * The floor benchmark's data, seeded in two phases on one database so each call can be measured
 * at a small and a large size: phase "small" (the smaller project count, a cart project of the
 * smaller line count, the smaller catalogue), then phase "large" (a second contractor with the
 * larger project count, a second project of the larger line count for the same contractor, the
 * catalogue grown to the larger item count, notifications for the cart user).
 *
 * Projects come from bench/seed-projects.ts; cart lines go through the cart module's
 * addCatalogueLines / addCustomLines as bench/cart.ts does; the catalogue is the generated demo
 * catalogue (seedCatalogue, then loadCatalogue for the items past the small size).
 */
import { randomBytes } from 'node:crypto';
import { asc, sql } from 'drizzle-orm';
import type { LineCode } from '@jobsite/core';
import { baseItems, notifications } from '../../packages/server/src/db/schema/index';
import { createAccount } from '../../packages/server/src/modules/accounts/service';
import { addCatalogueLines, addCustomLines } from '../../packages/server/src/modules/cart/lines';
import { loadCatalogue } from '../../packages/server/src/modules/catalogue/bulk-load';
import { createCompany } from '../../packages/server/src/modules/companies/service';
import { createProject } from '../../packages/server/src/modules/projects/service';
import { type Database, openDatabase } from '../../packages/server/src/platform/db';
import { companyScope } from '../../packages/server/src/platform/scope';
import { generateCatalogue } from '../../packages/server/src/seed/catalogue/generator';
import { seedCatalogue } from '../../packages/server/src/seed/catalogue/seed';
import { seedProjects } from '../seed-projects';

export interface Target {
  databaseUrl?: string;
  dataDir: string | null;
}

export interface Login {
  email: string;
  password: string;
}

export interface SmallSeed {
  projectsUser: Login;
  cartUser: Login & { companyId: number; accountId: number };
  cartProjectId: number;
  /** An existing catalogue number, among the first items so the larger catalogue has it too. */
  exactNumber: string;
}

export interface LargeSeed {
  projectsUser: Login;
  cartProjectId: number;
}

const PHASES: LineCode[] = [
  ['26-05-19', 'Low-Voltage Conductors'],
  ['26-05-26', 'Grounding and Bonding'],
  ['26-05-29', 'Hangers and Supports'],
  ['26-05-33', 'Raceways and Boxes'],
  ['26-24-16', 'Panelboards'],
  ['26-27-26', 'Wiring Devices'],
  ['26-51-13', 'Interior Lighting Fixtures'],
  ['26-56-13', 'Exterior Lighting'],
].map(([code, name]) => ({ code, name }));
const COSTS: LineCode[] = [
  { code: 'M', name: 'Material' },
  { code: 'E', name: 'Equipment Rental' },
];

/** A project of `lines` lines, as bench/cart.ts seeds one: a twentieth custom, the rest cycled over the first 3,000 items. */
async function seedCartProject(database: Database, user: SmallSeed['cartUser'], lines: number, name: string): Promise<number> {
  const db = database.db;
  const items = (await db.select({ id: baseItems.id }).from(baseItems).orderBy(asc(baseItems.id)).limit(3000)).map((r) => r.id);
  const scope = companyScope(user.companyId);
  const project = await db.transaction((tx) =>
    createProject(tx, scope, { id: user.accountId, isStaff: false }, { name, main_job_num: name.slice(-6), is_create_group: false, is_work_order: false, status: 'active' }),
  );
  const ctx = { scope, project: { id: project.id }, accountId: user.accountId };
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
  return project.id;
}

/** What autovacuum would do after a bulk load (PGlite has none): fresh statistics for the planner. */
async function analyze(database: Database) {
  await database.db.execute(sql`vacuum analyze`);
}

export async function seedSmall(target: Target, sizes: { projects: number; lines: number; items: number }, log: (s: string) => void): Promise<SmallSeed> {
  log(`  ${sizes.projects.toLocaleString()} projects`);
  const projects = await seedProjects({ ...target, count: sizes.projects });
  const database = await openDatabase(target);
  try {
    const db = database.db;
    const tag = randomBytes(3).toString('hex');
    const company = await createCompany(db, { name: `Floor Cart ${tag}`, systemType: 'buyer', services: ['tool'], isVerified: true });
    const password = 'bench-pass-2026';
    const email = `floor-cart-${tag}@bench.test`;
    const account = await createAccount(db, { email, password, firstName: 'Floor', lastName: 'Buyer', companyId: company.id, emailVerified: true });
    const cartUser = { email, password, companyId: company.id, accountId: account.id };
    log(`  ${sizes.items.toLocaleString()} catalogue items`);
    const supplier = await createCompany(db, { name: `Floor Supply ${tag}`, systemType: 'seller', isVerified: true });
    await db.transaction((tx) => seedCatalogue(tx, { supplierId: supplier.id, buyerIds: [company.id, projects.companyId], count: sizes.items }));
    log(`  a project of ${sizes.lines.toLocaleString()} cart lines`);
    const cartProjectId = await seedCartProject(database, cartUser, sizes.lines, `Floor Tower S-${tag}`);
    await analyze(database);
    const exactNumber = generateCatalogue(Math.min(sizes.items, 4000))[Math.floor(Math.min(sizes.items, 4000) * 0.37)].code;
    return { projectsUser: { email: projects.email, password: projects.password }, cartUser, cartProjectId, exactNumber };
  } finally {
    await database.close();
  }
}

export async function seedLarge(
  target: Target,
  small: SmallSeed,
  sizes: { projects: number; lines: number; items: { from: number; to: number }; notifications: number },
  log: (s: string) => void,
): Promise<LargeSeed> {
  log(`  ${sizes.projects.toLocaleString()} projects`);
  const projects = await seedProjects({ ...target, count: sizes.projects });
  const database = await openDatabase(target);
  try {
    const db = database.db;
    // The catalogue grows from the small size to the large one: the same deterministic items,
    // the first `from` already loaded. Generated and loaded in slices to bound memory.
    if (sizes.items.to > sizes.items.from) {
      log(`  catalogue grown from ${sizes.items.from.toLocaleString()} to ${sizes.items.to.toLocaleString()} items`);
      const all = generateCatalogue(sizes.items.to);
      for (let start = sizes.items.from; start < all.length; start += 50_000) {
        const slice = all.slice(start, Math.min(all.length, start + 50_000));
        await db.transaction((tx) => loadCatalogue(tx, slice));
      }
    }
    log(`  a project of ${sizes.lines.toLocaleString()} cart lines`);
    const cartProjectId = await seedCartProject(database, small.cartUser, sizes.lines, `Floor Tower L-${randomBytes(3).toString('hex')}`);
    log(`  ${sizes.notifications.toLocaleString()} notifications`);
    const created = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 600_000);
    for (let start = 0; start < sizes.notifications; start += 2000) {
      const n = Math.min(2000, sizes.notifications - start);
      await db.insert(notifications).values(
        Array.from({ length: n }, (_, k) => {
          const i = start + k;
          return {
            companyId: small.cartUser.companyId,
            accountId: small.cartUser.accountId,
            content: `Order PO-${100000 + i} was ${i % 3 ? 'confirmed' : 'shipped'} by Floor Supply`,
            link: `/orders/${1000 + i}`,
            read: i % 4 !== 0,
            createdAt: created(i),
          };
        }),
      );
    }
    await analyze(database);
    return { projectsUser: { email: projects.email, password: projects.password }, cartProjectId };
  } finally {
    await database.close();
  }
}
