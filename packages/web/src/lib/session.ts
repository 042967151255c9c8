import { useSyncExternalStore } from 'react';
import { type Account, isSessionAlive, landingPath, type SignedIn } from '@jobsite/core';

/**
 * What the browser keeps about the signed-in user (spec section 6): the account and its
 * ExpiryDate in local storage. The user counts as signed in only while both are there
 * and the date has not passed; the real authority stays the server's session cookie.
 */
const ACCOUNT_KEY = 'account';
const EXPIRY_KEY = 'ExpiryDate';
const REDIRECT_KEY = 'redirect_path';
/** Stored values tied to the current company's warehouses; cleared on company switch. */
export const WAREHOUSE_KEYS = ['selected_warehouse_id', 'warehouse_filters', 'job_warehouse_stock_filter'] as const;

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Set when the user signs out on purpose: the page is leaving, and where it was is nobody's next page. */
let leaving = false;

export function saveSignIn(signedIn: SignedIn): void {
  leaving = false;
  localStorage.setItem(ACCOUNT_KEY, JSON.stringify(signedIn.account));
  localStorage.setItem(EXPIRY_KEY, signedIn.ExpiryDate);
  emit();
}

/** Replaces the stored account (after a profile or settings change) and keeps the expiry. */
export function saveAccount(account: Account): void {
  localStorage.setItem(ACCOUNT_KEY, JSON.stringify(account));
  emit();
}

export function storedAccount(): Account | null {
  if (!isSessionAlive(localStorage.getItem(EXPIRY_KEY))) return null;
  const raw = localStorage.getItem(ACCOUNT_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as Account;
  } catch {
    return null;
  }
}

export const isAuthenticated = (): boolean => storedAccount() !== null;

/**
 * Forgets the session. `signedOut`: the user asked to leave (Log out, Delete account), so the
 * screens that re-render on the way out do not remember their path for whoever signs in next
 * (only an expired session does: spec section 8).
 */
export function clearSession({ signedOut = false }: { signedOut?: boolean } = {}): void {
  if (signedOut) leaving = true;
  localStorage.clear();
  emit();
}

export function clearWarehouseValues(): void {
  for (const key of WAREHOUSE_KEYS) localStorage.removeItem(key);
}

export function storeRedirect(path: string): void {
  if (leaving) return;
  localStorage.setItem(REDIRECT_KEY, path);
}

/** The path stored before a forced sign-in, once. */
export function takeRedirect(): string | null {
  const path = localStorage.getItem(REDIRECT_KEY);
  localStorage.removeItem(REDIRECT_KEY);
  return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
}

/** Whether the account waits for (or was refused) approval to join the company it acts for. */
export function isHeldMember(account: Account): boolean {
  return !account.is_staff && account.membership_status !== undefined && account.membership_status !== 'active';
}

/** The paths the app has screens for (the router registers them), so nobody lands on a missing page. */
let builtPaths: ReadonlySet<string> | null = null;
export function registerBuiltPaths(paths: Iterable<string>): void {
  builtPaths = new Set(paths);
}

/** Where a user lands after signing in (spec section 4), among the screens that exist. */
export function homeFor(account: Account): string {
  return landingPath(account, (path) => builtPaths === null || builtPaths.has(path));
}

/** The signed-in account as stored, re-read when it changes (sign-in, switch, logout). */
export function useStoredAccount() {
  const raw = useSyncExternalStore(subscribeSession, () => localStorage.getItem('account') + '|' + localStorage.getItem('ExpiryDate'));
  void raw;
  return storedAccount();
}
