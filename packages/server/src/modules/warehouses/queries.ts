import { and, asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import { addresses, binLocations, companies, warehouses } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { type PageRequest, pagedRows } from '../../platform/paging';
import type { CompanyScope } from '../../platform/scope';
import { containsPattern } from '../../platform/text-and-dates';

export type WarehouseRow = typeof warehouses.$inferSelect;
export type BinRow = typeof binLocations.$inferSelect;
export type WarehouseValues = Pick<WarehouseRow, 'name' | 'type' | 'isActive'> & { addressId: number | null | undefined };

export interface WarehouseFilter {
  type?: WarehouseRow['type'];
  search?: string;
  includeInactive: boolean;
}

export async function findWarehouse(db: DbOrTx, scope: CompanyScope, id: number): Promise<WarehouseRow> {
  const [row] = await db.select().from(warehouses).where(scope.where(warehouses, eq(warehouses.id, id)));
  if (!row) throw notFound();
  return row;
}

export async function findWarehouseOrNull(db: DbOrTx, scope: CompanyScope, id: number): Promise<WarehouseRow | null> {
  const [row] = await db.select().from(warehouses).where(scope.where(warehouses, eq(warehouses.id, id)));
  return row ?? null;
}

export async function pageOfWarehouses(db: DbOrTx, scope: CompanyScope, filter: WarehouseFilter, page: PageRequest) {
  const where = scope.where(
    warehouses,
    filter.type ? eq(warehouses.type, filter.type) : undefined,
    filter.search ? ilike(warehouses.name, containsPattern(filter.search)) : undefined,
    filter.includeInactive ? undefined : eq(warehouses.isActive, true),
  );
  return pagedRows(page, {
    rows: db.select().from(warehouses).where(where).orderBy(asc(warehouses.name), asc(warehouses.id)),
    count: db.select({ n: count() }).from(warehouses).where(where),
  });
}

export async function insertWarehouse(db: DbOrTx, scope: CompanyScope, values: WarehouseValues): Promise<WarehouseRow> {
  const [created] = await db
    .insert(warehouses)
    .values({ companyId: scope.companyId, name: values.name, type: values.type, isActive: values.isActive, addressId: values.addressId ?? null })
    .returning();
  return created;
}

export async function updateWarehouseRow(db: DbOrTx, scope: CompanyScope, id: number, values: WarehouseValues): Promise<WarehouseRow> {
  const [updated] = await db.update(warehouses).set(values).where(scope.where(warehouses, eq(warehouses.id, id))).returning();
  return updated;
}

/** Deletes a warehouse (its bins go with it), first clearing it as the company's default. */
export async function deleteWarehouseRow(db: DbOrTx, scope: CompanyScope, id: number): Promise<void> {
  await db.update(companies).set({ defaultWarehouseId: null }).where(and(eq(companies.id, scope.companyId), eq(companies.defaultWarehouseId, id)));
  await db.delete(warehouses).where(scope.where(warehouses, eq(warehouses.id, id)));
}

export async function defaultWarehouseId(db: DbOrTx, scope: CompanyScope): Promise<number | null> {
  const [row] = await db.select({ id: companies.defaultWarehouseId }).from(companies).where(eq(companies.id, scope.companyId));
  return row?.id ?? null;
}

export async function setDefaultWarehouseId(db: DbOrTx, scope: CompanyScope, id: number | null): Promise<void> {
  await db.update(companies).set({ defaultWarehouseId: id }).where(eq(companies.id, scope.companyId));
}

export async function addressesByIds(db: DbOrTx, scope: CompanyScope, ids: number[]) {
  return ids.length ? db.select().from(addresses).where(scope.where(addresses, inArray(addresses.id, ids))) : [];
}

export async function binCounts(db: DbOrTx, scope: CompanyScope, warehouseIds: number[]) {
  return db
    .select({ warehouseId: binLocations.warehouseId, n: count() })
    .from(binLocations)
    .where(scope.where(binLocations, inArray(binLocations.warehouseId, warehouseIds)))
    .groupBy(binLocations.warehouseId);
}

export async function findBin(db: DbOrTx, scope: CompanyScope, id: number): Promise<BinRow> {
  const [row] = await db.select().from(binLocations).where(scope.where(binLocations, and(eq(binLocations.id, id))));
  if (!row) throw notFound();
  return row;
}

export async function pageOfBins(db: DbOrTx, scope: CompanyScope, warehouseId: number, search: string | undefined, page: PageRequest) {
  const where = scope.where(
    binLocations,
    eq(binLocations.warehouseId, warehouseId),
    search ? or(ilike(binLocations.name, containsPattern(search)), ilike(binLocations.code, containsPattern(search))) : undefined,
  );
  return pagedRows(page, {
    rows: db.select().from(binLocations).where(where).orderBy(asc(binLocations.code), asc(binLocations.id)),
    count: db.select({ n: count() }).from(binLocations).where(where),
  });
}

export async function insertBin(db: DbOrTx, scope: CompanyScope, warehouseId: number, values: { name: string; code: string }): Promise<BinRow> {
  const [row] = await db.insert(binLocations).values({ companyId: scope.companyId, warehouseId, name: values.name, code: values.code }).returning();
  return row;
}

export async function updateBinRow(db: DbOrTx, scope: CompanyScope, id: number, values: { name: string; code: string }): Promise<BinRow | undefined> {
  const [row] = await db.update(binLocations).set({ name: values.name, code: values.code }).where(scope.where(binLocations, eq(binLocations.id, id))).returning();
  return row;
}

/** Whether a bin of the scope's company was deleted. */
export async function deleteBinRow(db: DbOrTx, scope: CompanyScope, id: number): Promise<boolean> {
  const deleted = await db.delete(binLocations).where(scope.where(binLocations, eq(binLocations.id, id))).returning({ id: binLocations.id });
  return deleted.length > 0;
}
