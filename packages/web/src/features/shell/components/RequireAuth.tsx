import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { isHeldMember, storeRedirect, useStoredAccount } from '../../../lib/session';

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
