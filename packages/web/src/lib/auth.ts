import { paths } from '../config/paths';
import { api } from './api-client';
import { clearSession } from './session';

/**
 * Signs the user out (spec section 8: a failed logout still goes home). The stored
 * session is cleared whatever the server answers, then the browser reloads at the root
 * so no cached data of the old session survives.
 */
export async function logout(go: (path: string) => void = (p) => window.location.assign(p)): Promise<void> {
  try {
    await api('auth/logout/', { method: 'POST' });
  } catch {
    // Nothing to show: the user asked to leave, and leaves.
  } finally {
    clearSession({ signedOut: true });
    go(paths.root());
  }
}
