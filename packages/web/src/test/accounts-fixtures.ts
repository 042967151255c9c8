import type { Account, SignedIn } from '@jobsite/core';

/** An account as the server answers it; override what a test is about. */
export function makeAccount(overrides: Partial<Account> = {}, company: Partial<Account['company']> = {}): Account {
  return {
    id: 7,
    first_name: 'Dana',
    last_name: 'Whitfield',
    email: 'buyer@demo.test',
    job_title: 'Purchasing Manager',
    work_phone: '',
    phone: '',
    company: {
      id: 3,
      name: 'Summit Electrical Contractors',
      system_type: 'buyer',
      procurement_services: true,
      tool_services: true,
      prefab_services: false,
      inventory_services: false,
      temp_power_services: false,
      two_way_authentication_enabled: false,
      ...company,
    },
    employer_id: 3,
    is_staff: false,
    is_active: true,
    email_validation_status: true,
    direct_to_quick_start: false,
    mfa_code_delivery_method: 'email',
    loading_setting: {},
    user_group_settings: {},
    membership_status: 'active',
    permissions: { allow_edit_all_tool_transfer: true, hide_project_material: false, allow_edit_all_orders: true, allow_manage_users: true, allow_manage_company: true },
    ...overrides,
  };
}

export function signedIn(account: Account = makeAccount()): SignedIn {
  return { account, ExpiryDate: new Date(Date.now() + 13 * 86_400_000).toISOString() };
}
