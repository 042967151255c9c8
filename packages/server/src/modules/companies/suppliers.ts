import { asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Supplier, type supplierBody, type SupplierBranch, type supplierBranchBody, supplierCompanyRefusal } from '@jobsite/core';
import { companies, supplierBranches, suppliers } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import { fieldErrors, isUniqueViolation, notFound } from '../../platform/errors';
import { type PageRequest, pagedRows } from '../../platform/paging';
import type { CompanyScope } from '../../platform/scope';
import { containsPattern } from '../../platform/text-and-dates';
import { invalidPk } from './references';

type SupplierValues = z.output<typeof supplierBody>;
type SupplierBranchValues = z.output<typeof supplierBranchBody>;

const DUPLICATE = 'A supplier with this name already exists.';
type SupplierRow = typeof suppliers.$inferSelect;

async function supplierViews(db: DbOrTx, scope: CompanyScope, rows: SupplierRow[]): Promise<Supplier[]> {
  const ids = rows.map((r) => r.id);
  const companyIds = rows.map((r) => r.supplierCompanyId).filter((id): id is number => id !== null);
  const counts = ids.length
    ? await db.select({ id: supplierBranches.supplierId, n: count() }).from(supplierBranches).where(scope.where(supplierBranches, inArray(supplierBranches.supplierId, ids))).groupBy(supplierBranches.supplierId)
    : [];
  // The directory of companies is not tenant data: a supplier may point at any registered seller.
  const named = companyIds.length ? await db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, companyIds)) : [];
  const countOf = new Map(counts.map((c) => [c.id, c.n]));
  const companyOf = new Map(named.map((c) => [c.id, c]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    supplier_company: (r.supplierCompanyId && companyOf.get(r.supplierCompanyId)) || null,
    account_number: r.accountNumber,
    email: r.email,
    phone: r.phone,
    branch_count: countOf.get(r.id) ?? 0,
  }));
}

function branchView(r: typeof supplierBranches.$inferSelect): SupplierBranch {
  return { id: r.id, supplier: r.supplierId, name: r.name, branch_code: r.branchCode, email: r.email, phone: r.phone, city: r.city };
}

/** The directory company a supplier links: one that exists, and a seller (supplierCompanyRefusal). */
async function checkSupplierCompany(db: DbOrTx, id: number | null) {
  if (id === null) return;
  const [c] = await db.select({ id: companies.id, name: companies.name, systemType: companies.systemType }).from(companies).where(eq(companies.id, id));
  if (!c) throw fieldErrors({ supplier_company: invalidPk(id) });
  const refusal = supplierCompanyRefusal({ name: c.name, system_type: c.systemType });
  if (refusal) throw fieldErrors({ supplier_company: refusal });
}

const values = (b: SupplierValues) => ({ name: b.name, supplierCompanyId: b.supplier_company, accountNumber: b.account_number, email: b.email, phone: b.phone });

async function guarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldErrors({ name: DUPLICATE });
    throw err;
  }
}

async function findSupplierId(db: DbOrTx, scope: CompanyScope, id: number): Promise<number> {
  const [supplier] = await db.select({ id: suppliers.id }).from(suppliers).where(scope.where(suppliers, eq(suppliers.id, id)));
  if (!supplier) throw notFound();
  return supplier.id;
}

export async function listSuppliers(db: DbOrTx, scope: CompanyScope, filter: { search?: string; supplierCompanyId?: number }, page: PageRequest) {
  const where = scope.where(
    suppliers,
    filter.search ? ilike(suppliers.name, containsPattern(filter.search)) : undefined,
    filter.supplierCompanyId !== undefined ? eq(suppliers.supplierCompanyId, filter.supplierCompanyId) : undefined,
  );
  const { rows, total } = await pagedRows(page, {
    rows: db.select().from(suppliers).where(where).orderBy(asc(sql`lower(${suppliers.name})`), asc(suppliers.id)),
    count: db.select({ n: count() }).from(suppliers).where(where),
  });
  return { total, results: await supplierViews(db, scope, rows) };
}

export async function createSupplier(db: DbOrTx, scope: CompanyScope, b: SupplierValues): Promise<Supplier> {
  await checkSupplierCompany(db, b.supplier_company);
  const [row] = await guarded(() => db.insert(suppliers).values({ companyId: scope.companyId, ...values(b) }).returning());
  return (await supplierViews(db, scope, [row]))[0];
}

export async function findSupplier(db: DbOrTx, scope: CompanyScope, id: number): Promise<Supplier> {
  const [row] = await db.select().from(suppliers).where(scope.where(suppliers, eq(suppliers.id, id)));
  if (!row) throw notFound();
  return (await supplierViews(db, scope, [row]))[0];
}

export async function updateSupplier(db: DbOrTx, scope: CompanyScope, id: number, b: SupplierValues): Promise<Supplier> {
  await checkSupplierCompany(db, b.supplier_company);
  const [row] = await guarded(() => db.update(suppliers).set(values(b)).where(scope.where(suppliers, eq(suppliers.id, id))).returning());
  if (!row) throw notFound();
  return (await supplierViews(db, scope, [row]))[0];
}

/** Deletes a supplier and its branches. */
export async function deleteSupplier(db: DbOrTx, scope: CompanyScope, id: number): Promise<void> {
  const deleted = await db.delete(suppliers).where(scope.where(suppliers, eq(suppliers.id, id))).returning({ id: suppliers.id });
  if (!deleted.length) throw notFound();
}

export async function listSupplierBranches(db: DbOrTx, scope: CompanyScope, supplierId: number, search: string | undefined, page: PageRequest) {
  const id = await findSupplierId(db, scope, supplierId);
  const where = scope.where(supplierBranches, eq(supplierBranches.supplierId, id), search ? or(ilike(supplierBranches.name, containsPattern(search)), ilike(supplierBranches.city, containsPattern(search))) : undefined);
  const { rows, total } = await pagedRows(page, {
    rows: db.select().from(supplierBranches).where(where).orderBy(asc(supplierBranches.name), asc(supplierBranches.id)),
    count: db.select({ n: count() }).from(supplierBranches).where(where),
  });
  return { total, results: rows.map(branchView) };
}

export async function createSupplierBranch(db: DbOrTx, scope: CompanyScope, supplierId: number, b: SupplierBranchValues): Promise<SupplierBranch> {
  const id = await findSupplierId(db, scope, supplierId);
  const [row] = await db
    .insert(supplierBranches)
    .values({ companyId: scope.companyId, supplierId: id, name: b.name, branchCode: b.branch_code, email: b.email, phone: b.phone, city: b.city })
    .returning();
  return branchView(row);
}

export async function updateSupplierBranch(db: DbOrTx, scope: CompanyScope, id: number, b: SupplierBranchValues): Promise<SupplierBranch> {
  const [row] = await db
    .update(supplierBranches)
    .set({ name: b.name, branchCode: b.branch_code, email: b.email, phone: b.phone, city: b.city })
    .where(scope.where(supplierBranches, eq(supplierBranches.id, id)))
    .returning();
  if (!row) throw notFound();
  return branchView(row);
}

export async function deleteSupplierBranch(db: DbOrTx, scope: CompanyScope, id: number): Promise<void> {
  const deleted = await db.delete(supplierBranches).where(scope.where(supplierBranches, eq(supplierBranches.id, id))).returning({ id: supplierBranches.id });
  if (!deleted.length) throw notFound();
}
