import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Account } from '@jobsite/core';
import { saveAccount } from '../../../lib/session';
import { fetchAccount } from './membership-status';

/**
 * Keeps the stored account current while the app is open: a user manager may have moved the
 * user to another group (other permissions) or the company changed its services since sign-in.
 * Read when the frame mounts and when the window regains focus; stored only when it changed.
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
  }, [fresh.data, account]);
}
