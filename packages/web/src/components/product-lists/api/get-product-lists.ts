import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Paged, ProductList } from '@jobsite/core';
import { api, followLink } from '../../../lib/api-client';
import { productListKeys } from './keys';

/** GET GetProjectProductList/: the project's top-level lists (completed ones only when asked), then each `next` link. */
export const productListsOptions = (projectId: number, search: string, includeCompleted: boolean) =>
  infiniteQueryOptions({
    queryKey: productListKeys.lists(projectId, { search, includeCompleted }),
    queryFn: ({ pageParam, signal }) =>
      pageParam
        ? api<Paged<ProductList>>(followLink(pageParam), { signal })
        : api<Paged<ProductList>>('GetProjectProductList/', { query: { project_id: projectId, search: search || undefined, include_completed: includeCompleted }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });

export const useProductLists = (projectId: number, search: string, includeCompleted: boolean, enabled = true) =>
  useInfiniteQuery({ ...productListsOptions(projectId, search, includeCompleted), enabled: enabled && projectId > 0, meta: { handlesErrors: true } });
