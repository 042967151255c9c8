import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRequisitionInput, Requisition } from '@jobsite/core';
import { api } from '../../../lib/api-client';
import { requisitionKeys } from './requisitions';

/** POST material_requisitions/: made and submitted at once; the purchasers are notified. */
export function useCreateRequisition() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRequisitionInput) => api<Requisition>('material_requisitions/', { method: 'POST', body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: requisitionKeys.all }),
    meta: { handlesErrors: true },
  });
}
