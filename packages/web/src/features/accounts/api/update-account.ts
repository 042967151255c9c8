import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Account, updateAccountBody } from '@jobsite/core';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { saveAccount } from '../../../lib/session';
import { accountQuery } from './account';

export type UpdateAccountInput = z.input<typeof updateAccountBody>;

/** PUT accounts/{id}/ {first_name, last_name, job_title, work_phone, phone} */
export const updateAccount = ({ id, body }: { id: number; body: UpdateAccountInput }) => api<Account>(`accounts/${id}/`, { method: 'PUT', body });

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    meta: { handlesErrors: true },
    onSuccess: (account) => {
      saveAccount(account);
      queryClient.setQueryData(accountQuery(account.id).queryKey, account);
    },
  });
}
