import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchOptions } from '@jobsite/core';
import { api } from '../../../lib/api-client';

export const searchOptionsOptions = (categoryId?: number | null) =>
  queryOptions({
    queryKey: ['catalogue', 'search-options', categoryId ?? null],
    queryFn: ({ signal }) => api<SearchOptions>('GetProdSearchOptions/', { query: { category_id: categoryId }, signal }),
    staleTime: 5 * 60_000,
  });

export const useSearchOptions = (categoryId?: number | null) => useQuery(searchOptionsOptions(categoryId));
