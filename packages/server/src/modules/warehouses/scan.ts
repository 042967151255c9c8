import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isBinCode, parseBinQrValue, serviceOfWarehouseType } from '@jobsite/core';
import { binLocations, warehouses } from '../../db/schema/index';
import { registerScanResolver } from '../scanning/registry';

/**
 * The labels the app prints for bins: the QR value (jobsite:bin:{id}) and the bin code typed
 * or read from the label. Both open what the bin holds (the items list of its warehouse's
 * service, filtered to the bin), in the caller's company only.
 */
export function registerBinScan(app: FastifyInstance): void {
  registerScanResolver(app, 'bin', async (code, { scope }) => {
    const binId = parseBinQrValue(code);
    const where =
      binId !== null && binId <= 2147483647 ? eq(binLocations.id, binId) : isBinCode(code) ? sql`upper(${binLocations.code}) = upper(${code})` : null;
    if (!where) return null;
    const [bin] = await app.db
      .select({ id: binLocations.id, code: binLocations.code, name: binLocations.name, warehouseId: warehouses.id, warehouseName: warehouses.name, warehouseType: warehouses.type })
      .from(binLocations)
      .innerJoin(warehouses, and(eq(warehouses.id, binLocations.warehouseId), eq(warehouses.companyId, binLocations.companyId)))
      .where(scope.where(binLocations, where))
      .orderBy(binLocations.id)
      .limit(1);
    if (!bin) return null;
    return { id: bin.id, label: `Bin ${bin.code}${bin.name ? ` (${bin.name})` : ''} in ${bin.warehouseName}`, link: `/${serviceOfWarehouseType(bin.warehouseType)}_items?bin_id=${bin.id}` };
  });
}
