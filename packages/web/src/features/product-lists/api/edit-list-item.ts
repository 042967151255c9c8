import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productListKeys } from '../../../components/product-lists/api/keys';
import { api } from '../../../lib/api-client';

/** POST ProjectProductListItem/{id}/update_link/ or update_manufacturer/: one field of a list item. */
export function useEditItemField(itemId: number, field: 'link' | 'manufacturer') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (value: string) => api<unknown>(`ProjectProductListItem/${itemId}/update_${field}/`, { method: 'POST', body: { [field]: value } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: productListKeys.all }),
    meta: { handlesErrors: true },
  });
}
