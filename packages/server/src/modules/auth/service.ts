import { AUTH_CODE_VALID_MS } from '@jobsite/core';
import { issueCode, lastCodeSentAt } from '../../platform/one-time-codes';
import { hashPassword } from '../../platform/passwords';
import { takeToken } from '../../platform/throttle';
import type { Mailing } from '../accounts/mailing';
import type { AccountRow } from '../accounts/queries';
import { RESEND_MIN_INTERVAL_MS, resetMailsPerAccount, twoWayCodesPerAccount } from './throttling';

export const INVALID_CREDENTIALS = 'Unable to log in with provided credentials.';

/** Where a two-way code goes: text needs a phone; without one it falls back to email. */
export function codeChannel(account: AccountRow): { method: 'email' | 'text'; phone?: string } {
  const phone = [account.workPhone, account.phone].find((p) => p.trim() !== '');
  return account.mfaCodeDeliveryMethod === 'text' && phone ? { method: 'text', phone } : { method: 'email' };
}

/**
 * Sends a new two-way code, paced: nothing new within 10 s of the last one (the resend
 * timer) and at most 5 in 10 minutes. A paced call sends nothing but the last code still
 * works, so repeated calls by someone else cannot lock the owner out.
 */
export async function sendTwoWayCode(mailing: Mailing, account: AccountRow): Promise<'email' | 'text'> {
  const db = mailing.db;
  const channel = codeChannel(account);
  const last = await lastCodeSentAt(db, account.id, 'two_way_auth');
  if (last && Date.now() - last.getTime() < RESEND_MIN_INTERVAL_MS) return channel.method;
  if (!(await takeToken(db, twoWayCodesPerAccount, String(account.id)))) return channel.method;
  const code = await issueCode(db, mailing.secret, account.id, 'two_way_auth');
  const minutes = AUTH_CODE_VALID_MS / 60_000;
  if (channel.method === 'text' && channel.phone) {
    await mailing.mailer.sendText(channel.phone, `Your Jobsite Supply authentication code is ${code}. It expires in ${minutes} minutes.`);
  } else {
    await mailing.mailer.send({
      to: account.email,
      subject: 'Your authentication code',
      text: `Your authentication code is ${code}\n\nIt expires in ${minutes} minutes. If you did not try to sign in, change your password.`,
    });
  }
  return channel.method;
}

/** Mails a reset link (the reset-password screen), at most a few per hour. */
export async function sendResetPasswordEmail(mailing: Mailing, account: AccountRow): Promise<void> {
  const db = mailing.db;
  if (!(await takeToken(db, resetMailsPerAccount, String(account.id)))) return;
  const code = await issueCode(db, mailing.secret, account.id, 'reset_password');
  const link = mailing.link('/reset-password', { email: account.email, email_verification_code: code });
  try {
    await mailing.mailer.send({
      to: account.email,
      subject: 'Reset your password',
      text: `Hello ${account.firstName},\n\nTo choose a new password, open this link:\n${link}\n\nThe link is valid for 1 hour. If you did not ask for it, ignore this mail.`,
    });
  } catch (err) {
    mailing.log.error({ err }, 'reset mail could not be sent');
  }
}

let dummyHash: Promise<string> | null = null;
/** A hash to verify against when the email is unknown, so both cases take as long. */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('no-such-account-timing-equaliser');
  return dummyHash;
}
