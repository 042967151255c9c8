import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Paged } from '@jobsite/core';
import { api } from '../../../lib/api-client';

/**
 * The company's settings lists (branches, tax codes, shipping addresses, warehouses,
 * user groups, PO prefixes) share one shape: a paged list plus create, update and delete.
 */
export interface Resource {
  key: string;
  path: string;
  updateMethod?: 'PUT' | 'PATCH';
}

export const resources = {
  branches: { key: 'branches', path: 'company_branch/' },
  taxCodes: { key: 'tax-codes', path: 'taxcode/' },
  shippingAddresses: { key: 'shipping-addresses', path: 'shippingaddresses/' },
  warehouses: { key: 'warehouses', path: 'warehouses/' },
  userGroups: { key: 'user-groups', path: 'user_groups/' },
  poPrefixes: { key: 'po-prefixes', path: 'po_prefixes/' },
  members: { key: 'company-members', path: 'company_members/' },
} satisfies Record<string, Resource>;

export const listQuery = <T>(r: Resource, query: Record<string, string | number | undefined> = {}) =>
  queryOptions({
    queryKey: [r.key, query],
    queryFn: () => api<Paged<T>>(r.path, { query: { page_size: 200, ...query } }),
  });

export function useSave<T>(r: Resource, opts: { handlesErrors?: boolean; also?: string[] } = {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: object }) =>
      api<T>(id ? `${r.path}${id}/` : r.path, { method: id ? (r.updateMethod ?? 'PUT') : 'POST', body }),
    onSuccess: () => {
      for (const key of [r.key, ...(opts.also ?? [])]) void qc.invalidateQueries({ queryKey: [key] });
    },
    meta: { handlesErrors: opts.handlesErrors ?? true },
  });
}

export function useRemove(r: Resource) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`${r.path}${id}/`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: [r.key] }),
  });
}
