import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { SystemType } from '@jobsite/core';
import { api, followLink } from '../../../lib/api-client';

/**
 * A company as ListCompany/ shows it to someone choosing one to join. The companies
 * issue owns the full contract; registration reads only these fields.
 */
export interface CompanyListing {
  id: number;
  name: string;
  website_URL?: string;
  system_type?: SystemType;
}

export interface CompanyPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: CompanyListing[];
}

/** Company search starts at more than 3 characters (spec section 5). */
export const COMPANY_SEARCH_MIN = 4;

/**
 * GET ListCompany/?search=... (paged). Registration lists unverified companies too: a company
 * registered a minute ago (staff have not verified it, they may never) is the one a colleague
 * looks for to join, and the one a second registration would duplicate.
 */
export const listCompanies = (query: { search?: string; web_url?: string; similar_to?: string }, signal?: AbortSignal) =>
  api<CompanyPage>('ListCompany/', { query: { ...query, include_unverified: true }, signal });

export const companySearchQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: ['companies', 'search', search],
    queryFn: ({ pageParam, signal }) => (pageParam ? api<CompanyPage>(followLink(pageParam), { signal }) : listCompanies({ search }, signal)),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: search.trim().length >= COMPANY_SEARCH_MIN,
  });

/** Companies that may be the one being registered: same website, or a similar name. */
export const similarCompaniesQuery = (name: string, webUrl: string) =>
  queryOptions({
    queryKey: ['companies', 'similar', name, webUrl],
    queryFn: async ({ signal }) => {
      const [byWebsite, byName] = await Promise.all([
        webUrl ? listCompanies({ web_url: webUrl }, signal) : null,
        name.trim().length >= COMPANY_SEARCH_MIN ? listCompanies({ similar_to: name.trim() }, signal) : null,
      ]);
      const seen = new Map<number, CompanyListing>();
      for (const c of [...(byWebsite?.results ?? []), ...(byName?.results ?? [])]) if (!seen.has(c.id)) seen.set(c.id, c);
      return [...seen.values()];
    },
  });
