import { type DeletionGuard, extensionList } from '../../platform/extensions';

export interface WarehouseRef {
  id: number;
  companyId: number;
}

/**
 * Says why a warehouse cannot be deleted ("12 items belong to this warehouse ..."), or null. The
 * domains whose rows keep a warehouse (asset items, stock orders) register one, so the warehouses
 * module refuses the deletion in their words without knowing their tables.
 */
export type WarehouseDeletionGuard = DeletionGuard<WarehouseRef>;

const guards = extensionList<WarehouseDeletionGuard>();

/** Adds a guard; returns its undo (tests use it). */
export const registerWarehouseDeletionGuard = guards.add;
export const warehouseDeletionGuards = guards.all;
