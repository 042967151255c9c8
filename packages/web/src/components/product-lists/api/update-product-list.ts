import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductListDetail, UpdateProductListBody } from '@jobsite/core';
import { api } from '../../../lib/api-client';
import { productListKeys } from './keys';

/**
 * POST UpdateProductList/ (create, update, delete, set_completed, share, new_product_list_from_po):
 * the project's lists refresh. Callers show errors (handleApiError).
 */
export function useUpdateProductList(projectId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProductListBody) => api<ProductListDetail | { deleted: true }>('UpdateProductList/', { method: 'POST', body }),
    onSuccess: (answer) => {
      if ('id' in answer) qc.setQueryData(productListKeys.list(answer.id), answer);
      void qc.invalidateQueries({ queryKey: productListKeys.project(projectId) });
      if ('id' in answer && answer.parent_id) void qc.invalidateQueries({ queryKey: productListKeys.list(answer.parent_id) });
    },
    meta: { handlesErrors: true },
  });
}
