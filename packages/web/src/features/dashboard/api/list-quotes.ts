import { infiniteQueryOptions } from '@tanstack/react-query';
import type { QuoteStatus, QuoteSummary } from '@jobsite/core';
import { pagedList } from './paged';

/** GET quotes/ (the buyer's quote requests) for the dashboard's quotes section. */
export const dashboardQuotesOptions = (f: { statuses: QuoteStatus[]; search: string; /** Days back; 0 for all time. */ dateLimit: number }) =>
  infiniteQueryOptions({
    queryKey: ['quotes', 'dashboard', f],
    ...pagedList<QuoteSummary>('quotes/', { status: f.statuses.join(','), search: f.search, date_limit: f.dateLimit }),
  });
