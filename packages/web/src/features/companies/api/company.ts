import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Company, CompanySettings } from '@jobsite/core';
import { api } from '../../../lib/api-client';

export const myCompanyQuery = (companyId: number) =>
  queryOptions({ queryKey: ['companies', companyId], queryFn: () => api<Company>(`companies/${companyId}/`) });

export const companySettingsQuery = () => queryOptions({ queryKey: ['company-settings'], queryFn: () => api<CompanySettings>('company_settings/') });

export type UpdateCompanyBody = Partial<Pick<Company, 'name' | 'description' | 'website_URL' | 'type'>> & { address?: object };

export function useUpdateCompany() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCompanyBody) => api<Company>('update_company/', { method: 'POST', body }),
    onSuccess: (company) => qc.setQueryData(['companies', company.id], company),
    meta: { handlesErrors: true },
  });
}

export function useUpdateCompanySettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<Omit<CompanySettings, 'company_id'>>) => api<CompanySettings>('update_company_settings/', { method: 'POST', body }),
    onSuccess: (settings) => qc.setQueryData(['company-settings'], settings),
  });
}
