import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Account } from '@jobsite/core';
import { saveAccount } from '../../../lib/session';
import { fetchAccount } from './membership-status';

/**
 * Keeps the stored account current while the app is open: a user manager may have moved the
 * user to another group (other permissions) or the company changed its services since sign-in.
 * Read when the frame mounts and when the window regains focus; stored only when it changed.
 * Only a new answer is stored: an account saved since (a profile saved, a notification filter
 * chosen) is newer than the answer in the cache, which must not put the old one back.
 */
export function useFreshAccount(account: Account | null): void {
  const fresh = useQuery({
    queryKey: ['account', account?.id],
    queryFn: () => fetchAccount(account!.id),
    enabled: Boolean(account),
    staleTime: 60_000,
    refetchOnWindowFocus: true,
    meta: { handlesErrors: true },
  });
  useEffect(() => {
    if (!fresh.data || !account || fresh.data.company.id !== account.company.id) return;
    if (JSON.stringify(fresh.data) !== JSON.stringify(account)) saveAccount(fresh.data);
    // the account as it is when an answer arrives, not every later change of it
  }, [fresh.dataUpdatedAt]);
}
