import { infiniteQueryOptions } from '@tanstack/react-query';
import type { OrderStatus, OrderSummary } from '@jobsite/core';
import { pagedList } from './paged';

export interface DashboardOrderFilters {
  statuses: OrderStatus[];
  search: string;
  /** Days back; 0 for all time. */
  dateLimit: number;
}

/** GET orders/ (the buyer's purchase orders) for the dashboard's orders section. */
export const dashboardOrdersOptions = (f: DashboardOrderFilters) =>
  infiniteQueryOptions({
    queryKey: ['orders', 'dashboard', f],
    ...pagedList<OrderSummary>('orders/', { status: f.statuses.join(','), search: f.search, date_limit: f.dateLimit }),
  });
