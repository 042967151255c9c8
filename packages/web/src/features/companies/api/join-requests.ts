import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { JoinRequest } from '@jobsite/core';
import { api } from '../../../lib/api-client';

/** GET company_join_requests/: people waiting to join the current company. */
export const joinRequestsQuery = () => queryOptions({ queryKey: ['company-join-requests'], queryFn: () => api<JoinRequest[]>('company_join_requests/') });

/** Approves (optionally into a user group) or refuses a request to join; the lists of members follow. */
export function useDecideJoinRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, decision, userGroupId }: { accountId: number; decision: 'approve' | 'refuse'; userGroupId?: number | null }) =>
      api<JoinRequest>(`company_join_requests/${accountId}/${decision}/`, { method: 'POST', body: decision === 'approve' ? { user_group_id: userGroupId ?? null } : {} }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['company-join-requests'] });
      void qc.invalidateQueries({ queryKey: ['company-members'] });
      void qc.invalidateQueries({ queryKey: ['user-groups'] });
    },
  });
}
