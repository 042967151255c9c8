import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CableReel } from '@jobsite/core';
import { productListKeys } from '../../../components/product-lists/api/keys';
import { api } from '../../../lib/api-client';

/** GET GetCableReels/?project_id=&list_item_id=: the reels of a cable item. */
export const useCableReels = (projectId: number, listItemId: number) =>
  useQuery({
    queryKey: productListKeys.reels(projectId, listItemId),
    queryFn: ({ signal }) => api<{ results: CableReel[] }>('GetCableReels/', { query: { project_id: projectId, list_item_id: listItemId }, signal }).then((r) => r.results),
    meta: { handlesErrors: true },
  });

/** POST CableReels/create/ {list_item_id, reel_number, length, bin_id}. */
export function useCreateCableReel(projectId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { list_item_id: number; reel_number: string; length: number; bin_id: number | null }) => api<CableReel>('CableReels/create/', { method: 'POST', body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: productListKeys.project(projectId) }),
    meta: { handlesErrors: true },
  });
}

/** POST CableReels/{id}/cut/ {length, note}: what is left on the reel goes down (never below 0). */
export function useCutCableReel(projectId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; length: number; note?: string }) => api<CableReel>(`CableReels/${id}/cut/`, { method: 'POST', body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: productListKeys.project(projectId) }),
    meta: { handlesErrors: true },
  });
}
