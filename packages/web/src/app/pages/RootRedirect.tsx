import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import { homeFor, storedAccount } from '../../lib/session';

/** The site root sends a signed-in user home (buyer dashboard, seller orders) and others to login. */
export function RootRedirect() {
  const account = storedAccount();
  return <Navigate to={account ? homeFor(account) : paths.login()} replace />;
}
