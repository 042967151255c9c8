import { api } from './api-client';
import { clearSession } from './session';

/** Logs out: ends the server session, and whatever the answer, forgets the user here and goes to the site root. */
export async function logout(): Promise<void> {
  try {
    await api('auth/logout/', { method: 'POST' });
  } catch {
    // Logout failure still redirects home (spec section 8).
  }
  clearSession();
  window.location.assign('/');
}
