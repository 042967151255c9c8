import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { type AddressTaxCode, type addressTaxCodeBody, formatAddress } from '@jobsite/core';
import { addresses, addressTaxCodes, taxCodes } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import { fieldErrors, isUniqueViolation, notFound } from '../../platform/errors';
import { type PageRequest, pagedRows } from '../../platform/paging';
import type { CompanyScope } from '../../platform/scope';
import { addressView } from './addresses';
import { invalidPk } from './references';

const SHIPPING = 'shipping';
const ALREADY_SET = 'This shipping address already has a tax code.';

type AddressTaxCodeValues = z.output<typeof addressTaxCodeBody>;

async function views(db: DbOrTx, scope: CompanyScope, rows: (typeof addressTaxCodes.$inferSelect)[]): Promise<AddressTaxCode[]> {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return [];
  const found = await db
    .select({ link: addressTaxCodes, address: addresses, tax: taxCodes })
    .from(addressTaxCodes)
    .innerJoin(addresses, and(eq(addresses.id, addressTaxCodes.addressId), eq(addresses.companyId, addressTaxCodes.companyId)))
    .innerJoin(taxCodes, and(eq(taxCodes.id, addressTaxCodes.taxCodeId), eq(taxCodes.companyId, addressTaxCodes.companyId)))
    .where(scope.where(addressTaxCodes, inArray(addressTaxCodes.id, ids)));
  const byId = new Map(found.map((f) => [f.link.id, f]));
  return rows.flatMap((r) => {
    const f = byId.get(r.id);
    if (!f) return [];
    return [{ id: r.id, address: r.addressId, address_label: formatAddress(addressView(f.address)), tax_code: r.taxCodeId, tax_code_name: f.tax.taxCode, tax_rate: Number(f.tax.taxRate) }];
  });
}

/** Both ids must name the caller's own shipping address and tax code. */
async function checkRefs(db: DbOrTx, scope: CompanyScope, addressId: number, taxCodeId: number) {
  const [address] = await db.select({ id: addresses.id }).from(addresses).where(scope.where(addresses, eq(addresses.id, addressId), eq(addresses.type, SHIPPING)));
  if (!address) throw fieldErrors({ address: invalidPk(addressId) });
  const [tax] = await db.select({ id: taxCodes.id }).from(taxCodes).where(scope.where(taxCodes, eq(taxCodes.id, taxCodeId)));
  if (!tax) throw fieldErrors({ tax_code: invalidPk(taxCodeId) });
}

async function unique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldErrors({ address: ALREADY_SET });
    throw err;
  }
}

export async function listAddressTaxCodes(db: DbOrTx, scope: CompanyScope, addressId: number | undefined, page: PageRequest) {
  const where = scope.where(addressTaxCodes, addressId ? eq(addressTaxCodes.addressId, addressId) : undefined);
  const { rows, total } = await pagedRows(page, {
    rows: db.select().from(addressTaxCodes).where(where).orderBy(asc(addressTaxCodes.id)),
    count: db.select({ n: count() }).from(addressTaxCodes).where(where),
  });
  return { total, results: await views(db, scope, rows) };
}

export async function createAddressTaxCode(db: DbOrTx, scope: CompanyScope, b: AddressTaxCodeValues): Promise<AddressTaxCode> {
  await checkRefs(db, scope, b.address, b.tax_code);
  const [row] = await unique(() => db.insert(addressTaxCodes).values({ companyId: scope.companyId, addressId: b.address, taxCodeId: b.tax_code }).returning());
  return (await views(db, scope, [row]))[0];
}

export async function updateAddressTaxCode(db: DbOrTx, scope: CompanyScope, id: number, b: AddressTaxCodeValues): Promise<AddressTaxCode> {
  const where = scope.where(addressTaxCodes, eq(addressTaxCodes.id, id));
  const [existing] = await db.select({ id: addressTaxCodes.id }).from(addressTaxCodes).where(where);
  if (!existing) throw notFound();
  await checkRefs(db, scope, b.address, b.tax_code);
  const [row] = await unique(() => db.update(addressTaxCodes).set({ addressId: b.address, taxCodeId: b.tax_code }).where(where).returning());
  return (await views(db, scope, [row]))[0];
}

export async function deleteAddressTaxCode(db: DbOrTx, scope: CompanyScope, id: number): Promise<void> {
  const deleted = await db.delete(addressTaxCodes).where(scope.where(addressTaxCodes, eq(addressTaxCodes.id, id))).returning({ id: addressTaxCodes.id });
  if (!deleted.length) throw notFound();
}
