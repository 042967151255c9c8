import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ToolRequest, ToolRequestStatus } from '@jobsite/core';
import { pagedList } from './paged';

export interface DashboardRequestFilters {
  statuses: ToolRequestStatus[];
  search: string;
  mine: boolean;
  /** Days back; 0 for all time. */
  dateLimit: number;
}

/** GET tool_requests/?service=tool for the dashboard's tool requests section. */
export const dashboardToolRequestsOptions = (f: DashboardRequestFilters) =>
  infiniteQueryOptions({
    queryKey: ['assets', 'dashboard-requests', f],
    ...pagedList<ToolRequest>('tool_requests/', { service: 'tool', status: f.statuses.join(','), search: f.search, mine: f.mine ? 'true' : undefined, date_limit: f.dateLimit }),
  });
