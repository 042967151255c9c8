import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { listAddToPoResponse } from '@jobsite/core';
import { api } from '../../../lib/api-client';
import { productListKeys } from './keys';

/**
 * POST ProjectProductList/{id}/add_all_to_po/ or ProjectProductListItem/{id}/add_to_po/: what is
 * still to order goes on the project's pending order for the supplier (one per supplier).
 */
export function useListAddToPo(target: { kind: 'list' | 'item'; id: number; listId: number }) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (supplierId: number | null) =>
      api<z.infer<typeof listAddToPoResponse>>(target.kind === 'list' ? `ProjectProductList/${target.id}/add_all_to_po/` : `ProjectProductListItem/${target.id}/add_to_po/`, { method: 'POST', body: { supplier_id: supplierId } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: productListKeys.list(target.listId) });
      void qc.invalidateQueries({ queryKey: ['bom'] });
      void qc.invalidateQueries({ queryKey: ['orders'] });
    },
    meta: { handlesErrors: true },
  });
}
