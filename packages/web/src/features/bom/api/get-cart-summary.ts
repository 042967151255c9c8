import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartSummary } from '@jobsite/core';
import { api } from '../../../lib/api-client';
import { cartFilterQuery } from './get-cart-items';
import { bomKeys, type CartSummaryFilters } from './keys';

/**
 * GET projects/{id}/retrieve_cart_summary/: line count, total price, and the phase codes,
 * cost codes and manufacturers with their counts, of the lines the filters select (the whole
 * BOM without filters: the filter choices and the toolbar's totals).
 */
export const cartSummaryOptions = (projectId: number, filters: CartSummaryFilters = {}) => {
  const query = cartFilterQuery(filters);
  return queryOptions({
    queryKey: bomKeys.summaryOf(projectId, query),
    queryFn: ({ signal }) => api<CartSummary>(`projects/${projectId}/retrieve_cart_summary/`, { query, signal }),
  });
};

export const useCartSummary = (projectId: number, filters?: CartSummaryFilters) => useQuery(cartSummaryOptions(projectId, filters));
