import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PoNumberSettings } from '@jobsite/core';
import { api } from '../../../lib/api-client';

export type PoNumberView = PoNumberSettings & { next_number: number; example: string; can_edit: boolean };

export const poNumberQuery = () => queryOptions({ queryKey: ['po-number'], queryFn: () => api<PoNumberView>('po_number/') });

export function useUpdatePoNumber() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<PoNumberSettings> & { next_number?: number }) => api<PoNumberView>('po_number/update/', { method: 'POST', body }),
    onSuccess: (view) => qc.setQueryData(['po-number'], view),
    meta: { handlesErrors: true },
  });
}
