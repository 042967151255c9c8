import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanySettings } from '@jobsite/core';
import { api } from '../../../lib/api-client';
import { bomKeys } from './keys';

/**
 * GET company_settings/: the company's popular phase and cost codes, read from the same
 * call (and cache entry) as the company settings widget that manages them.
 */
export const companyCodesOptions = () =>
  queryOptions({ queryKey: bomKeys.companySettings(), queryFn: () => api<CompanySettings>('company_settings/'), staleTime: 5 * 60_000 });

export const useCompanyCodes = () => useQuery({ ...companyCodesOptions(), meta: { handlesErrors: true } });
