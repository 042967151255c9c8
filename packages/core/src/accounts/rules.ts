import { companyUsesSetting, type SystemType, type TypedCompanySetting } from '../companies/rules';

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
export const GROUP_PERMISSIONS = ['allow_edit_all_tool_transfer', 'hide_project_material', 'allow_edit_all_orders', 'allow_manage_users', 'allow_manage_company'] as const;
export type GroupPermission = (typeof GROUP_PERMISSIONS)[number];

/**
 * The group settings a company of each type uses: a supplier has no projects, tool transfers or
 * PO numbering, so its groups set only who manages users and company settings.
 */
export function groupPermissionsFor(systemType: 'buyer' | 'seller'): readonly GroupPermission[] {
  return systemType === 'seller' ? ['allow_manage_users', 'allow_manage_company'] : GROUP_PERMISSIONS;
}

/** How the user group settings read, in the group dialog and in a refusal. */
export const GROUP_PERMISSION_LABELS: Record<GroupPermission, string> = {
  allow_edit_all_tool_transfer: 'Allow edit all tool transfers (shipping forms)',
  hide_project_material: 'Hide the project material option',
  allow_edit_all_orders: 'Allow Edit All Orders (PO numbering)',
  allow_manage_users: 'Manage users and groups',
  allow_manage_company: 'Manage company settings (profile, branches, addresses, warehouses, contacts, suppliers, codes, API tokens)',
};

/**
 * Settings that take something away from a group's members (the others grant). A grant
 * nobody in the company holds yet is open to every member, so a new company's first user
 * can set it up; a restriction applies only to the groups that have it, and never to staff.
 */
export const GROUP_RESTRICTIONS: readonly GroupPermission[] = ['hide_project_material'];

/** What a member may do in the company they act for: their group's settings, read by the rule above. */
export function effectivePermissions(opts: {
  isStaff: boolean;
  groupSettings: Record<string, boolean>;
  /** The grants some member of the company holds through their group. */
  heldInCompany: readonly string[];
}): Record<GroupPermission, boolean> {
  const out = {} as Record<GroupPermission, boolean>;
  for (const p of GROUP_PERMISSIONS) {
    const inGroup = opts.groupSettings[p] === true;
    out[p] = GROUP_RESTRICTIONS.includes(p) ? inGroup && !opts.isStaff : opts.isStaff || inGroup || !opts.heldInCompany.includes(p);
  }
  return out;
}

/** The 403 detail when a group setting stands in the way. */
export function groupPermissionRefusal(permission: GroupPermission): string {
  return permission === 'hide_project_material'
    ? 'Your user group does not use project material (the bill of materials). Ask a user manager of your company if you need it.'
    : `Your user group does not have the permission "${GROUP_PERMISSION_LABELS[permission]}". Ask a user manager of your company if you need it.`;
}

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
 * A user manager 'deactivated' a member in their own company only: the account still acts for
 * the other companies it belongs to (deactivating the account itself is staff's, or its own).
 */
export const MEMBERSHIP_STATUSES = ['active', 'pending', 'refused', 'deactivated'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/**
 * What a deactivation (adjust_user_status) reaches: a company's user manager deactivates a member
 * in that company only, as the account may belong to others; staff deactivate the account itself,
 * in every company.
 */
export function deactivationReach(callerIsStaff: boolean): 'company' | 'account' {
  return callerIsStaff ? 'account' : 'company';
}

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
export function accountHold(opts: {
  isStaff: boolean;
  emailVerified: boolean;
  membership: MembershipStatus;
}): 'none' | 'verify_email' | 'membership_pending' | 'membership_refused' | 'membership_deactivated' {
  if (opts.isStaff) return 'none';
  if (!opts.emailVerified) return 'verify_email';
  if (opts.membership === 'pending') return 'membership_pending';
  if (opts.membership === 'refused') return 'membership_refused';
  if (opts.membership === 'deactivated') return 'membership_deactivated';
  return 'none';
}

/**
 * The company settings tabs and the group setting each needs (the server guards the same
 * changes with the same settings). A member sees only the tabs their group allows.
 */
export const COMPANY_SETTINGS_TABS = [
  { key: 'profile', label: 'Profile and address', permission: 'allow_manage_company' },
  { key: 'branches', label: 'Branches', permission: 'allow_manage_company' },
  { key: 'tax-codes', label: 'Tax codes', permission: 'allow_manage_company', setting: 'tax_codes' },
  { key: 'shipping', label: 'Shipping addresses', permission: 'allow_manage_company', setting: 'shipping_addresses' },
  { key: 'warehouses', label: 'Warehouses and bins', permission: 'allow_manage_company', setting: 'warehouses' },
  { key: 'contacts', label: 'Contacts and contact groups', permission: 'allow_manage_company' },
  { key: 'suppliers', label: 'Suppliers', permission: 'allow_manage_company' },
  { key: 'members', label: 'Team', permission: 'allow_manage_users' },
  { key: 'groups', label: 'User groups', permission: 'allow_manage_users' },
  { key: 'po-numbers', label: 'PO numbering', permission: 'allow_edit_all_orders', setting: 'po_numbering' },
  { key: 'gl-codes', label: 'GL codes', permission: 'allow_manage_company', setting: 'gl_codes' },
  { key: 'codes', label: 'Phase and cost codes', permission: 'allow_manage_company', setting: 'popular_codes' },
  { key: 'notes', label: 'Notes library', permission: 'allow_manage_company' },
  { key: 'api-tokens', label: 'API tokens', permission: 'allow_manage_company' },
] as const satisfies readonly { key: string; label: string; permission: GroupPermission; setting?: TypedCompanySetting }[];
export type CompanySettingsTab = (typeof COMPANY_SETTINGS_TABS)[number];

/**
 * The settings tabs a member may use: those their group allows, of the settings their company's
 * type uses (a supplier has no warehouses, PO numbering, popular codes, tax codes, shipping
 * addresses nor GL codes). An account stored
 * before permissions were sent (undefined) sees every tab of its type until it refreshes.
 */
export function companySettingsTabsFor(permissions: Partial<Record<GroupPermission, boolean>> | undefined, systemType: SystemType): CompanySettingsTab[] {
  return COMPANY_SETTINGS_TABS.filter((t) => (!permissions || permissions[t.permission] === true) && (!('setting' in t) || companyUsesSetting(systemType, t.setting)));
}
