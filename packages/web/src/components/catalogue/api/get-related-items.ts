import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueItem, Paged } from '@jobsite/core';
import { api } from '../../../lib/api-client';

export const relatedItemsOptions = (itemId: number) =>
  queryOptions({
    queryKey: ['catalogue', 'related', itemId],
    queryFn: ({ signal }) => api<Paged<CatalogueItem>>('GetBuyerRelatedProd/', { query: { item_id: itemId, page_size: 8 }, signal }),
  });

export const useRelatedItems = (itemId: number | null) => useQuery({ ...relatedItemsOptions(itemId ?? 0), enabled: itemId !== null });
