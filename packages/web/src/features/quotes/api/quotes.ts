import { infiniteQueryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paged, QuoteAction, QuoteDetail, QuoteResponseInput, QuoteStatus, QuoteSummary } from '@jobsite/core';
import { api, followLink } from '../../../lib/api-client';

export const quoteKeys = {
  all: ['quotes'] as const,
  list: (statuses: QuoteStatus[], search: string, dateLimit: number) => ['quotes', 'list', statuses, search, dateLimit] as const,
  detail: (id: number) => ['quotes', 'detail', id] as const,
};

/** GET quotes/: a buyer's quote requests, or those sent to a supplier, created in the last `dateLimit` days (0: all time). */
export const quotesOptions = (statuses: QuoteStatus[], search: string, dateLimit: number) =>
  infiniteQueryOptions({
    queryKey: quoteKeys.list(statuses, search, dateLimit),
    queryFn: ({ pageParam, signal }) =>
      pageParam ? api<Paged<QuoteSummary>>(followLink(pageParam), { signal }) : api<Paged<QuoteSummary>>('quotes/', { query: { status: statuses.join(','), search, date_limit: dateLimit, page_size: 25 }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });

export const useQuote = (id: number | null) => useQuery({ queryKey: quoteKeys.detail(id ?? 0), queryFn: ({ signal }) => api<QuoteDetail>(`quotes/${id}/`, { signal }), enabled: id !== null });

function useQuoteMutation<V>(id: number, fn: (v: V) => Promise<QuoteDetail>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (q) => {
      qc.setQueryData(quoteKeys.detail(id), q);
      void qc.invalidateQueries({ queryKey: quoteKeys.all });
      void qc.invalidateQueries({ queryKey: ['orders'] });
    },
    meta: { handlesErrors: true },
  });
}

export const useQuoteAction = (id: number) => useQuoteMutation(id, (action: QuoteAction) => api<QuoteDetail>(`quotes/${id}/${action}/`, { method: 'POST', body: {} }));
export const useRespondToQuote = (id: number) => useQuoteMutation(id, (body: QuoteResponseInput) => api<QuoteDetail>(`quotes/${id}/respond/`, { method: 'POST', body }));
export const usePurchaseQuote = (id: number) => useQuoteMutation(id, (quoteSupplierId: number) => api<QuoteDetail>(`quotes/${id}/purchase/`, { method: 'POST', body: { quote_supplier_id: quoteSupplierId } }));
