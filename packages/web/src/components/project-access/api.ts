import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Paged, SupplierAccessRequest, supplierAccessRequestBody } from '@jobsite/core';
import { api, followLink } from '../../lib/api-client';

/*
 * The supplier project access request (spec section 7): a seller asks a contractor for access
 * to one of its jobs by main job number; the contractor's people approve or decline it.
 */

export const accessRequestKeys = { all: ['supplier-access-requests'] as const, list: (status: string) => ['supplier-access-requests', status] as const };

/** GET price_file/buyer_companies/: the contractors that list the seller as a supplier (the ones it can ask). */
export const customerCompaniesOptions = (search: string) =>
  queryOptions({
    queryKey: ['supplier-access-requests', 'customers', search],
    queryFn: ({ signal }) => api<{ id: number; name: string }[]>('price_file/buyer_companies/', { query: { search }, signal }),
  });

/** POST projects/supplier_access_request/ {company_id, main_job_num, message} */
export function useRequestProjectAccess() {
  return useMutation({
    mutationFn: (body: z.input<typeof supplierAccessRequestBody>) => api<{ detail: string }>('projects/supplier_access_request/', { method: 'POST', body }),
  });
}

/** GET projects/supplier_access_requests/?status=: the requests for the company's projects, newest first. */
export const supplierAccessRequestsOptions = (status: 'pending' | 'approved' | 'declined') =>
  infiniteQueryOptions({
    queryKey: accessRequestKeys.list(status),
    queryFn: ({ pageParam, signal }) =>
      pageParam
        ? api<Paged<SupplierAccessRequest>>(followLink(pageParam), { signal })
        : api<Paged<SupplierAccessRequest>>('projects/supplier_access_requests/', { query: { status, page_size: 10 }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });

/** POST projects/supplier_access_requests/{id}/ {action: approve | decline}; the lists refresh. */
export function useDecideAccessRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'approve' | 'decline' }) => api<{ detail: string }>(`projects/supplier_access_requests/${id}/`, { method: 'POST', body: { action } }),
    onSettled: () => qc.invalidateQueries({ queryKey: accessRequestKeys.all }),
  });
}
