import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { poNumberResponse, updatePoNumberBody } from '@jobsite/core';
import { api } from '../../../lib/api-client';

export type PoNumberView = z.infer<typeof poNumberResponse>;
/** What po_number/update/ takes: the editable settings only (never the view's example or can_edit). */
export type PoNumberChange = z.input<typeof updatePoNumberBody>;

export const poNumberQuery = () => queryOptions({ queryKey: ['po-number'], queryFn: () => api<PoNumberView>('po_number/') });

export function useUpdatePoNumber() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PoNumberChange) => api<PoNumberView>('po_number/update/', { method: 'POST', body }),
    onSuccess: (view) => qc.setQueryData(['po-number'], view),
    meta: { handlesErrors: true },
  });
}
