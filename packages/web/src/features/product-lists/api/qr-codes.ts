import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { qrCodesSchema } from '@jobsite/core';
import { productListKeys } from '../../../components/product-lists/api/keys';
import { api } from '../../../lib/api-client';

export type QrCodes = z.infer<typeof qrCodesSchema>;

/** GET ProjectProductList/{id}/get_qr_codes/: the label of each bin and item of the list. */
export const useListQrCodes = (listId: number) =>
  useQuery({ queryKey: [...productListKeys.list(listId), 'qr'], queryFn: ({ signal }) => api<QrCodes>(`ProjectProductList/${listId}/get_qr_codes/`, { signal }), enabled: listId > 0, retry: false, meta: { handlesErrors: true } });
