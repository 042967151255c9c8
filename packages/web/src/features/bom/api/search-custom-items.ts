import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomItem, Paged } from '@jobsite/core';
import { api } from '../../../lib/api-client';
import { bomKeys } from './keys';

/** POST SearchCustomItem/ {search_text}: the company's custom items, to reuse one. */
export const customItemsOptions = (search: string) =>
  queryOptions({
    queryKey: bomKeys.customItems(search),
    queryFn: ({ signal }) => api<Paged<CustomItem>>('SearchCustomItem/', { method: 'POST', body: { search_text: search }, query: { page_size: 20 }, signal }),
  });

export const useCustomItems = (search: string, enabled: boolean) => useQuery({ ...customItemsOptions(search), enabled });
