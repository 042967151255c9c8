import { useMutation } from '@tanstack/react-query';
import { type Account, type NotificationFilter, withNotificationFilter } from '@jobsite/core';
import { api } from '../../../lib/api-client';
import { saveAccount, storedAccount } from '../../../lib/session';

/** Keeps the dialog's filter per user: loading_setting.notification_view_filters.notification_filter, saved with update_load_setting. */
export async function saveNotificationFilter(filter: NotificationFilter): Promise<Account> {
  const account = storedAccount();
  if (!account) throw new Error('not signed in');
  const updated = await api<Account>(`accounts/${account.id}/update_load_setting/`, {
    method: 'POST',
    body: { loading_setting: withNotificationFilter(account.loading_setting, filter) },
  });
  saveAccount(updated);
  return updated;
}

export const useSaveNotificationFilter = () => useMutation({ mutationFn: saveNotificationFilter });
