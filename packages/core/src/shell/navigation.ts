import { companySettingsTabsFor, type GroupPermission } from '../accounts/rules';
import type { SystemType } from '../companies/rules';

/**
 * The side navigation's sections (spec section 2), as pure data: who sees each one, which
 * company service gates it, and which path segments make it the active section.
 *
 * A section is shown only when its screens exist: the web app lists the built ones (with
 * their link) in packages/web/src/config/navigation.ts; everything else here is the map of
 * the whole product, so the highlighting rules are complete before the screens land.
 */

export type NavAudience = 'buyer' | 'seller' | 'staff';
/** Company services that steer navigation (spec section 6). */
export type NavService = 'procurement' | 'tool' | 'prefab' | 'inventory' | 'temp_power';

export const NAV_GROUPS = [
  { key: 'home', label: 'Home' },
  { key: 'procurement', label: 'Procurement' },
  { key: 'project', label: 'Project' },
  { key: 'sales', label: 'Sales' },
  { key: 'tools', label: 'Tools' },
  { key: 'prefab', label: 'Prefab' },
  { key: 'stock', label: 'Inventory' },
  { key: 'temp_power', label: 'Temp power' },
  { key: 'assets', label: 'Assets' },
  { key: 'reporting', label: 'Reporting' },
  { key: 'trainings', label: 'Trainings' },
  { key: 'company', label: 'Company' },
  { key: 'staff', label: 'Staff' },
] as const;
export type NavGroupKey = (typeof NAV_GROUPS)[number]['key'];

export interface NavSection {
  key: string;
  label: string;
  group: NavGroupKey;
  audience: readonly NavAudience[];
  service?: NavService;
  /** Shown when the company has any of these services (shipping forms serve every asset service). */
  anyService?: readonly NavService[];
  /** Path prefixes (segments joined by '/') that make this section active; the longest match wins. */
  match: readonly string[];
  /** Project sub-areas live inside an open project: their links need the project's id. */
  inProject?: boolean;
}

const B = ['buyer'] as const;
const S = ['seller'] as const;
const BS = ['buyer', 'seller'] as const;

const project = (area: string, label: string, service?: NavService, extra: string[] = []): NavSection => ({
  key: `project.${area}`,
  label,
  group: 'project',
  audience: B,
  service,
  match: [`project/${area}`, ...extra.map((e) => `project/${e}`)],
  inProject: true,
});

