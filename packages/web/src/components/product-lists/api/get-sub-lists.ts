import { useQuery } from '@tanstack/react-query';
import type { ProductList } from '@jobsite/core';
import { api } from '../../../lib/api-client';
import { productListKeys } from './keys';

/** GET GetSubProductList/?list_id=: a list's sublists (fetched when the list is opened in a picker). */
export const useSubLists = (projectId: number, listId: number, enabled: boolean) =>
  useQuery({
    queryKey: productListKeys.subLists(projectId, listId),
    queryFn: ({ signal }) => api<{ results: ProductList[] }>('GetSubProductList/', { query: { list_id: listId }, signal }).then((r) => r.results),
    enabled,
    meta: { handlesErrors: true },
  });
