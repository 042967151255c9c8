import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HfrItem, Paged } from '@jobsite/core';
import { api } from '../../../lib/api-client';
import { bomKeys } from './keys';

/** POST SearchHoldForReleaseItems/ {base_item_id}: the company's hold-for-release items of one catalogue item, newest first. */
export const hfrItemsOptions = (baseItemId: number) =>
  queryOptions({
    queryKey: bomKeys.hfrItems(baseItemId),
    queryFn: ({ signal }) => api<Paged<HfrItem>>('SearchHoldForReleaseItems/', { method: 'POST', body: { base_item_id: baseItemId }, query: { page_size: 50 }, signal }),
  });

export const useHfrItems = (baseItemId: number) => useQuery(hfrItemsOptions(baseItemId));