export const NAV_SECTIONS: readonly NavSection[] = [
  { key: 'dashboard', label: 'Dashboard', group: 'home', audience: B, match: ['dashboard'] },
  { key: 'quick_start_checklist', label: 'Quick start', group: 'home', audience: B, match: ['quick_start_checklist'] },
  { key: 'projects', label: 'Projects', group: 'procurement', audience: B, match: ['projects', 'project'] },
  project('bom', 'Procurement', 'procurement', ['po_daily_pending_process2']),
  project('labor', 'Labor / time', undefined, ['time']),
  project('tool', 'Tools', 'tool'),
  project('prefab', 'Prefab', 'prefab'),
  project('stock', 'Inventory', 'inventory'),
  project('temp_power', 'Temp power', 'temp_power'),
  project('subcontract', 'Subcontracts'),
  project('reporting', 'Reporting'),
  project('asset_audits', 'Asset audits', 'tool'),
  project('estimates', 'Estimates'),
  project('settings', 'Settings'),
  { key: 'buyer_quotes', label: 'Quotes', group: 'procurement', audience: B, service: 'procurement', match: ['buyer_quotes'] },
  { key: 'all_orders', label: 'Purchase orders', group: 'procurement', audience: B, service: 'procurement', match: ['all_orders'] },
  { key: 'all_po_items', label: 'PO items', group: 'procurement', audience: B, service: 'procurement', match: ['all_po_items'] },
  // Not a section of the spec's list: the product catalogue that procurement searches, shown to both sides.
  { key: 'catalogue', label: 'Catalogue', group: 'procurement', audience: BS, match: ['catalogue'] },
  { key: 'price_file', label: 'Price files', group: 'procurement', audience: B, service: 'procurement', match: ['price_file'] },
  { key: 'invoices', label: 'Invoices', group: 'procurement', audience: BS, service: 'procurement', match: ['invoices'] },
  { key: 'sku', label: 'SKUs', group: 'procurement', audience: B, service: 'procurement', match: ['sku'] },
  { key: 'export_orders', label: 'Export orders', group: 'procurement', audience: B, service: 'procurement', match: ['export_orders'] },
  { key: 'export_invoices', label: 'Export invoices', group: 'procurement', audience: B, service: 'procurement', match: ['export_invoices'] },
  { key: 'exports', label: 'Exports', group: 'reporting', audience: BS, match: ['exports'] },
  { key: 'roi', label: 'ROI calculator', group: 'reporting', audience: B, match: ['roi'] },
  { key: 'procurement.price_report', label: 'Price report', group: 'reporting', audience: B, service: 'procurement', match: ['procurement/price_report', 'buyer/price_report'] },
  { key: 'procurement.reporting', label: 'Procurement reporting', group: 'reporting', audience: B, service: 'procurement', match: ['procurement/reporting', 'buyer/reporting'] },

  { key: 'orders', label: 'Orders', group: 'sales', audience: S, match: ['orders'] },
  { key: 'quotes', label: 'Quotes', group: 'sales', audience: S, match: ['quotes'] },
  { key: 'project_list_seller', label: 'Customer lists', group: 'sales', audience: S, match: ['project_list_seller'] },
  { key: 'price_file_seller', label: 'Price files', group: 'sales', audience: S, match: ['price_file_seller'] },
  { key: 'seller.reporting', label: 'Sales reporting', group: 'reporting', audience: S, match: ['seller/reporting'] },

  { key: 'tool_requests', label: 'Tool requests', group: 'tools', audience: B, service: 'tool', match: ['tool_requests'] },
  { key: 'tool_items', label: 'Tool items', group: 'tools', audience: B, service: 'tool', match: ['tool_items'] },
  { key: 'tool_model', label: 'Tool models', group: 'tools', audience: B, service: 'tool', match: ['tool_model'] },
  { key: 'tool_charges', label: 'Tool charges', group: 'tools', audience: B, service: 'tool', match: ['tool_charges'] },
  { key: 'tool_migration', label: 'Tool migration', group: 'tools', audience: B, service: 'tool', match: ['tool_migration'] },
  { key: 'prefab_requests', label: 'Prefab requests', group: 'prefab', audience: B, service: 'prefab', match: ['prefab_requests'] },
  { key: 'prefab_items', label: 'Prefab items', group: 'prefab', audience: B, service: 'prefab', match: ['prefab_items'] },
  { key: 'prefab_model', label: 'Prefab models', group: 'prefab', audience: B, service: 'prefab', match: ['prefab_model'] },
  { key: 'stock_requests', label: 'Stock requests', group: 'stock', audience: B, service: 'inventory', match: ['stock_requests'] },
  { key: 'stock_items', label: 'Stock items', group: 'stock', audience: B, service: 'inventory', match: ['stock_items'] },
  { key: 'stock_model', label: 'Stock models', group: 'stock', audience: B, service: 'inventory', match: ['stock_model'] },
  { key: 'stock_orders', label: 'Stock orders', group: 'stock', audience: B, service: 'inventory', match: ['stock_orders'] },
  { key: 'stock_order_item', label: 'Stock order items', group: 'stock', audience: B, service: 'inventory', match: ['stock_order_item'] },
  { key: 'job_warehouse_stock_items', label: 'Job-site stock', group: 'stock', audience: B, service: 'inventory', match: ['job_warehouse_stock_items'] },
  { key: 'temp_power_requests', label: 'Temp power requests', group: 'temp_power', audience: B, service: 'temp_power', match: ['temp_power_requests'] },
  { key: 'temp_power_items', label: 'Temp power items', group: 'temp_power', audience: B, service: 'temp_power', match: ['temp_power_items'] },
  { key: 'temp_power_model', label: 'Temp power models', group: 'temp_power', audience: B, service: 'temp_power', match: ['temp_power_model'] },
  { key: 'asset.reporting', label: 'Asset reporting', group: 'assets', audience: B, service: 'tool', match: ['asset/reporting'] },
  { key: 'asset.audits', label: 'Asset audits', group: 'assets', audience: B, service: 'tool', match: ['asset/audits'] },
  { key: 'shipping', label: 'Shipping', group: 'assets', audience: B, anyService: ['tool', 'prefab', 'inventory', 'temp_power'], match: ['shipping'] },

  { key: 'trainings.learning', label: 'Learning', group: 'trainings', audience: BS, match: ['trainings/learning'] },
  { key: 'trainings.management', label: 'Training management', group: 'trainings', audience: BS, match: ['trainings/management'] },
  { key: 'trainings.reporting', label: 'Training reporting', group: 'trainings', audience: BS, match: ['trainings/reporting'] },
  { key: 'settings.company', label: 'Company settings', group: 'company', audience: BS, match: ['settings/company'] },
  { key: 'implementation_plan', label: 'Implementation plan', group: 'home', audience: BS, match: ['implementation_plan'] },
];

