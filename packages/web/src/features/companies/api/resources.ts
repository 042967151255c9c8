import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Paged } from '@jobsite/core';
import { api, followLink } from '../../../lib/api-client';
import { nextPageLoader } from '../../../lib/load-more';

/**
 * The company's settings lists (branches, tax codes, shipping addresses, warehouses, user
 * groups, PO prefixes, contacts, suppliers, GL codes, notes) share one shape: a paged list
 * plus create, update and delete. Calls of another shape live in their own files.
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
  apiTokens: { key: 'api-tokens', path: 'api_tokens/' },
  contacts: { key: 'contacts', path: 'contacts/' },
  contactGroups: { key: 'contact-groups', path: 'contact_groups/' },
  suppliers: { key: 'suppliers', path: 'suppliers/' },
  glCodes: { key: 'gl-codes', path: 'gl_codes/' },
  companyNotes: { key: 'company-notes', path: 'company_notes/' },
} satisfies Record<string, Resource>;

const PAGE_SIZE = 50;

/** A settings list a page at a time: the first page, then each `next` link the server gives. */
export const listQuery = <T>(r: Resource, query: Record<string, string | number | undefined> = {}) =>
  infiniteQueryOptions({
    queryKey: [r.key, query],
    queryFn: ({ pageParam }) => (pageParam ? api<Paged<T>>(followLink(pageParam)) : api<Paged<T>>(r.path, { query: { page_size: PAGE_SIZE, ...query } })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });

/** The rows loaded so far, how many there are in all, and loading the next page. */
export function usePagedList<T>(r: Resource, query: Record<string, string | number | undefined> = {}) {
  const list = useInfiniteQuery(listQuery<T>(r, query));
  return {
    rows: list.data?.pages.flatMap((p) => p.results) ?? [],
    count: list.data?.pages[0]?.count ?? 0,
    hasMore: list.hasNextPage,
    loadingMore: list.isFetchingNextPage,
    loadMore: nextPageLoader(list.fetchNextPage),
    isPending: list.isPending,
    /** The first page failed (a later page's failure keeps the rows shown and lets Load more try again). */
    isError: list.isError && !list.data,
    /** Why it failed, for the list's error state (LoadError: the server's words when it answered). */
    error: list.error,
    retry: () => void list.refetch(),
  };
}
export type PagedList<T> = ReturnType<typeof usePagedList<T>>;

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
