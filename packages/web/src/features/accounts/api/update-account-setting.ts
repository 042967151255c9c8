import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Account, updateAccountSettingBody } from '@jobsite/core';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { saveAccount } from '../../../lib/session';
import { accountQuery } from './account';

/** POST update_account_setting {action, value}: one setting of your own account. */
export const updateAccountSetting = (body: z.input<typeof updateAccountSettingBody>) => api<Account>('update_account_setting', { method: 'POST', body });

export function useUpdateAccountSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccountSetting,
    meta: { handlesErrors: true },
    onSuccess: (account) => {
      saveAccount(account);
      queryClient.setQueryData(accountQuery(account.id).queryKey, account);
    },
  });
}
