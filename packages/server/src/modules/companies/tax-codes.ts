import { asc, count, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { TaxCode, taxCodeBody } from '@jobsite/core';
import { taxCodes } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import { fieldErrors, isUniqueViolation, notFound } from '../../platform/errors';
import { type PageRequest, pagedRows } from '../../platform/paging';
import type { CompanyScope } from '../../platform/scope';
import { containsPattern } from '../../platform/text-and-dates';

const DUPLICATE = 'A tax code with this name already exists.';

type TaxCodeValues = z.output<typeof taxCodeBody>;

function view(r: typeof taxCodes.$inferSelect): TaxCode {
  return { id: r.id, tax_code: r.taxCode, tax_rate: Number(r.taxRate), is_use_tax: r.isUseTax, description: r.description };
}

const columnsOf = (b: TaxCodeValues) => ({ taxCode: b.tax_code, taxRate: b.tax_rate, isUseTax: b.is_use_tax, description: b.description });

async function unique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldErrors({ tax_code: DUPLICATE });
    throw err;
  }
}

export async function listTaxCodes(db: DbOrTx, scope: CompanyScope, search: string | undefined, page: PageRequest) {
  const where = scope.where(taxCodes, search ? or(ilike(taxCodes.taxCode, containsPattern(search)), ilike(taxCodes.description, containsPattern(search))) : undefined);
  const { rows, total } = await pagedRows(page, {
    rows: db.select().from(taxCodes).where(where).orderBy(asc(taxCodes.taxCode), asc(taxCodes.id)),
    count: db.select({ n: count() }).from(taxCodes).where(where),
  });
  return { total, results: rows.map(view) };
}

export async function createTaxCode(db: DbOrTx, scope: CompanyScope, b: TaxCodeValues): Promise<TaxCode> {
  const [row] = await unique(() => db.insert(taxCodes).values({ companyId: scope.companyId, ...columnsOf(b) }).returning());
  return view(row);
}

export async function findTaxCode(db: DbOrTx, scope: CompanyScope, id: number): Promise<TaxCode> {
  const [row] = await db.select().from(taxCodes).where(scope.where(taxCodes, eq(taxCodes.id, id)));
  if (!row) throw notFound();
  return view(row);
}

export async function updateTaxCode(db: DbOrTx, scope: CompanyScope, id: number, b: TaxCodeValues): Promise<TaxCode> {
  const [row] = await unique(() => db.update(taxCodes).set(columnsOf(b)).where(scope.where(taxCodes, eq(taxCodes.id, id))).returning());
  if (!row) throw notFound();
  return view(row);
}

export async function deleteTaxCode(db: DbOrTx, scope: CompanyScope, id: number): Promise<void> {
  const deleted = await db.delete(taxCodes).where(scope.where(taxCodes, eq(taxCodes.id, id))).returning({ id: taxCodes.id });
  if (!deleted.length) throw notFound();
}
