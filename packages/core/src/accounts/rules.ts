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
export const GROUP_PERMISSIONS = ['allow_edit_all_tool_transfer', 'hide_project_material', 'allow_edit_all_orders'] as const;
export type GroupPermission = (typeof GROUP_PERMISSIONS)[number];
