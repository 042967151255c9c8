import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductListItem } from '@jobsite/core';
import { productListKeys } from '../../../components/product-lists/api/keys';
import { api } from '../../../lib/api-client';

/** POST ProjectProductListItem/{id}/receive/ {quantity, bin_id}: material arrived on site, into a bin. */
export function useReceiveItem(itemId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { quantity: number; bin_id: number | null }) => api<ProductListItem>(`ProjectProductListItem/${itemId}/receive/`, { method: 'POST', body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: productListKeys.all }),
    meta: { handlesErrors: true },
  });
}
