import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductListItem, UpdateProductListItemBody } from '@jobsite/core';
import { api } from '../../../lib/api-client';
import { productListKeys } from './keys';

/**
 * POST UpdateProductListItem/ (add_from_bom, link, add, update, delete, move): the project's lists
 * and their items refresh. Callers show errors.
 */
export function useUpdateListItems() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProductListItemBody) => api<{ results: ProductListItem[] }>('UpdateProductListItem/', { method: 'POST', body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: productListKeys.all }),
    meta: { handlesErrors: true },
  });
}

/** POST SearchProjectProductListItem/ {project_id, search_text}: the first matches, for a picker. */
export const useSearchListItems = (projectId: number, search: string, enabled: boolean) =>
  useQuery({
    queryKey: [...productListKeys.project(projectId), 'item-search', search],
    queryFn: ({ signal }) => api<{ results: ProductListItem[] }>('SearchProjectProductListItem/', { method: 'POST', body: { project_id: projectId, search_text: search }, signal }).then((r) => r.results),
    enabled,
    meta: { handlesErrors: true },
  });
