import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { listAddToPoResponse, Paged, Supplier } from '@jobsite/core';
import { api } from '../../../lib/api-client';
import { productListKeys } from './keys';

/** The buyer's suppliers (GET suppliers/), for add to PO and for sharing a list. */
export const useSuppliers = (enabled = true) =>
  useQuery({ queryKey: ['suppliers', 'order-picker'], queryFn: ({ signal }) => api<Paged<Supplier>>('suppliers/', { query: { page_size: 200 }, signal }), enabled });

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
