import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ccCandidateSchema } from '@jobsite/core';
import { api } from '../../../lib/api-client';
import { useFormChange } from './form-change';

export type CcCandidate = z.infer<typeof ccCandidateSchema>;

/** POST {id}/update_cc/: one user on or off the CC list. */
export const useUpdateCc = (id: number) => useFormChange<{ add_user_id?: number; remove_user_id?: number }>(id, 'update_cc/');

/** GET {id}/cc_candidates/?search=: the company's users who can be copied. */
export const useCcCandidates = (id: number, search: string, enabled: boolean) =>
  useQuery({
    queryKey: ['shipping', 'cc-candidates', id, search],
    queryFn: ({ signal }) => api<CcCandidate[]>(`ShippingForms/${id}/cc_candidates/`, { query: { search }, signal }),
    enabled,
    meta: { handlesErrors: true },
  });
