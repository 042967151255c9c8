import { describe, expect, it } from 'vitest';
import { accountHold, COMPANY_SETTINGS_TABS, deactivationReach, companySettingsTabsFor, effectivePermissions, GROUP_PERMISSIONS, GROUP_RESTRICTIONS, type GroupPermission, groupPermissionRefusal, isCommonPassword, isSessionAlive, MEMBERSHIP_STATUSES, type MembershipStatus, needsPhoneForCodes, normalizeAuthCode } from './rules';
import { registerAccountBody, resendValidationBody, resetPasswordBody } from './schemas';

describe('account rules', () => {
  it('keeps only digits of an authentication code and cuts it to the code length', () => {
    expect(normalizeAuthCode('12a3-45 678')).toBe('123456');
    expect(normalizeAuthCode('1234', 4)).toBe('1234');
    expect(normalizeAuthCode('98765432', 4)).toBe('9876');
  });

  it('treats a session as alive only before its expiry date', () => {
    const now = Date.parse('2026-11-22T00:00:00Z');
    expect(isSessionAlive('2026-11-23T00:00:00Z', now)).toBe(true);
    expect(isSessionAlive('2026-11-21T00:00:00Z', now)).toBe(false);
    expect(isSessionAlive(null, now)).toBe(false);
    expect(isSessionAlive('not a date', now)).toBe(false);
  });
});

describe('common passwords', () => {
  it('recognises well-known passwords whatever their case', () => {
    expect(isCommonPassword('password123')).toBe(true);
    expect(isCommonPassword('PassWord123')).toBe(true);
    expect(isCommonPassword('12345678')).toBe(true);
    expect(isCommonPassword('qwertyuiop')).toBe(true);
  });

  it('lets an uncommon password through', () => {
    expect(isCommonPassword('correct-horse-battery')).toBe(false);
    expect(isCommonPassword('demo-pass-2026')).toBe(false);
  });

  it('refuses a common password in every payload that sets one', () => {
    const reset = resetPasswordBody.safeParse({ email: 'a@b.test', email_verification_code: 'x', new_password: 'Password123' });
    expect(reset.success).toBe(false);
    expect(reset.error?.issues[0].message).toBe('This password is too common.');
    const register = registerAccountBody.safeParse({ first_name: 'A', last_name: 'B', company: 1, email: 'a@b.test', password: 'iloveyou' });
    expect(register.error?.issues.map((i) => i.message)).toEqual(['This password is too common.']);
  });

  it('refuses passwords shorter than 8 or longer than 128 characters', () => {
    const base = { email: 'a@b.test', email_verification_code: 'x' };
    expect(resetPasswordBody.safeParse({ ...base, new_password: 'short-1' }).success).toBe(false);
    expect(resetPasswordBody.safeParse({ ...base, new_password: 'x'.repeat(129) }).success).toBe(false);
    expect(resetPasswordBody.safeParse({ ...base, new_password: 'x'.repeat(64) + 'y' }).success).toBe(true);
  });
});

describe('registration and verification payloads', () => {
  it('lower-cases the email', () => {
    const r = registerAccountBody.parse({ first_name: 'A', last_name: 'B', company: 1, email: ' Mixed@Case.TEST ', password: 'correct-horse-battery' });
    expect(r.email).toBe('mixed@case.test');
  });

  it('needs a user email or id to resend the validation email', () => {
    expect(resendValidationBody.safeParse({}).success).toBe(false);
    expect(resendValidationBody.safeParse({ user_id: 3 }).success).toBe(true);
  });
});

describe('phone for text codes', () => {
  it('needs a phone only for text delivery under two-way authentication', () => {
    expect(needsPhoneForCodes({ twoWayAuthenticationEnabled: true, deliveryMethod: 'text', phones: ['', undefined] })).toBe(true);
    expect(needsPhoneForCodes({ twoWayAuthenticationEnabled: true, deliveryMethod: 'text', phones: ['(303) 555-0100'] })).toBe(false);
    expect(needsPhoneForCodes({ twoWayAuthenticationEnabled: true, deliveryMethod: 'email', phones: [] })).toBe(false);
    expect(needsPhoneForCodes({ twoWayAuthenticationEnabled: false, deliveryMethod: 'text', phones: [] })).toBe(false);
  });
});

