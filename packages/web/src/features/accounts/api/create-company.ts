import { useMutation } from '@tanstack/react-query';
import type { SystemType } from '@jobsite/core';
import { api } from '../../../lib/api-client';

export interface CompanyAddressInput {
  Field_1: string;
  Field_2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

export interface NewCompanyInput {
  name: string;
  description: string;
  website_URL: string;
  type: SystemType;
  system_type: SystemType;
  address: CompanyAddressInput;
}

/** POST companies/: creates the company a new user registers with; the founder token makes them its first member. */
export const createCompany = (body: NewCompanyInput) => api<{ id: number; name: string; founder_token: string }>('companies/', { method: 'POST', body });

export const useCreateCompany = () => useMutation({ mutationFn: createCompany, meta: { handlesErrors: true } });
