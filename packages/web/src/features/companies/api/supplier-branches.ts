import type { Resource } from './resources';

/** A supplier's branches, listed (paged) under the supplier; changed at supplier_branches/{id}/. */
export const supplierBranchesResource = (supplierId: number): Resource => ({ key: `supplier-branches-${supplierId}`, path: `suppliers/${supplierId}/branches/` });