describe('group permissions', () => {
  const none: string[] = [];
  it('opens a grant nobody in the company holds yet, and closes it once a group does', () => {
    expect(effectivePermissions({ isStaff: false, groupSettings: {}, heldInCompany: none }).allow_manage_company).toBe(true);
    expect(effectivePermissions({ isStaff: false, groupSettings: {}, heldInCompany: ['allow_manage_company'] }).allow_manage_company).toBe(false);
    expect(effectivePermissions({ isStaff: false, groupSettings: { allow_manage_company: true }, heldInCompany: ['allow_manage_company'] }).allow_manage_company).toBe(true);
  });

  it('applies a restriction only to the groups that have it, never to staff', () => {
    expect(effectivePermissions({ isStaff: false, groupSettings: {}, heldInCompany: none }).hide_project_material).toBe(false);
    expect(effectivePermissions({ isStaff: false, groupSettings: { hide_project_material: true }, heldInCompany: ['hide_project_material'] }).hide_project_material).toBe(true);
    expect(effectivePermissions({ isStaff: true, groupSettings: { hide_project_material: true }, heldInCompany: GROUP_PERMISSIONS }).hide_project_material).toBe(false);
  });

  it('gives staff every grant', () => {
    const staff = effectivePermissions({ isStaff: true, groupSettings: {}, heldInCompany: GROUP_PERMISSIONS });
    expect(GROUP_PERMISSIONS.filter((p) => !GROUP_RESTRICTIONS.includes(p)).every((p) => staff[p])).toBe(true);
  });

  it('shows each settings tab only to the groups that may use it', () => {
    const keys = (p: Partial<Record<GroupPermission, boolean>> | undefined) => companySettingsTabsFor(p, 'buyer').map((t) => t.key);
    expect(keys({ allow_manage_users: true })).toEqual(['members', 'groups']);
    expect(keys({ allow_edit_all_orders: true })).toEqual(['po-numbers']);
    expect(keys({ hide_project_material: true })).toEqual([]);
    expect(keys(undefined)).toHaveLength(COMPANY_SETTINGS_TABS.length);
  });

  it('leaves out of a supplier the tabs only a contractor uses: warehouses, PO numbering, phase and cost codes, tax codes, shipping addresses, GL codes', () => {
    const all = { allow_manage_company: true, allow_manage_users: true, allow_edit_all_orders: true };
    const seller = companySettingsTabsFor(all, 'seller').map((t) => t.key);
    expect(seller).toEqual(['profile', 'branches', 'contacts', 'suppliers', 'members', 'groups', 'notes', 'api-tokens']);
    expect(companySettingsTabsFor(undefined, 'seller').map((t) => t.key)).toEqual(seller);
    expect(companySettingsTabsFor({ allow_edit_all_orders: true }, 'seller')).toEqual([]);
    expect(companySettingsTabsFor(all, 'buyer').map((t) => t.key)).toEqual(expect.arrayContaining(['warehouses', 'po-numbers', 'codes', 'tax-codes', 'shipping', 'gl-codes']));
  });

  it('says which setting stands in the way', () => {
    expect(groupPermissionRefusal('allow_manage_company')).toContain('"Manage company settings');
    expect(groupPermissionRefusal('hide_project_material')).toContain('does not use project material');
  });
});

describe('account hold', () => {
  it('holds a member a user manager deactivated in the company, as it holds pending and refused ones; never staff', () => {
    const hold = (membership: MembershipStatus, isStaff = false) => accountHold({ isStaff, emailVerified: true, membership });
    expect(MEMBERSHIP_STATUSES.map((m) => hold(m))).toEqual(['none', 'membership_pending', 'membership_refused', 'membership_deactivated']);
    expect(hold('deactivated', true)).toBe('none');
    expect(accountHold({ isStaff: false, emailVerified: false, membership: 'deactivated' })).toBe('verify_email');
  });
});

describe('deactivation reach', () => {
  it("keeps a user manager's deactivation to their company; staff's reaches the account", () => {
    expect(deactivationReach(false)).toBe('company');
    expect(deactivationReach(true)).toBe('account');
  });
});
