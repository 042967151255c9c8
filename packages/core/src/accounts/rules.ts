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

