import { and, count, eq, inArray } from 'drizzle-orm';
import { binQrValue, type BinLocation, type Warehouse } from '@jobsite/core';
import { addresses, binLocations, companies, warehouses } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import { notFound } from '../../platform/errors';
import type { CompanyScope } from '../../platform/scope';
import { addressView } from '../companies/addresses';

export type WarehouseRow = typeof warehouses.$inferSelect;
export type BinRow = typeof binLocations.$inferSelect;

export async function findWarehouse(db: DbOrTx, scope: CompanyScope, id: number): Promise<WarehouseRow> {
  const [row] = await db.select().from(warehouses).where(scope.where(warehouses, eq(warehouses.id, id)));
  if (!row) throw notFound();
  return row;
}

export async function defaultWarehouseId(db: DbOrTx, scope: CompanyScope): Promise<number | null> {
  const [row] = await db.select({ id: companies.defaultWarehouseId }).from(companies).where(eq(companies.id, scope.companyId));
  return row?.id ?? null;
}

export async function warehouseViews(db: DbOrTx, scope: CompanyScope, rows: WarehouseRow[]): Promise<Warehouse[]> {
  if (!rows.length) return [];
  const addressIds = rows.map((r) => r.addressId).filter((id): id is number => id !== null);
  const found = addressIds.length ? await db.select().from(addresses).where(scope.where(addresses, inArray(addresses.id, addressIds))) : [];
  const byAddress = new Map(found.map((a) => [a.id, a]));
  const counts = await db
    .select({ warehouseId: binLocations.warehouseId, n: count() })
    .from(binLocations)
    .where(scope.where(binLocations, inArray(binLocations.warehouseId, rows.map((r) => r.id))))
    .groupBy(binLocations.warehouseId);
  const byCount = new Map(counts.map((c) => [c.warehouseId, c.n]));
  const defaultId = await defaultWarehouseId(db, scope);
  return rows.map((r) => {
    const address = r.addressId ? byAddress.get(r.addressId) : undefined;
    return {
      id: r.id,
      name: r.name,
      type: r.type,
      is_active: r.isActive,
      is_default: r.id === defaultId,
      address: address ? addressView(address) : null,
      bin_count: byCount.get(r.id) ?? 0,
    };
  });
}

export function binView(r: BinRow): BinLocation {
  return { id: r.id, warehouse_id: r.warehouseId, name: r.name, code: r.code, qr_value: binQrValue(r) };
}

export async function findBin(db: DbOrTx, scope: CompanyScope, id: number): Promise<BinRow> {
  const [row] = await db.select().from(binLocations).where(scope.where(binLocations, and(eq(binLocations.id, id))));
  if (!row) throw notFound();
  return row;
}
