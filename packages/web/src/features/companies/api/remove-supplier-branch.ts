import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { supplierBranchesResource } from './supplier-branches';

export const removeSupplierBranch = (branchId: number) => api<void>(`supplier_branches/${branchId}/`, { method: 'DELETE' });

export function useRemoveSupplierBranch(supplierId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: removeSupplierBranch,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: [supplierBranchesResource(supplierId).key] });
      void qc.invalidateQueries({ queryKey: ['suppliers'] });
      void qc.invalidateQueries({ queryKey: ['contact-groups'] });
    },
  });
}
