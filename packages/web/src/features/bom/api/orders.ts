import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { addToPoResponseSchema, OrderedLine } from '@jobsite/core';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { bomKeys } from './keys';

/** GET projects/{id}/ordered_lines/: each BOM line's orders (PO number, status, quantity, need-by and promised dates). */
export const useOrderedLines = (projectId: number) =>
  useQuery({
    queryKey: [...bomKeys.project(projectId), 'ordered-lines'],
    queryFn: ({ signal }) => api<{ lines: OrderedLine[] }>(`projects/${projectId}/ordered_lines/`, { signal }).then((r) => r.lines),
  });

/** POST projects/{id}/add_to_po/: the selected lines onto the supplier's pending order; lines ordered in full already come back as skipped. */
export function useAddToPo(projectId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { cart_item_ids: number[]; supplier_id: number | null }) => api<z.infer<typeof addToPoResponseSchema>>(`projects/${projectId}/add_to_po/`, { method: 'POST', body }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: bomKeys.project(projectId) });
      void qc.invalidateQueries({ queryKey: ['orders'] });
    },
    meta: { handlesErrors: true },
  });
}

