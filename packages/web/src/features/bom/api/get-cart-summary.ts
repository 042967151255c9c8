import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartSummary } from '@jobsite/core';
import { api } from '../../../lib/api-client';
import { bomKeys } from './keys';

/**
 * GET projects/{id}/retrieve_cart_summary/: the whole BOM's line count and total price, and
 * the phase codes, cost codes and manufacturers behind the filters and group headers.
 */
export const cartSummaryOptions = (projectId: number) =>
  queryOptions({
    queryKey: bomKeys.summary(projectId),
    queryFn: ({ signal }) => api<CartSummary>(`projects/${projectId}/retrieve_cart_summary/`, { signal }),
  });

export const useCartSummary = (projectId: number) => useQuery(cartSummaryOptions(projectId));
