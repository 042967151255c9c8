import type { DbOrTx } from '../../platform/db';
import { clearEvents, recentEvents, recordEvent, type ThrottleRule } from '../../platform/throttle';

/**
 * Login throttling (docs/decisions/005-login-throttling.md). Failures are counted per
 * email+address pair, per address and per email, over 15 minutes:
 * - a pair with 5 failures is refused: one address guessing one account;
 * - an address with 50 failures is refused: one address guessing many accounts;
 * - an email with 20 failures is refused only from addresses that already failed on
 *   it: many addresses guessing one account get one try each, while the owner,
 *   signing in from an address with no failures, still gets in.
 * Windows are short and nothing is permanent, so nobody can lock a user out for long.
 */
const WINDOW_MS = 15 * 60 * 1000;
export const loginFailuresPerPair: ThrottleRule = { bucket: 'login_failure_pair', limit: 5, windowMs: WINDOW_MS };
export const loginFailuresPerIp: ThrottleRule = { bucket: 'login_failure_ip', limit: 50, windowMs: WINDOW_MS };
export const loginFailuresPerEmail: ThrottleRule = { bucket: 'login_failure_email', limit: 20, windowMs: WINDOW_MS };

const pairKey = (email: string, ip: string) => `${email}|${ip}`;

/** Addresses an account signed in from (kept a day): the owner's own machines are not slowed down. */
export const loginSuccessPerPair: ThrottleRule = { bucket: 'login_success_pair', limit: 1, windowMs: 24 * 60 * 60 * 1000 };
/** An account under attack from many addresses answers at most one new-address attempt per this pace. */
export const ACCOUNT_SLOWDOWN_MS = 10 * 1000;

/** Whether a login attempt for this email from this address may be checked at all. */
export async function loginAllowed(db: DbOrTx, email: string, ip: string): Promise<boolean> {
  const pairFailures = await recentEvents(db, loginFailuresPerPair, pairKey(email, ip));
  if (pairFailures >= loginFailuresPerPair.limit) return false;
  if ((await recentEvents(db, loginFailuresPerIp, ip)) >= loginFailuresPerIp.limit) return false;
  const emailFailures = await recentEvents(db, loginFailuresPerEmail, email);
  if (emailFailures < loginFailuresPerEmail.limit) return true;
  if (pairFailures > 0) return false;
  // Many addresses guessing one account: each new address waits its turn (one try per
  // ACCOUNT_SLOWDOWN_MS for the account), so rotating addresses cannot guess freely, while the
  // owner, from an address it signed in from today, is never slowed down or locked out.
  if ((await recentEvents(db, loginSuccessPerPair, pairKey(email, ip))) > 0) return true;
  return (await recentEvents(db, { ...loginFailuresPerEmail, windowMs: ACCOUNT_SLOWDOWN_MS }, email)) === 0;
}

export async function recordLoginFailure(db: DbOrTx, email: string, ip: string): Promise<void> {
  await recordEvent(db, loginFailuresPerPair, pairKey(email, ip));
  await recordEvent(db, loginFailuresPerIp, ip);
  await recordEvent(db, loginFailuresPerEmail, email);
}

/** A successful login forgives the address its failures on that account, and remembers the address. */
export async function forgiveLoginFailures(db: DbOrTx, email: string, ip: string): Promise<void> {
  await clearEvents(db, loginFailuresPerPair, pairKey(email, ip));
  await clearEvents(db, loginSuccessPerPair, pairKey(email, ip));
  await recordEvent(db, loginSuccessPerPair, pairKey(email, ip));
}

/** Two-way codes: one per 10 s (the resend timer), at most 5 per 10 minutes per account. */
export const RESEND_MIN_INTERVAL_MS = 10 * 1000;
export const twoWayCodesPerAccount: ThrottleRule = { bucket: 'two_way_code_sent', limit: 5, windowMs: 10 * 60 * 1000 };
/** The email step, per address: slows down anyone probing which emails exist. */
export const loginValidationsPerIp: ThrottleRule = { bucket: 'login_validation_ip', limit: 60, windowMs: 10 * 60 * 1000 };
/**
 * Reset mails: per address, and (silently) one per account per 10 minutes. Every mail's link
 * stays good for its hour, so a stranger asking again only adds a working link to the owner's
 * inbox and never silences or voids the owner's.
 */
export const resetStartsPerIp: ThrottleRule = { bucket: 'reset_start_ip', limit: 20, windowMs: 60 * 60 * 1000 };
export const resetMailsPerAccount: ThrottleRule = { bucket: 'reset_mail_account', limit: 1, windowMs: 10 * 60 * 1000 };
/** Wrong reset codes, per address: the guesser waits, the link in the owner's mailbox stays good. */
export const resetGuessesPerIp: ThrottleRule = { bucket: 'reset_guess_ip', limit: 10, windowMs: 60 * 60 * 1000 };
