import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CartItem, Paged } from '@jobsite/core';
import { api, followLink } from '../../../lib/api-client';
import { bomKeys, type CartFilters, type CartSummaryFilters } from './keys';

/** Lines per page: big pages keep a 5,000-line BOM to 34 requests when scrolled to the end. */
export const CART_PAGE_SIZE = 150;

/** The query string of the filters (the list's and the summary's): empty and default values are left out. */
export function cartFilterQuery(filters: CartFilters | CartSummaryFilters): Record<string, string | number | undefined> {
  return {
    search: filters.search || undefined,
    phase_code: filters.phase_code || undefined,
    cost_code: filters.cost_code || undefined,
    manufacturer_id: filters.manufacturer_id ? Number(filters.manufacturer_id) : undefined,
    kind: filters.kind && filters.kind !== 'all' ? filters.kind : undefined,
    spool_id: filters.spool_id ? Number(filters.spool_id) : undefined,
    ordering: 'ordering' in filters && filters.ordering && filters.ordering !== 'position' ? filters.ordering : undefined,
  };
}

/** GET projects/{id}/retrieve_cart_items/: the first page by filters, then each `next` link. */
export const getCartItems = (projectId: number, filters: CartFilters, next?: string, signal?: AbortSignal) =>
  next
    ? api<Paged<CartItem>>(followLink(next), { signal })
    : api<Paged<CartItem>>(`projects/${projectId}/retrieve_cart_items/`, { query: { ...cartFilterQuery(filters), page_size: CART_PAGE_SIZE }, signal });

export const cartItemsOptions = (projectId: number, filters: CartFilters) =>
  infiniteQueryOptions({
    queryKey: bomKeys.items(projectId, filters),
    queryFn: ({ pageParam, signal }) => getCartItems(projectId, filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });

export const useCartItems = (projectId: number, filters: CartFilters) => useInfiniteQuery(cartItemsOptions(projectId, filters));
