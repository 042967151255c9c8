import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Paged, ShippingForm, ShippingFormSummary, ShippingOpenLines, ShippingStatus } from '@jobsite/core';
import { api, followLink } from '../../lib/api-client';

/**
 * The shipping form calls shared outside the shipping screens (a tool request's panel of
 * its forms, and the list screen): the cache keys, the list and creating a form.
 */
export const shippingKeys = {
  all: ['shipping'] as const,
  lists: ['shipping', 'list'] as const,
  list: (filters: ShippingListFilters) => ['shipping', 'list', filters] as const,
  form: (id: number) => ['shipping', 'form', id] as const,
  /** Under lists: every change to a form refreshes the lists, and with them what is still open to ship. */
  openLines: (toolRequestId: number) => ['shipping', 'list', 'open-lines', toolRequestId] as const,
};

export interface ShippingListFilters {
  tool_request_id?: number;
  project_id?: number;
  status?: ShippingStatus[];
  search?: string;
}

export const shippingFormsOptions = (f: ShippingListFilters, pageSize = 25) =>
  infiniteQueryOptions({
    queryKey: shippingKeys.list(f),
    queryFn: ({ pageParam, signal }) =>
      pageParam
        ? api<Paged<ShippingFormSummary>>(followLink(pageParam), { signal })
        : api<Paged<ShippingFormSummary>>('ShippingForms/list/', {
            query: { tool_request_id: f.tool_request_id, project_id: f.project_id, status: f.status?.length ? f.status.join(',') : undefined, search: f.search, page_size: pageSize },
            signal,
          }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });

/** GET open_lines/: what of a tool request may still go on a new form (the server's rule, what create/ takes). */
export const shippingOpenLinesOptions = (toolRequestId: number) =>
  queryOptions({
    queryKey: shippingKeys.openLines(toolRequestId),
    queryFn: ({ signal }) => api<ShippingOpenLines>('ShippingForms/open_lines/', { query: { tool_request_id: toolRequestId }, signal }),
  });

/** POST create/: a new form for a tool request; the lists refresh and the new form is cached. */
export function useCreateShippingForm() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (toolRequestId: number) => api<ShippingForm>('ShippingForms/create/', { method: 'POST', body: { tool_request_id: toolRequestId } }),
    onSuccess: (form) => {
      qc.setQueryData(shippingKeys.form(form.id), form);
      void qc.invalidateQueries({ queryKey: shippingKeys.lists });
    },
    meta: { handlesErrors: true },
  });
}
