import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Paged, ProductListItem } from '@jobsite/core';
import { productListKeys } from '../../../components/product-lists/api/keys';
import { api, followLink } from '../../../lib/api-client';

/** GET GetProjectProductListItem/?list_id=&search=: the list's items with ordered, received, remaining and on-site quantities. */
export const listItemsOptions = (listId: number, search: string) =>
  infiniteQueryOptions({
    queryKey: [...productListKeys.items(listId), search],
    queryFn: ({ pageParam, signal }) =>
      pageParam ? api<Paged<ProductListItem>>(followLink(pageParam), { signal }) : api<Paged<ProductListItem>>('GetProjectProductListItem/', { query: { list_id: listId, search: search || undefined }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });

export const useListItems = (listId: number, search: string) => useInfiniteQuery({ ...listItemsOptions(listId, search), enabled: listId > 0, meta: { handlesErrors: true } });
