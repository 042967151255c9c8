import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductListDetail, ProductListTag } from '@jobsite/core';
import { api } from '../../../lib/api-client';
import { productListKeys } from './keys';

/** GET ProjectProductListTags/: the company's tags. */
export const useProductListTags = (enabled = true) =>
  useQuery({ queryKey: productListKeys.tags(), queryFn: ({ signal }) => api<{ results: ProductListTag[] }>('ProjectProductListTags/', { signal }).then((r) => r.results), enabled, meta: { handlesErrors: true } });

/** POST ProjectProductListTags/create/ {name, color}: a new tag of the company. */
export function useCreateTag() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; color: string }) => api<ProductListTag>('ProjectProductListTags/create/', { method: 'POST', body }),
    onSuccess: (tag) => qc.setQueryData<ProductListTag[]>(productListKeys.tags(), (old) => [...(old ?? []), tag]),
    meta: { handlesErrors: true },
  });
}

/** POST ProjectProductList/{id}/update_tag/ {tag_ids}: the list's tags become exactly these. */
export function useSetListTags(projectId: number, listId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (tagIds: number[]) => api<ProductListDetail>(`ProjectProductList/${listId}/update_tag/`, { method: 'POST', body: { tag_ids: tagIds } }),
    onSuccess: (list) => {
      qc.setQueryData(productListKeys.list(listId), list);
      void qc.invalidateQueries({ queryKey: productListKeys.project(projectId) });
    },
    meta: { handlesErrors: true },
  });
}

/** POST ProjectProductListTags/{id}/update/ {name?, color?}: rename or recolour; every list showing it refreshes. */
export function useUpdateTag() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; name?: string; color?: string }) => api<ProductListTag>(`ProjectProductListTags/${id}/update/`, { method: 'POST', body }),
    onSuccess: (tag) => {
      qc.setQueryData<ProductListTag[]>(productListKeys.tags(), (old) => (old ?? []).map((t) => (t.id === tag.id ? tag : t)).sort((a, b) => a.name.localeCompare(b.name)));
      void qc.invalidateQueries({ queryKey: productListKeys.all, predicate: (q) => q.queryKey[1] !== 'tags' });
    },
    meta: { handlesErrors: true },
  });
}

/** POST ProjectProductListTags/{id}/remove/: the tag goes from every list; answers the tags left. */
export function useRemoveTag() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ results: ProductListTag[] }>(`ProjectProductListTags/${id}/remove/`, { method: 'POST' }),
    onSuccess: (r) => {
      qc.setQueryData<ProductListTag[]>(productListKeys.tags(), r.results);
      void qc.invalidateQueries({ queryKey: productListKeys.all, predicate: (q) => q.queryKey[1] !== 'tags' });
    },
    meta: { handlesErrors: true },
  });
}
