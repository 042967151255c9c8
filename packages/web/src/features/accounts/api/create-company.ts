import { useMutation } from '@tanstack/react-query';
import type { createCompanyBody } from '@jobsite/core';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** The body of POST companies/ (core's contract): `type` is the company's trade, `system_type` buyer or seller. */
export type NewCompanyInput = z.input<typeof createCompanyBody>;

/** POST companies/: creates the company a new user registers with; the founder token makes them its first member. */
export const createCompany = (body: NewCompanyInput) => api<{ id: number; name: string; founder_token: string }>('companies/', { method: 'POST', body });

export const useCreateCompany = () => useMutation({ mutationFn: createCompany, meta: { handlesErrors: true } });
