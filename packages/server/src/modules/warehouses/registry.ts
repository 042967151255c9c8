import type { Tx } from '../../platform/db';

export interface WarehouseRef {
  id: number;
  companyId: number;
}

/**
 * Says why a warehouse cannot be deleted ("12 items belong to this warehouse ..."), or null. The
 * domains whose rows keep a warehouse (asset items, stock orders) register one, so the warehouses
 * module refuses the deletion in their words without knowing their tables.
 */
export interface WarehouseDeletionGuard {
  name: string;
  check(tx: Tx, warehouse: WarehouseRef): Promise<string | null>;
}

const guards: WarehouseDeletionGuard[] = [];

/** Adds a guard; returns its undo (tests use it). */
export function registerWarehouseDeletionGuard(guard: WarehouseDeletionGuard): () => void {
  guards.push(guard);
  return () => {
    const i = guards.indexOf(guard);
    if (i >= 0) guards.splice(i, 1);
  };
}

export const warehouseDeletionGuards = (): readonly WarehouseDeletionGuard[] => guards;
