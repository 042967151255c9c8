import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { type Requisition, type RequisitionStatus, type RequisitionSummary } from '@jobsite/core';
import { api } from '../../../lib/api-client';
import { pagedList } from './paged';

/**
 * Material requisitions. The list asks for five rows more than it shows: spec section 9's "list
 * view limit is the loaded count minus 5" (core requisitionListViewLimit), the extra rows being
 * the look-ahead that says whether Load more has anything to bring.
 */
export const requisitionKeys = {
  all: ['requisitions'] as const,
  list: (f: RequisitionFilters) => ['requisitions', 'list', f] as const,
  detail: (id: number) => ['requisitions', 'detail', id] as const,
};

export interface RequisitionFilters {
  statuses: RequisitionStatus[];
  search: string;
  /** Only those this account asked for. */
  userId: number | null;
}

export const REQUISITION_PAGE_SIZE = 10;

/** GET material_requisitions/?search_text=&user_id=&status= */
export const requisitionsOptions = (f: RequisitionFilters) =>
  infiniteQueryOptions({
    queryKey: requisitionKeys.list(f),
    ...pagedList<RequisitionSummary>('material_requisitions/', { status: f.statuses.join(','), search_text: f.search, user_id: f.userId ?? undefined }, REQUISITION_PAGE_SIZE),
  });

/** GET material_requisitions/{id}/ (with what the caller may do now). */
export const requisitionOptions = (id: number) =>
  queryOptions({ queryKey: requisitionKeys.detail(id), queryFn: ({ signal }) => api<Requisition>(`material_requisitions/${id}/`, { signal }) });
