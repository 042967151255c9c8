import type { Account, GroupPermission } from '@jobsite/core';
import { saveSignIn } from '../lib/session';
import { makeAccount, signedIn } from './accounts-fixtures';

type ServiceFlag = 'procurement_services' | 'tool_services' | 'prefab_services' | 'inventory_services' | 'temp_power_services' | 'two_way_authentication_enabled';

export interface TestSignIn {
  /** The current company's kind; a buyer (contractor) unless the test is about suppliers. */
  systemType?: Account['company']['system_type'];
  /** The company's service flags; procurement on and everything else off unless given. */
  services?: Partial<Record<ServiceFlag, boolean>>;
  /** The account's effective group permissions; none unless given. */
  permissions?: Partial<Record<GroupPermission, boolean>>;
  userGroupSettings?: Record<string, boolean>;
  /** Any other field of the account (id, names, direct_to_quick_start, ...). */
  account?: Partial<Omit<Account, 'company' | 'permissions' | 'user_group_settings'>>;
}

/** Signs this account in as the app keeps it: the account and its ExpiryDate in local storage, through saveSignIn. */
export function signInAs(account: Account): Account {
  saveSignIn(signedIn(account));
  return account;
}

/**
 * Signs a user in as the app keeps it (the account and its ExpiryDate in local storage, through
 * saveSignIn): user 7 of company 1, Summit, with what the screens' tests share unless the test
 * says otherwise. Returns the stored account.
 */
export function signInForTest({ systemType = 'buyer', services = {}, permissions = {}, userGroupSettings = {}, account = {} }: TestSignIn = {}): Account {
  const stored = makeAccount(
    // The stored account may carry only some permissions (the app reads absent ones as not granted).
    { ...account, permissions: permissions as Account['permissions'], user_group_settings: userGroupSettings },
    {
      id: 1,
      name: 'Summit',
      system_type: systemType,
      procurement_services: true,
      tool_services: false,
      prefab_services: false,
      inventory_services: false,
      temp_power_services: false,
      two_way_authentication_enabled: false,
      ...services,
    },
  );
  return signInAs(stored);
}
