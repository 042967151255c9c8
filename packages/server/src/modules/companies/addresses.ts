import { and, asc, count, desc, eq, ilike, ne, or } from 'drizzle-orm';
import { type Address, addressMessageField, type AddressValues, checkAddress, normalizeAddress } from '@jobsite/core';
import { addresses } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import { fieldErrors, nonFieldErrors, notFound } from '../../platform/errors';
import { type PageRequest, pagedRows } from '../../platform/paging';
import type { CompanyScope } from '../../platform/scope';
import { containsPattern } from '../../platform/text-and-dates';

export type AddressRow = typeof addresses.$inferSelect;

/** The address as the API answers it (spec field names). */
export function addressView(row: AddressRow): Address {
  return {
    id: row.id,
    company: row.companyId,
    note: row.note,
    Field_1: row.field1,
    Field_2: row.field2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    country: row.country,
    type: row.type,
    work_phone: row.workPhone,
  };
}

function columnsOf(a: AddressValues) {
  return {
    note: a.note,
    field1: a.Field_1,
    field2: a.Field_2,
    city: a.city,
    state: a.state,
    zip: a.zip,
    country: a.country,
    type: a.type,
    workPhone: a.work_phone,
  };
}

/** Stores a validated address (addressInputSchema output) for the scope's company. */
export async function createAddress(db: DbOrTx, scope: CompanyScope, input: AddressValues, type?: string): Promise<AddressRow> {
  const [row] = await db
    .insert(addresses)
    .values({ ...columnsOf(input), type: type ?? input.type, companyId: scope.companyId })
    .returning();
  return row;
}

export async function findAddress(db: DbOrTx, scope: CompanyScope, id: number, type?: string): Promise<AddressRow> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(scope.where(addresses, eq(addresses.id, id), type === undefined ? undefined : eq(addresses.type, type)));
  if (!row) throw notFound();
  return row;
}

export async function findAddressOrNull(db: DbOrTx, scope: CompanyScope, id: number | null): Promise<AddressRow | null> {
  if (!id) return null;
  const [row] = await db.select().from(addresses).where(scope.where(addresses, eq(addresses.id, id)));
  return row ?? null;
}

/** Replaces the fields of a stored address; its type is kept unless given. */
export async function replaceAddress(db: DbOrTx, scope: CompanyScope, id: number, input: AddressValues, type?: string): Promise<AddressRow> {
  const [row] = await db
    .update(addresses)
    .set({ ...columnsOf(input), type: type ?? input.type })
    .where(scope.where(addresses, eq(addresses.id, id)))
    .returning();
  if (!row) throw notFound();
  return row;
}

/**
 * Applies a partial change to a stored address: the merged address must still follow the
 * country rules, with the message on the field it concerns.
 */
export async function patchAddress(db: DbOrTx, scope: CompanyScope, id: number, patch: Partial<Omit<Address, 'id' | 'company'>>) {
  const current = addressView(await findAddress(db, scope, id));
  const merged = { ...current, ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) };
  const problem = checkAddress(merged);
  if (problem) {
    const field = addressMessageField(problem);
    throw field ? fieldErrors({ [field]: problem }) : nonFieldErrors(problem);
  }
  const normalized = normalizeAddress(merged);
  const { id: _id, company: _company, ...values } = normalized;
  return replaceAddress(db, scope, id, values);
}

/** Saves an optional address for an owner row: creates, replaces, or (null) leaves it detached. */
export async function upsertOwnedAddress(
  db: DbOrTx,
  scope: CompanyScope,
  currentId: number | null,
  input: AddressValues | null | undefined,
  type: string,
): Promise<number | null | undefined> {
  if (input === undefined) return undefined;
  if (input === null) return null;
  if (currentId) {
    const [exists] = await db.select({ id: addresses.id }).from(addresses).where(and(scope.where(addresses, eq(addresses.id, currentId))));
    if (exists) return (await replaceAddress(db, scope, currentId, input, type)).id;
  }
  return (await createAddress(db, scope, input, type)).id;
}

function textMatch(search: string | undefined) {
  if (!search) return undefined;
  const p = containsPattern(search);
  return or(ilike(addresses.field1, p), ilike(addresses.city, p), ilike(addresses.zip, p), ilike(addresses.note, p), ilike(addresses.state, p));
}

/** The company's previous addresses (those with a first line), newest first: the address panel's list. */
export async function listPreviousAddresses(db: DbOrTx, scope: CompanyScope, filter: { search?: string; type?: string }, page: PageRequest) {
  const where = scope.where(addresses, textMatch(filter.search), filter.type ? eq(addresses.type, filter.type) : undefined, ne(addresses.field1, ''));
  const { rows, total } = await pagedRows(page, {
    rows: db.select().from(addresses).where(where).orderBy(desc(addresses.id)),
    count: db.select({ n: count() }).from(addresses).where(where),
  });
  return { total, results: rows.map(addressView) };
}

/** Addresses of one type (shipping), by note. */
export async function listAddressesOfType(db: DbOrTx, scope: CompanyScope, type: string, search: string | undefined, page: PageRequest) {
  const where = scope.where(addresses, eq(addresses.type, type), textMatch(search));
  const { rows, total } = await pagedRows(page, {
    rows: db.select().from(addresses).where(where).orderBy(asc(addresses.note), asc(addresses.id)),
    count: db.select({ n: count() }).from(addresses).where(where),
  });
  return { total, results: rows.map(addressView) };
}

export async function deleteAddress(db: DbOrTx, scope: CompanyScope, id: number, type: string): Promise<void> {
  const deleted = await db
    .delete(addresses)
    .where(scope.where(addresses, and(eq(addresses.id, id), eq(addresses.type, type))))
    .returning({ id: addresses.id });
  if (!deleted.length) throw notFound();
}
