import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupplierBranch } from '@jobsite/core';
import { api } from '../../../lib/api-client';
import { supplierBranchesResource } from './supplier-branches';

export interface SupplierBranchInput {
  name: string;
  branch_code: string;
  city: string;
  email: string;
  phone: string;
}

export const addSupplierBranch = (supplierId: number, body: SupplierBranchInput) => api<SupplierBranch>(supplierBranchesResource(supplierId).path, { method: 'POST', body });

export function useAddSupplierBranch(supplierId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SupplierBranchInput) => addSupplierBranch(supplierId, body),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: [supplierBranchesResource(supplierId).key] });
      void qc.invalidateQueries({ queryKey: ['suppliers'] });
    },
    meta: { handlesErrors: true },
  });
}
