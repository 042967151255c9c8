import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { isHeldMember, storedAccount, storeRedirect, subscribeSession } from '../../../lib/session';

/** The signed-in account as stored, re-read when it changes (sign-in, switch, logout). */
export function useStoredAccount() {
  const raw = useSyncExternalStore(subscribeSession, () => localStorage.getItem('account') + '|' + localStorage.getItem('ExpiryDate'));
  void raw;
  return storedAccount();
}

/** Signed-in routes: without a live stored account, remember where the user was going and go to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const account = useStoredAccount();
  const location = useLocation();
  if (!account) {
    storeRedirect(location.pathname + location.search);
    return <Navigate to={paths.login()} replace />;
  }
  if (isHeldMember(account)) return <Navigate to={paths.joinPending()} replace />;
  return <>{children}</>;
}
