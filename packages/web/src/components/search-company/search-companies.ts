import { queryOptions } from '@tanstack/react-query';
import { COMPANY_SEARCH_MIN, type CompanyBrief, type Paged, type SystemType } from '@jobsite/core';
import { api } from '../../lib/api-client';

/** ListCompany: runs once more than 3 characters are typed. */
export const searchCompaniesQuery = (search: string, opts: { type?: string; systemType?: SystemType; includeUnverified?: boolean } = {}) =>
  queryOptions({
    queryKey: ['ListCompany', search, opts],
    queryFn: ({ signal }) =>
      api<Paged<CompanyBrief>>('ListCompany/', { query: { search, type: opts.type, system_type: opts.systemType, include_unverified: opts.includeUnverified || undefined, page_size: 20 }, signal }),
    enabled: search.trim().length >= COMPANY_SEARCH_MIN,
  });
