import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CatalogueItem, Paged } from '@jobsite/core';
import { api, followLink } from '../../../lib/api-client';
import { bomKeys } from './keys';

/** GET projects/favorite_item_ids/: the caller's favourite catalogue items, for the stars. */
export const favoriteIdsOptions = () =>
  queryOptions({
    queryKey: bomKeys.favoriteIds(),
    queryFn: ({ signal }) => api<{ base_item_ids: number[] }>('projects/favorite_item_ids/', { signal }),
    select: (d) => new Set(d.base_item_ids),
  });
export const useFavoriteIds = () => useQuery(favoriteIdsOptions());

/** GET retrieve_favorite_items/: paged, searchable. */
export const favoriteItemsOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: bomKeys.favorites(search),
    queryFn: ({ pageParam, signal }) =>
      pageParam ? api<Paged<CatalogueItem>>(followLink(pageParam), { signal }) : api<Paged<CatalogueItem>>('retrieve_favorite_items/', { query: { search, page_size: 50 }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
export const useFavoriteItems = (search: string) => useInfiniteQuery(favoriteItemsOptions(search));

/** POST projects/add_favorite_item/ {base_item_ids} or projects/remove_favorite_item/ {base_item_id}. */
export const setFavorite = (baseItemId: number, favorite: boolean) =>
  favorite
    ? api<unknown>('projects/add_favorite_item/', { method: 'POST', body: { base_item_ids: [baseItemId] } })
    : api<unknown>('projects/remove_favorite_item/', { method: 'POST', body: { base_item_id: baseItemId } });

export function useSetFavorite() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ baseItemId, favorite }: { baseItemId: number; favorite: boolean }) => setFavorite(baseItemId, favorite),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: bomKeys.favoriteIds() });
      void qc.invalidateQueries({ queryKey: [...bomKeys.all, 'favorites'] });
    },
  });
}
