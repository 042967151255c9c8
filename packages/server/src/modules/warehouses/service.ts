import type { z } from 'zod';
import { binQrValue, type BinLocation, type binLocationBody, type Warehouse, type warehouseBody } from '@jobsite/core';
import type { Db, DbOrTx, Tx } from '../../platform/db';
import { fieldErrors, isUniqueViolation, notFound, registerUniqueField } from '../../platform/errors';
import { refuseGuardedDeletion } from '../../platform/extensions';
import type { PageRequest } from '../../platform/paging';
import type { CompanyScope } from '../../platform/scope';
import { addressView, upsertOwnedAddress } from '../companies/addresses';
import { duplicateBinMessage, scanCodeClashes } from '../scanning/code-clashes';
import { warehouseDeletionGuards } from './registry';
import {
  addressesByIds,
  binCounts,
  type BinRow,
  defaultWarehouseId,
  deleteBinRow,
  findBin,
  deleteWarehouseRow,
  findWarehouse,
  findWarehouseOrNull,
  insertBin,
  insertWarehouse,
  pageOfBins,
  pageOfWarehouses,
  setDefaultWarehouseId,
  updateBinRow,
  updateWarehouseRow,
  type WarehouseFilter,
  type WarehouseRow,
} from './queries';

export { findBin, findWarehouse, type BinRow, type WarehouseRow } from './queries';

type WarehouseValues = z.output<typeof warehouseBody>;
type BinValues = z.output<typeof binLocationBody>;

// a name is one warehouse's in the company, in any case (the unique index; schemas trim it)
registerUniqueField('warehouses_company_name_unique', 'name', 'A warehouse with this name already exists.');

const duplicateBin = (code: string) => fieldErrors({ code: duplicateBinMessage(code) });

/** A code another scannable thing of the company answers to (an item's barcode, another bin) is refused at code (scanCodeClashes). */
async function refuseCodeClash(db: Tx, scope: CompanyScope, code: string, warehouseId: number, binId: number | null): Promise<void> {
  const clash = (await scanCodeClashes(db, scope, [code], { kind: 'warehouse_bin', warehouseId, binId })).get(code.trim().toUpperCase());
  if (clash) throw fieldErrors({ code: clash });
}

export async function warehouseViews(db: DbOrTx, scope: CompanyScope, rows: WarehouseRow[]): Promise<Warehouse[]> {
  if (!rows.length) return [];
  const addressIds = rows.map((r) => r.addressId).filter((id): id is number => id !== null);
  const found = await addressesByIds(db, scope, addressIds);
  const byAddress = new Map(found.map((a) => [a.id, a]));
  const counts = await binCounts(db, scope, rows.map((r) => r.id));
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

async function unique<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateBin(code);
    throw err;
  }
}

export async function listWarehouses(db: DbOrTx, scope: CompanyScope, filter: WarehouseFilter, page: PageRequest) {
  const { rows, total } = await pageOfWarehouses(db, scope, filter, page);
  return { total, results: await warehouseViews(db, scope, rows) };
}

export async function warehouseDetail(db: DbOrTx, scope: CompanyScope, id: number): Promise<Warehouse> {
  return (await warehouseViews(db, scope, [await findWarehouse(db, scope, id)]))[0];
}

export async function createWarehouse(db: Db, scope: CompanyScope, b: WarehouseValues): Promise<Warehouse> {
  const row = await db.transaction(async (tx) => {
    const addressId = await upsertOwnedAddress(tx, scope, null, b.address, 'warehouse');
    return insertWarehouse(tx, scope, { name: b.name, type: b.type, isActive: b.is_active, addressId });
  });
  return (await warehouseViews(db, scope, [row]))[0];
}

export async function updateWarehouse(db: Db, scope: CompanyScope, id: number, b: WarehouseValues): Promise<Warehouse> {
  const row = await db.transaction(async (tx) => {
    const current = await findWarehouse(tx, scope, id);
    const addressId = await upsertOwnedAddress(tx, scope, current.addressId, b.address, 'warehouse');
    return updateWarehouseRow(tx, scope, current.id, { name: b.name, type: b.type, isActive: b.is_active, addressId });
  });
  return (await warehouseViews(db, scope, [row]))[0];
}

/**
 * Deletes a warehouse with its bin locations; the company then has no default if it was that one.
 * Refused, in the words of the domain that keeps it (registry.ts), while items or stock orders
 * belong to it.
 */
export async function deleteWarehouse(db: Db, scope: CompanyScope, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await findWarehouse(tx, scope, id);
    await refuseGuardedDeletion(tx, warehouseDeletionGuards(), { id: current.id, companyId: scope.companyId });
    await deleteWarehouseRow(tx, scope, current.id);
  });
}

export async function listBins(db: DbOrTx, scope: CompanyScope, warehouseId: number, search: string | undefined, page: PageRequest) {
  const warehouse = await findWarehouse(db, scope, warehouseId);
  const { rows, total } = await pageOfBins(db, scope, warehouse.id, search, page);
  return { total, results: rows.map(binView) };
}

/**
 * Adds a bin location; its code is unique in the warehouse. The check and the write are one
 * transaction, so the scan code lock the check takes holds until the bin is saved.
 */
export async function createBin(db: Db, scope: CompanyScope, warehouseId: number, b: BinValues): Promise<BinLocation> {
  return db.transaction(async (tx) => {
    const warehouse = await findWarehouse(tx, scope, warehouseId);
    await refuseCodeClash(tx, scope, b.code, warehouse.id, null);
    return binView(await unique(b.code, () => insertBin(tx, scope, warehouse.id, b)));
  });
}

export async function updateBin(db: Db, scope: CompanyScope, id: number, b: BinValues): Promise<BinLocation> {
  return db.transaction(async (tx) => {
    const current = await findBin(tx, scope, id);
    if (current.code.toUpperCase() !== b.code.toUpperCase()) await refuseCodeClash(tx, scope, b.code, current.warehouseId, current.id);
    const row = await unique(b.code, () => updateBinRow(tx, scope, current.id, b));
    if (!row) throw notFound();
    return binView(row);
  });
}

export async function deleteBin(db: DbOrTx, scope: CompanyScope, id: number): Promise<void> {
  if (!(await deleteBinRow(db, scope, id))) throw notFound();
}

export async function defaultWarehouse(db: DbOrTx, scope: CompanyScope): Promise<{ warehouse: Warehouse | null }> {
  const id = await defaultWarehouseId(db, scope);
  if (!id) return { warehouse: null };
  const row = await findWarehouseOrNull(db, scope, id);
  return { warehouse: row ? (await warehouseViews(db, scope, [row]))[0] : null };
}

/** Sets (or with null clears) the default warehouse; it must be one of the company's. */
export async function setDefaultWarehouse(db: DbOrTx, scope: CompanyScope, id: number | null): Promise<{ warehouse: Warehouse | null }> {
  const row = id ? await findWarehouseOrNull(db, scope, id) : null;
  if (id && !row) throw fieldErrors({ warehouse_id: `Invalid pk "${id}" - object does not exist.` });
  await setDefaultWarehouseId(db, scope, row?.id ?? null);
  return { warehouse: row ? (await warehouseViews(db, scope, [row]))[0] : null };
}
