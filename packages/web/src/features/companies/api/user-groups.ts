import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST adjust_user_status: deactivates a member (their sessions end) or activates them again. */
export function useSetMemberActive() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, active }: { accountId: number; active: boolean }) => api('adjust_user_status', { method: 'POST', body: { user_id: accountId, is_active: active } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['company-members'] }),
  });
}

/** POST bulk_reminder_verify_user: mails a new verification link to members who have not verified their email. */
export const useRemindToVerify = () => useMutation({ mutationFn: (accountIds: number[]) => api<{ detail: string; sent_count: number }>('bulk_reminder_verify_user', { method: 'POST', body: { user_ids: accountIds } }) });

/** Puts a member in a group, or (groupId null) takes them out of theirs. */
export function useSetMemberGroup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, groupId }: { accountId: number; groupId: number | null }) =>
      groupId
        ? api(`user_groups/${groupId}/add_member/`, { method: 'POST', body: { account_id: accountId } })
        : api('user_groups/remove_member/', { method: 'POST', body: { account_id: accountId } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['company-members'] });
      void qc.invalidateQueries({ queryKey: ['user-groups'] });
    },
  });
}
