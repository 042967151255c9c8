import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productListKeys } from '../../../components/product-lists/api/keys';
import { api, ApiError } from '../../../lib/api-client';

export interface BinConfirmation {
  detail: string;
  needs_confirmation: true;
  overrides: number;
  clears: number;
}

/** The 409 that asks to confirm a bin change which moves items out of another bin or clears bins. */
export function binConfirmationOf(error: unknown): BinConfirmation | null {
  if (error instanceof ApiError && error.status === 409 && typeof error.body === 'object' && error.body !== null && (error.body as BinConfirmation).needs_confirmation === true) return error.body as BinConfirmation;
  return null;
}

/** POST ProjectProductList/bulk_update_items_bin_location/ {list_item_ids, bin_id, confirm?}. */
export function useBulkBinUpdate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { list_item_ids: number[]; bin_id: number | null; confirm?: boolean }) => api<{ updated: number }>('ProjectProductList/bulk_update_items_bin_location/', { method: 'POST', body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: productListKeys.all }),
    meta: { handlesErrors: true },
  });
}
