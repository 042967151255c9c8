import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type Company, type CompanySettings, STAFF_ONLY_SETTINGS } from '@jobsite/core';
import { api } from '../../../lib/api-client';

export const myCompanyQuery = (companyId: number) =>
  queryOptions({ queryKey: ['companies', companyId], queryFn: () => api<Company>(`companies/${companyId}/`) });

/** The current company's settings, or (staff) those of the company named by id. */
export const companySettingsQuery = (companyId?: number) =>
  queryOptions({
    queryKey: companyId === undefined ? ['company-settings'] : ['company-settings', companyId],
    queryFn: () => api<CompanySettings>(`company_settings/${companyId === undefined ? '' : `?company_id=${companyId}`}`),
  });

export type UpdateCompanyBody = Partial<Pick<Company, 'name' | 'description' | 'website_URL' | 'type'>> & { address?: object };

export function useUpdateCompany() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCompanyBody) => api<Company>('update_company/', { method: 'POST', body }),
    onSuccess: (company) => qc.setQueryData(['companies', company.id], company),
    meta: { handlesErrors: true },
  });
}

export type UpdateCompanySettingsBody = Partial<Omit<CompanySettings, 'company_id'>>;

/**
 * Changes the current company's settings, or (staff, with companyId) another company's. A change
 * of services reads the signed-in account again, so the menu follows when it was the staff user's
 * own company. A caller that shows the errors itself (a field's) says so with handlesErrors, or
 * the app's handler shows them a second time as a toast.
 */
export function useUpdateCompanySettings(companyId?: number, { handlesErrors = false }: { handlesErrors?: boolean } = {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCompanySettingsBody) =>
      api<CompanySettings>('update_company_settings/', { method: 'POST', body: companyId === undefined ? body : { ...body, company_id: companyId } }),
    onSuccess: (settings, body) => {
      if (companyId === undefined) qc.setQueryData(['company-settings'], settings);
      else {
        qc.setQueryData(['company-settings', companyId], settings);
        // The staff user's own company, changed from the staff screen: the settings tab reads it again.
        void qc.invalidateQueries({ queryKey: ['company-settings'], exact: true });
      }
      if (STAFF_ONLY_SETTINGS.some((k) => body[k] !== undefined)) void qc.invalidateQueries({ queryKey: ['account'] });
    },
    meta: { handlesErrors },
  });
}
