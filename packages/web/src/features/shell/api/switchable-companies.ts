import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface CompanyChoice {
  id: number;
  name: string;
  system_type: 'buyer' | 'seller';
}

/** Switch-company search starts at more than 2 characters (spec section 5). */
export const SWITCH_SEARCH_MIN = 3;

export const searchTextFor = (typed: string) => (typed.trim().length >= SWITCH_SEARCH_MIN ? typed.trim() : '');

export const switchableCompaniesQuery = (searchText: string) =>
  queryOptions({
    queryKey: ['switchable_companies', searchText],
    queryFn: ({ signal }) => api<CompanyChoice[]>('switchable_companies', { query: { search_text: searchText }, signal }),
  });

export const useSwitchableCompanies = (searchText: string, enabled = true) => useQuery({ ...switchableCompaniesQuery(searchText), enabled });
