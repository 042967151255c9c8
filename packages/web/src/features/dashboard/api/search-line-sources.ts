import { queryOptions } from '@tanstack/react-query';
import type { CatalogueItem, Paged, ProductListItem } from '@jobsite/core';
import { api } from '../../../lib/api-client';

/** POST searchproduct/: the first 20 catalogue items matching, for a requisition line's picker. */
export const catalogueMatchesOptions = (search: string) =>
  queryOptions({
    queryKey: ['catalogue', 'requisition-picker', search],
    queryFn: ({ signal }) => api<Paged<CatalogueItem>>('searchproduct/?page_size=20', { method: 'POST', body: { search_text: search }, signal }),
    enabled: search.length >= 2,
    meta: { handlesErrors: true },
  });

/** POST SearchProjectProductListItem/: the project's product-list items matching, for a requisition line's picker. */
export const listItemMatchesOptions = (projectId: number | null, search: string) =>
  queryOptions({
    queryKey: ['product-lists', 'requisition-picker', projectId, search],
    queryFn: ({ signal }) => api<{ results: ProductListItem[] }>('SearchProjectProductListItem/', { method: 'POST', body: { project_id: projectId, search_text: search }, signal }),
    enabled: projectId !== null,
    meta: { handlesErrors: true },
  });
