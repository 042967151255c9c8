import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueRef } from '@jobsite/core';
import { api } from '../../../lib/api-client';

export const buyerCompaniesOptions = (search: string) =>
  queryOptions({
    queryKey: ['catalogue', 'buyer-companies', search],
    queryFn: ({ signal }) => api<CatalogueRef[]>('price_file/buyer_companies/', { query: { search }, signal }),
  });

export const useBuyerCompanies = (search: string, enabled: boolean) => useQuery({ ...buyerCompaniesOptions(search), enabled });
