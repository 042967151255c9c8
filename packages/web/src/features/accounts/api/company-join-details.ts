import { queryOptions } from '@tanstack/react-query';
import type { CompanyJoinDetails } from '@jobsite/core';
import { api } from '../../../lib/api-client';

/**
 * GET companies/{id}/join_details/ (public): the join link's company, its name and whether it
 * uses two-way authentication, so /register_one/{id}/ names it and checks the phone before the
 * account is sent.
 */
export const companyJoinDetailsQuery = (companyId: number) =>
  queryOptions({
    queryKey: ['companies', 'join-details', companyId],
    queryFn: ({ signal }) => api<CompanyJoinDetails>(`companies/${companyId}/join_details/`, { signal }),
    staleTime: 5 * 60_000,
  });
