import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Branch, branchBody } from '@jobsite/core';
import { addresses, companyBranches } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../platform/db';
import { fieldErrors, notFound } from '../../platform/errors';
import { type PageRequest, pagedRows } from '../../platform/paging';
import { type CompanyScope, companyScope } from '../../platform/scope';
import { addressView, upsertOwnedAddress } from './addresses';
import { findCompany } from './service';

type BranchRow = typeof companyBranches.$inferSelect;

type BranchValues = z.output<typeof branchBody>;

/** Who lists branches: anonymous (registration) or signed in, in their current company. */
export interface BranchReader {
  ownCompanyId: number | undefined;
  isStaff: boolean;
}

async function branchViews(db: DbOrTx, scope: CompanyScope, rows: BranchRow[]): Promise<Branch[]> {
  const ids = rows.map((r) => r.addressId).filter((id): id is number => id !== null);
  const found = ids.length ? await db.select().from(addresses).where(scope.where(addresses, inArray(addresses.id, ids))) : [];
  const byId = new Map(found.map((a) => [a.id, a]));
  return rows.map((r) => {
    const address = r.addressId ? byId.get(r.addressId) : undefined;
    return {
      id: r.id,
      name: r.name,
      branch_code: r.branchCode,
      phone: r.phone,
      email: r.email,
      is_active: r.isActive,
      address: address ? addressView(address) : null,
    };
  });
}

/** Branches of the caller's company, or (company_id) a company's active ones, without their contacts unless they are the caller's own. */
export async function listBranches(db: DbOrTx, caller: BranchReader, filter: { companyId?: number; includeInactive?: boolean }, page: PageRequest) {
  const companyId = filter.companyId ?? caller.ownCompanyId;
  if (!companyId || !(await findCompany(db, companyId))) throw notFound();
  const scope = companyScope(companyId);
  // Only your own company shows inactive branches.
  const activeOnly = companyId !== caller.ownCompanyId || !filter.includeInactive;
  const where = scope.where(companyBranches, activeOnly ? eq(companyBranches.isActive, true) : undefined);
  const { rows, total } = await pagedRows(page, {
    rows: db.select().from(companyBranches).where(where).orderBy(asc(companyBranches.name), asc(companyBranches.id)),
    count: db.select({ n: count() }).from(companyBranches).where(where),
  });
  const views = await branchViews(db, scope, rows);
  // Registration needs only names: another company's branch contacts and addresses stay its own.
  const own = companyId === caller.ownCompanyId || caller.isStaff;
  return { total, results: own ? views : views.map((b) => ({ ...b, phone: '', email: '', address: null })) };
}

/** A branch code is one branch's in the company (any case): PO numbers numbered per branch carry it, and two branches with one code would give numbers nobody could tell apart. */
async function refuseTakenBranchCode(tx: DbOrTx, scope: CompanyScope, code: string, exceptId: number | null): Promise<void> {
  if (!code) return;
  const [taken] = await tx
    .select({ name: companyBranches.name })
    .from(companyBranches)
    .where(scope.where(companyBranches, sql`upper(${companyBranches.branchCode}) = ${code.toUpperCase()}`, exceptId === null ? undefined : ne(companyBranches.id, exceptId)))
    .limit(1);
  if (taken) throw fieldErrors({ branch_code: `${taken.name} has branch code ${code.toUpperCase()} already. PO numbers numbered per branch carry the code, so each branch needs its own.` });
}

export async function createBranch(db: Db, scope: CompanyScope, b: BranchValues): Promise<Branch> {
  const row = await db.transaction(async (tx) => {
    await refuseTakenBranchCode(tx, scope, b.branch_code, null);
    const addressId = await upsertOwnedAddress(tx, scope, null, b.address, 'branch');
    const [created] = await tx
      .insert(companyBranches)
      .values({ companyId: scope.companyId, name: b.name, branchCode: b.branch_code, phone: b.phone, email: b.email, isActive: b.is_active, addressId: addressId ?? null })
      .returning();
    return created;
  });
  return (await branchViews(db, scope, [row]))[0];
}

/** Changes a branch; address null detaches it. */
export async function updateBranch(db: Db, scope: CompanyScope, id: number, b: BranchValues): Promise<Branch> {
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(companyBranches).where(scope.where(companyBranches, eq(companyBranches.id, id)));
    if (!current) throw notFound();
    await refuseTakenBranchCode(tx, scope, b.branch_code, current.id);
    const addressId = await upsertOwnedAddress(tx, scope, current.addressId, b.address, 'branch');
    const [updated] = await tx
      .update(companyBranches)
      .set({ name: b.name, branchCode: b.branch_code, phone: b.phone, email: b.email, isActive: b.is_active, addressId })
      .where(scope.where(companyBranches, and(eq(companyBranches.id, current.id))))
      .returning();
    return updated;
  });
  return (await branchViews(db, scope, [row]))[0];
}
