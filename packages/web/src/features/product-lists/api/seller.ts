import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paged, SellerListItem, SellerProductList } from '@jobsite/core';
import { productListKeys } from '../../../components/product-lists/api/keys';
import { api, followLink } from '../../../lib/api-client';

/** GET GetProjectProductListSeller/?search=: the lists customers share with the supplier. */
export const sellerListsOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: [...productListKeys.seller(), 'lists', search],
    queryFn: ({ pageParam, signal }) => (pageParam ? api<Paged<SellerProductList>>(followLink(pageParam), { signal }) : api<Paged<SellerProductList>>('GetProjectProductListSeller/', { query: { search: search || undefined }, signal })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
export const useSellerLists = (search: string) => useInfiniteQuery({ ...sellerListsOptions(search), meta: { handlesErrors: true } });

/** GET GetProjectProductListItemSeller/?list_id=: one shared list and its items. */
export const useSellerListItems = (listId: number) =>
  useQuery({
    queryKey: [...productListKeys.seller(), 'items', listId],
    queryFn: ({ signal }) => api<{ list: SellerProductList; results: SellerListItem[] }>('GetProjectProductListItemSeller/', { query: { list_id: listId }, signal }),
    enabled: listId > 0,
    meta: { handlesErrors: true },
  });

/** GET GetSubProductListSeller/?list_id=: the sublists of a shared list (shared with it). */
export const useSellerSubLists = (listId: number, enabled: boolean) =>
  useQuery({
    queryKey: [...productListKeys.seller(), 'sub-lists', listId],
    queryFn: ({ signal }) => api<{ results: SellerProductList[] }>('GetSubProductListSeller/', { query: { list_id: listId }, signal }).then((r) => r.results),
    enabled: listId > 0 && enabled,
    meta: { handlesErrors: true },
  });

/** POST UpdateProductListItemSeller/ (note) or ProjectRentalItemUpdateSeller/ (rental dates): the supplier's fields only. */
export function useSellerItemUpdate(kind: 'note' | 'rental') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { list_item_id: number; seller_note?: string; rental_start_date?: string; rental_end_date?: string }) =>
      api<SellerListItem>(kind === 'note' ? 'UpdateProductListItemSeller/' : 'ProjectRentalItemUpdateSeller/', { method: 'POST', body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: productListKeys.seller() }),
    meta: { handlesErrors: true },
  });
}
