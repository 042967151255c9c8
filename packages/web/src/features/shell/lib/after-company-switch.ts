import type { Account, SystemType } from '@jobsite/core';
import { paths } from '../../../config/paths';

/** Screens of one record (its id in the path), and the list each record belongs to. */
const RECORD_SCREENS: ReadonlyArray<[pattern: RegExp, list: string]> = [
  [/^\/project\/po_daily_pending_process2\/[^/]+\/?$/, paths.allOrders()],
  [/^\/project(\/|$)/, paths.projects()],
  [/^\/project_product_list\/[^/]+\/qr\/?$/, paths.projects()],
  [/^\/shipping\/[^/]+\/?$/, paths.shippingForms()],
  [/^\/settings\/company\/warehouses\/[^/]+\/qr\/?$/, paths.companySettings('warehouses')],
  [new RegExp(`^${paths.itemLabelsPattern()}/?$`), paths.assetItems('tool')],
];

/** Screens that show one record named in the query and have no list of their own. */
const SINGLE_RECORD_SCREENS: readonly string[] = [paths.downloadFilePattern(), paths.systemMessagePattern()];

/** Where a switch lands when it leaves the page (spec section 4): /projects for a buyer, /orders for a seller. */
const switchHome = (account: Account) => (account.company.system_type === 'seller' ? paths.orders() : paths.projects());

/**
 * Where to go after switching company (spec section 4: reload, or /projects for a buyer and
 * /orders for a seller): null to reload the page as it is. An address naming a record of the old
 * company (a project, shipping form, order, warehouse, or a record id in the query) would answer
 * "not found" in the new company, so it goes to that section's list; another kind of company goes
 * to its home.
 */
export function addressAfterSwitch(location: { pathname: string; search: string }, account: Account, previousSystemType: SystemType | undefined): string | null {
  if (account.company.system_type !== previousSystemType) return switchHome(account);
  const { pathname, search } = location;
  for (const [pattern, list] of RECORD_SCREENS) if (pattern.test(pathname)) return list;
  if (SINGLE_RECORD_SCREENS.includes(pathname.replace(/\/$/, ''))) return switchHome(account);
  // The query of a list screen names the old company's records (order_id, project_id, filters by id).
  if (search && search !== '?') return pathname;
  return null;
}

/** Leaving or reloading the page after a switch; a seam tests replace. */
export const pageNavigation = {
  assign: (url: string) => window.location.assign(url),
  reload: () => window.location.reload(),
};
