import { queryOptions } from '@tanstack/react-query';
import type { Account, MembershipStatusView } from '@jobsite/core';
import { api } from '../../../lib/api-client';

/** GET accounts/membership_status/: the account's standing in its company and who was asked to approve. */
export const membershipStatusQuery = () =>
  queryOptions({ queryKey: ['membership-status'], queryFn: () => api<MembershipStatusView>('accounts/membership_status/'), refetchInterval: 30_000 });

/** GET accounts/{id}/: the account afresh, to store once the request is approved. */
export const fetchAccount = (id: number) => api<Account>(`accounts/${id}/`);
