import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ItemDetail } from '@jobsite/core';
import { api } from '../../../lib/api-client';

export const itemDetailOptions = (itemId: number) =>
  queryOptions({
    queryKey: ['catalogue', 'item', itemId],
    queryFn: ({ signal }) => api<ItemDetail>('GetItemDetail/', { query: { item_id: itemId }, signal }),
  });

export const useItemDetail = (itemId: number | null) => useQuery({ ...itemDetailOptions(itemId ?? 0), enabled: itemId !== null });
