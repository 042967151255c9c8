import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { createInternalUserBody, UserBrief } from '@jobsite/core';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { quickStartKey } from '../../../components/dashboard/quick-start-checklist';

/** POST create_internal_user: a user manager adds someone to the company; they get a link to set their password. */
export function useCreateInternalUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof createInternalUserBody>) => api<UserBrief>('create_internal_user', { method: 'POST', body }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['company-members'] });
      void qc.invalidateQueries({ queryKey: quickStartKey });
    },
  });
}
