/**
 * The floor benchmark's data, seeded in two phases on one database so each call can be measured
 * at a small and a large size: phase "small" (the smaller project count, a cart project of the
 * smaller line count, the smaller catalogue), then phase "large" (a second contractor with the
 * larger project count, a second project of the larger line count for the same contractor, the
 * catalogue grown to the larger item count, the cart user's notifications grown from the smaller
 * count to the larger). Each phase also
 * seeds a contractor of its own with that phase's count of purchase orders, of tool items and of
 * shipping forms (bench/seed-orders.ts, seed-assets.ts and seed-shipping.ts, as bench/orders.ts,
 * assets.ts and shipping.ts seed theirs).
 *
 * Projects come from bench/seed-projects.ts; the cart projects from bench/seed-cart.ts, as
 * bench/cart.ts seeds its own; the catalogue is the generated demo
 * catalogue (seedCatalogue, then loadCatalogue for the items past the small size).
 */
import { sql } from 'drizzle-orm';
import { notifications } from '../../packages/server/src/db/schema/index';
import { loadCatalogue } from '../../packages/server/src/modules/catalogue/bulk-load';
import { createCompany } from '../../packages/server/src/modules/companies/service';
import type { Db } from '../../packages/server/src/platform/db';
import { generateCatalogue } from '../../packages/server/src/seed/catalogue/generator';
import { seedCatalogue } from '../../packages/server/src/seed/catalogue/seed';
import { seedToolItems } from '../seed-assets';
import { seedCartProject } from '../seed-cart';
import { seedOrders } from '../seed-orders';
import { seedProjects } from '../seed-projects';
import { seedShippingForms } from '../seed-shipping';
import { companyWithUser, type Login, seedInto, type Target } from '../support';

export type { Login, Target };

/** The users of the orders, tool items and shipping form lists of one phase. */
export interface ListUsers {
  ordersUser: Login;
  toolsUser: Login;
  shippingUser: Login;
}

export interface ListSizes {
  orders: number;
  toolItems: number;
  shippingForms: number;
}

/** A contractor with `orders` purchase orders, one with `toolItems` tool items and one with `shippingForms` shipping forms. */
async function seedLists(target: Target, sizes: ListSizes, log: (s: string) => void): Promise<ListUsers> {
  const login = (u: Login): Login => ({ email: u.email, password: u.password });
  log(`  ${sizes.orders.toLocaleString()} purchase orders`);
  const orders = await seedOrders(target, sizes.orders);
  log(`  ${sizes.toolItems.toLocaleString()} tool items`);
  const tools = await seedToolItems(target, sizes.toolItems);
  log(`  ${sizes.shippingForms.toLocaleString()} shipping forms`);
  const shipping = await seedShippingForms(target, sizes.shippingForms);
  return { ordersUser: login(orders), toolsUser: login(tools), shippingUser: login(shipping) };
}

export interface SmallSeed extends ListUsers {
  projectsUser: Login;
  cartUser: Login & { companyId: number; accountId: number };
  cartProjectId: number;
  /** An existing catalogue number, among the first items so the larger catalogue has it too. */
  exactNumber: string;
}

/**
 * A catalogue number of the smaller catalogue that is part of no other number in the larger one,
 * so a search for it finds the same one item at both sizes. `exactNumber` is a base number: the
 * generated catalogue's later editions add suffixes to it (-2, -3 ... -90 at 1,000,000 items), so
 * its matches, and the answer's rows, grow with the catalogue. Searched from the end of the
 * smaller catalogue, where the last edition it holds (the highest suffix) starts.
 */
export function numberWithOneMatch(smallItems: number, largeItems: number): string {
  const codes = generateCatalogue(largeItems).map((item) => item.code);
  const lower = codes.map((c) => c.toLowerCase());
  for (let i = Math.min(smallItems, codes.length) - 1; i >= 0; i--) {
    let containing = 0;
    for (const other of lower) if (other.includes(lower[i]) && ++containing > 1) break;
    if (containing === 1) return codes[i];
  }
  throw new Error('every number of the smaller catalogue is part of another number in the larger one');
}

