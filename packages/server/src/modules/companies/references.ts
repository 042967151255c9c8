import { eq } from 'drizzle-orm';
import { fieldErrors } from '../../platform/errors';
import type { DbOrTx } from '../../platform/db';
import type { CompanyScope } from '../../platform/scope';
import { supplierBranches, suppliers } from '../../db/schema/index';

/** DRF's wording for a primary key that names nothing the caller may use. */
export const invalidPk = (id: number) => `Invalid pk "${id}" - object does not exist.`;

/**
 * The supplier and supplier branch a body names, both of the caller's company and the branch
 * one of that supplier's; another company's ids answer like ids that do not exist.
 */
export async function checkSupplierRefs(db: DbOrTx, scope: CompanyScope, supplierId: number | null, branchId: number | null, names = { supplier: 'company_supplier', branch: 'company_supplier_branch' }) {
  if (supplierId !== null) {
    const [s] = await db.select({ id: suppliers.id }).from(suppliers).where(scope.where(suppliers, eq(suppliers.id, supplierId)));
    if (!s) throw fieldErrors({ [names.supplier]: invalidPk(supplierId) });
  }
  if (branchId !== null) {
    const [b] = await db
      .select({ supplierId: supplierBranches.supplierId })
      .from(supplierBranches)
      .where(scope.where(supplierBranches, eq(supplierBranches.id, branchId)));
    if (!b) throw fieldErrors({ [names.branch]: invalidPk(branchId) });
    if (supplierId !== null && b.supplierId !== supplierId) throw fieldErrors({ [names.branch]: 'This branch belongs to another supplier.' });
    return { supplierId: supplierId ?? b.supplierId, branchId };
  }
  return { supplierId, branchId };
}
