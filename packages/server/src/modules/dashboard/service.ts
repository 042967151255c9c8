import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { quickStartChecklist, type QuickStartChecklist, type QuickStartStepKey } from '@jobsite/core';
import { accounts, addresses, binLocations, bomImports, cartItems, companies, companyMemberships, projects, purchaseOrders, suppliers, warehouses } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import type { CompanyScope } from '../../platform/scope';

/*
 * The quick start checklist (decision record 018): each step is ticked from the company's own
 * rows, never from a flag someone sets, so it stays true to the data. direct_to_quick_start is
 * per account: true for a buyer who founds a company, false once every step is done or the
 * checklist is dismissed.
 */

const any = (rows: PromiseLike<unknown[]>) => Promise.resolve(rows).then((r) => r.length > 0);

/** One statement per step, run together; every one scoped to the company. */
export async function quickStartFacts(db: DbOrTx, scope: CompanyScope): Promise<Record<QuickStartStepKey, boolean>> {
  const one = { one: sql`1` };
  const [company_address, warehouse_with_bins, invite_users, project, bomLine, bomImport, supplier, first_po] = await Promise.all([
    any(
      db
        .select(one)
        .from(addresses)
        .innerJoin(companies, eq(companies.addressId, addresses.id))
        .where(scope.where(addresses, eq(companies.id, scope.companyId), sql`${addresses.field1} <> ''`, sql`${addresses.city} <> ''`, sql`${addresses.zip} <> ''`))
        .limit(1),
    ),
    any(db.select(one).from(binLocations).innerJoin(warehouses, eq(warehouses.id, binLocations.warehouseId)).where(scope.where(binLocations, eq(warehouses.companyId, scope.companyId))).limit(1)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(companyMemberships)
      .where(scope.where(companyMemberships, eq(companyMemberships.status, 'active')))
      .then(([r]) => r.n > 1),
    any(db.select(one).from(projects).where(scope.where(projects)).limit(1)),
    any(db.select(one).from(cartItems).where(scope.where(cartItems)).limit(1)),
    any(db.select(one).from(bomImports).where(scope.where(bomImports)).limit(1)),
    any(db.select(one).from(suppliers).where(scope.where(suppliers)).limit(1)),
    any(db.select(one).from(purchaseOrders).where(scope.where(purchaseOrders, isNotNull(purchaseOrders.submittedAt))).limit(1)),
  ]);
  return { company_address, warehouse_with_bins, invite_users, project, bom: bomLine || bomImport, supplier, first_po };
}

/** The checklist for an account; when every step is done its direct_to_quick_start turns false by itself. */
export async function checklistFor(db: DbOrTx, scope: CompanyScope, accountId: number): Promise<QuickStartChecklist> {
  const [facts, [account]] = await Promise.all([quickStartFacts(db, scope), db.select({ direct: accounts.directToQuickStart }).from(accounts).where(eq(accounts.id, accountId))]);
  const checklist = quickStartChecklist(facts, account?.direct ?? false);
  if (checklist.complete && account?.direct) await db.update(accounts).set({ directToQuickStart: false }).where(eq(accounts.id, accountId));
  return checklist;
}

/** quick_start_checklist/dismiss/: login lands on the dashboard from now on; the checklist stays reachable. */
export async function dismissQuickStart(db: DbOrTx, accountId: number): Promise<void> {
  await db.update(accounts).set({ directToQuickStart: false }).where(and(eq(accounts.id, accountId), eq(accounts.directToQuickStart, true)));
}

/** A buyer who founds a company is sent to the checklist after login (spec section 4). */
export async function startQuickStart(db: DbOrTx, accountId: number): Promise<void> {
  await db.update(accounts).set({ directToQuickStart: true }).where(eq(accounts.id, accountId));
}
