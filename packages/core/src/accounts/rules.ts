/** Session and code constants (spec section 9). */
export const SESSION_DAYS = 13;
export const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;
export const AUTH_CODE_LENGTH = 6;
export const AUTH_CODE_VALID_MS = 10 * 60 * 1000;
export const RESEND_CODE_SECONDS = 10;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Keeps only digits and cuts the code to the configured length, as the code field does. */
export function normalizeAuthCode(input: string, length = AUTH_CODE_LENGTH): string {
  return input.replace(/\D/g, '').slice(0, length);
}

/** An account is signed in on the web only while an unexpired ExpiryDate is stored. */
export function isSessionAlive(expiryDate: string | null | undefined, now = Date.now()): boolean {
  if (!expiryDate) return false;
  const t = Date.parse(expiryDate);
  return Number.isFinite(t) && t > now;
}

/** Permissions a company's user group can grant its members (spec section 6). */
export const GROUP_PERMISSIONS = ['allow_edit_all_tool_transfer', 'hide_project_material', 'allow_edit_all_orders', 'allow_manage_users'] as const;
export type GroupPermission = (typeof GROUP_PERMISSIONS)[number];

export { isCommonPassword } from './common-passwords';

/** Django's wording for a refused password: the error catalogue shows server texts as they come. */
export const COMMON_PASSWORD_MESSAGE = 'This password is too common.';

/** Two-way codes by text message need a phone number when the company requires two-way authentication. */
export function needsPhoneForCodes(opts: {
  twoWayAuthenticationEnabled: boolean;
  deliveryMethod: 'email' | 'text';
  phones: (string | null | undefined)[];
}): boolean {
  return opts.twoWayAuthenticationEnabled && opts.deliveryMethod === 'text' && !opts.phones.some((p) => p && p.trim() !== '');
}


/**
 * A membership's standing in a company. Joining an existing company on one's own makes a
 * 'pending' member, who reads none of the company's data until a user manager approves.
 */
export const MEMBERSHIP_STATUSES = ['active', 'pending', 'refused'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** The lower-cased domain of an email address ('' when it has none). */
export function emailDomain(email: string): string {
  const at = email.trim().lastIndexOf('@');
  return at < 0 ? '' : email.trim().slice(at + 1).toLowerCase();
}

/**
 * The standing of a person who registers into an existing company: active at once only when
 * their email's domain is one the company declares as its own (the email must still be
 * verified before anything is readable); otherwise the join waits for a user manager.
 */
export function joinStatusFor(email: string, companyDomains: readonly string[]): MembershipStatus {
  const domain = emailDomain(email);
  return domain !== '' && companyDomains.some((d) => d.trim().toLowerCase() === domain) ? 'active' : 'pending';
}

/**
 * What a signed-in account may do: everything when verified and an active member of the
 * company it acts for; otherwise only the calls that let it verify, wait or leave. Staff
 * accounts are never held.
 */
export function accountHold(opts: { isStaff: boolean; emailVerified: boolean; membership: MembershipStatus }): 'none' | 'verify_email' | 'membership_pending' | 'membership_refused' {
  if (opts.isStaff) return 'none';
  if (!opts.emailVerified) return 'verify_email';
  if (opts.membership === 'pending') return 'membership_pending';
  if (opts.membership === 'refused') return 'membership_refused';
  return 'none';
}
