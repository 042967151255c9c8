import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ExpectedReturnStatus, ToolItem } from '@jobsite/core';
import { pagedList } from './paged';

/** GET tool_items/?mine=true: the tools in the user's custody, for the dashboard's my tools section. */
export const myToolsOptions = (f: { search: string; expectedReturn: ExpectedReturnStatus | null }) =>
  infiniteQueryOptions({
    queryKey: ['assets', 'dashboard-my-tools', f],
    ...pagedList<ToolItem>('tool_items/', { service: 'tool', mine: 'true', search: f.search, expected_return_status: f.expectedReturn ?? undefined }),
  });