export type NavSectionKey = string;

function segmentsOf(pathname: string): string[] {
  return pathname.split('?')[0].split('#')[0].split('/').filter(Boolean);
}

/**
 * The section a path belongs to, by its first path segment (and, for project, asset,
 * trainings, procurement and seller areas, the second): /project/bom/12 is the project's
 * procurement area, /project/12 or /projects the project list. Null when none matches.
 */
export function activeSectionKey(pathname: string, sections: readonly NavSection[] = NAV_SECTIONS): NavSectionKey | null {
  const segs = segmentsOf(pathname);
  let best: { key: string; length: number } | null = null;
  for (const section of sections) {
    for (const m of section.match) {
      const want = m.split('/');
      if (want.length > segs.length) continue;
      if (want.every((w, i) => w === segs[i]) && (!best || want.length > best.length)) best = { key: section.key, length: want.length };
    }
  }
  return best?.key ?? null;
}

/** The id of the project a path is inside (/project/<area>/<id>), for the project sub-area links. */
export function projectIdOfPath(pathname: string): string | null {
  const segs = segmentsOf(pathname);
  return segs[0] === 'project' && segs.length >= 3 && /^\d+$/.test(segs[2]) ? segs[2] : null;
}

/** What navigation needs to know about the signed-in account. */
export interface NavAccount {
  is_staff: boolean;
  company: {
    system_type: SystemType;
    procurement_services: boolean;
    tool_services: boolean;
    prefab_services: boolean;
    inventory_services: boolean;
    temp_power_services: boolean;
  };
  user_group_settings?: Record<string, boolean>;
  /** Effective group permissions (absent on an account stored before the server sent them). */
  permissions?: Partial<Record<GroupPermission, boolean>>;
}

export function hasService(account: NavAccount, service: NavService): boolean {
  const c = account.company;
  switch (service) {
    case 'procurement':
      return c.procurement_services;
    case 'tool':
      return c.tool_services;
    case 'prefab':
      return c.prefab_services;
    case 'inventory':
      return c.inventory_services;
    case 'temp_power':
      return c.temp_power_services;
  }
}

export function canSeeSection(account: NavAccount, section: NavSection): boolean {
  const audienceOk = section.audience.includes(account.company.system_type) || (account.is_staff && section.audience.includes('staff'));
  if (!audienceOk) return false;
  // Company services are the contractor's (a supplier's invoices need no procurement service).
  if (section.service && account.company.system_type !== 'seller' && !hasService(account, section.service)) return false;
  if (section.anyService && !section.anyService.some((s) => hasService(account, s))) return false;
  // A user group may hide the project material option (spec section 6).
  if (section.key === 'project.bom' && (account.permissions?.hide_project_material ?? account.user_group_settings?.hide_project_material)) return false;
  // Company settings: only for a member whose group may use at least one of its tabs.
  if (section.key === 'settings.company' && companySettingsTabsFor(account.permissions, account.company.system_type).length === 0) return false;
  return true;
}

/** The sections an account sees, in catalogue order: its role's, its company's services', and only built ones. */
export function visibleSections(account: NavAccount, isBuilt: (key: NavSectionKey) => boolean, sections: readonly NavSection[] = NAV_SECTIONS): NavSection[] {
  return sections.filter((s) => isBuilt(s.key) && canSeeSection(account, s));
}

/** Sections grouped for the side navigation, groups in their fixed order, empty groups left out. */
export function groupSections(sections: readonly NavSection[]): { key: NavGroupKey; label: string; sections: NavSection[] }[] {
  return NAV_GROUPS.map((g) => ({ ...g, sections: sections.filter((s) => s.group === g.key) })).filter((g) => g.sections.length > 0);
}
