import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

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
