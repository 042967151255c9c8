import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueItem } from '@jobsite/core';
import { api } from '../../../lib/api-client';
import { bomKeys } from './keys';

/** GET projects/retrieve_recent_items/: the caller's most recently added catalogue items, newest first. */
export const recentItemsOptions = () =>
  queryOptions({ queryKey: bomKeys.recent(), queryFn: ({ signal }) => api<CatalogueItem[]>('projects/retrieve_recent_items/', { signal }) });

export const useRecentItems = (enabled: boolean) => useQuery({ ...recentItemsOptions(), enabled });
