import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CatalogueItem, Paged, ProductSearchFilter } from '@jobsite/core';
import { api, followLink } from '../../../lib/api-client';

export const SEARCH_PAGE_SIZE = 50;
const FIRST_PAGE = `searchproduct/?page_size=${SEARCH_PAGE_SIZE}`;

/** POST searchproduct/: the filters go in the body, and each next page is the `next` link posted again. */
export const searchProductsOptions = (filter: ProductSearchFilter) =>
  infiniteQueryOptions({
    queryKey: ['catalogue', 'search', filter],
    queryFn: ({ pageParam, signal }) => api<Paged<CatalogueItem>>(pageParam, { method: 'POST', body: filter, signal }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => (last.next ? followLink(last.next) : undefined),
  });

export const useSearchProducts = (filter: ProductSearchFilter) => useInfiniteQuery(searchProductsOptions(filter));