export interface LargeSeed extends ListUsers {
  projectsUser: Login;
  cartProjectId: number;
}

/** What autovacuum would do after a bulk load (PGlite has none): fresh statistics for the planner. */
async function analyze(db: Db) {
  await db.execute(sql`vacuum analyze`);
}

/**
 * The cart user's notifications from the `from`th to the `to`th, ten minutes apart, one in four
 * unread: the small phase seeds the first ones, the large phase adds the rest to the same list.
 */
async function seedNotifications(db: Db, user: { companyId: number; accountId: number }, from: number, to: number) {
  const created = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 600_000);
  for (let start = from; start < to; start += 2000) {
    const n = Math.min(2000, to - start);
    await db.insert(notifications).values(
      Array.from({ length: n }, (_, k) => {
        const i = start + k;
        return {
          companyId: user.companyId,
          accountId: user.accountId,
          content: `Order PO-${100000 + i} was ${i % 3 ? 'confirmed' : 'shipped'} by Floor Supply`,
          link: `/orders/${1000 + i}`,
          read: i % 4 !== 0,
          createdAt: created(i),
        };
      }),
    );
  }
}

export async function seedSmall(target: Target, sizes: { projects: number; lines: number; items: number; notifications: number } & ListSizes, log: (s: string) => void): Promise<SmallSeed> {
  log(`  ${sizes.projects.toLocaleString()} projects`);
  const projects = await seedProjects({ ...target, count: sizes.projects });
  const lists = await seedLists(target, sizes, log);
  return seedInto(target, async (db, tag) => {
    const { company, account, login } = await companyWithUser(db, { name: `Floor Cart ${tag}`, systemType: 'buyer', services: ['tool'] }, { email: `floor-cart-${tag}@bench.test`, firstName: 'Floor', lastName: 'Buyer' });
    const cartUser = { ...login, companyId: company.id, accountId: account.id };
    log(`  ${sizes.items.toLocaleString()} catalogue items`);
    const supplier = await createCompany(db, { name: `Floor Supply ${tag}`, systemType: 'seller', isVerified: true });
    await db.transaction((tx) => seedCatalogue(tx, { supplierId: supplier.id, buyerIds: [company.id, projects.companyId], count: sizes.items }));
    log(`  a project of ${sizes.lines.toLocaleString()} cart lines`);
    const cartProjectId = await seedCartProject(db, cartUser, sizes.lines, { name: `Floor Tower S-${tag}`, mainJobNum: tag });
    log(`  ${sizes.notifications.toLocaleString()} notifications`);
    await seedNotifications(db, cartUser, 0, sizes.notifications);
    await analyze(db);
    const exactNumber = generateCatalogue(Math.min(sizes.items, 4000))[Math.floor(Math.min(sizes.items, 4000) * 0.37)].code;
    return { ...lists, projectsUser: { email: projects.email, password: projects.password }, cartUser, cartProjectId, exactNumber };
  });
}

export async function seedLarge(
  target: Target,
  small: SmallSeed,
  sizes: { projects: number; lines: number; items: { from: number; to: number }; notifications: { from: number; to: number } } & ListSizes,
  log: (s: string) => void,
): Promise<LargeSeed> {
  log(`  ${sizes.projects.toLocaleString()} projects`);
  const projects = await seedProjects({ ...target, count: sizes.projects });
  const lists = await seedLists(target, sizes, log);
  return seedInto(target, async (db, tag) => {
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
    const cartProjectId = await seedCartProject(db, small.cartUser, sizes.lines, { name: `Floor Tower L-${tag}`, mainJobNum: tag });
    log(`  notifications grown from ${sizes.notifications.from.toLocaleString()} to ${sizes.notifications.to.toLocaleString()}`);
    await seedNotifications(db, small.cartUser, sizes.notifications.from, sizes.notifications.to);
    await analyze(db);
    return { ...lists, projectsUser: { email: projects.email, password: projects.password }, cartProjectId };
  });
}
