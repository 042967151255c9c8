import { describe, expect, it } from 'vitest';
import { activeSectionKey, groupSections, type NavAccount, NAV_SECTIONS, projectIdOfPath, visibleSections } from './navigation';

const account = (over: Partial<NavAccount['company']> = {}, extra: Partial<NavAccount> = {}): NavAccount => ({
  is_staff: false,
  company: {
    system_type: 'buyer',
    procurement_services: true,
    tool_services: true,
    prefab_services: true,
    inventory_services: true,
    temp_power_services: true,
    ...over,
  },
  ...extra,
});
const all = () => true;
const keys = (a: NavAccount) => visibleSections(a, all).map((s) => s.key);

describe('the active section of a path (spec section 2)', () => {
  it.each([
    ['/projects', 'projects'],
    ['/projects?page=2', 'projects'],
    ['/project/bom/12', 'project.bom'],
    ['/project/bom/12?project_product_list_id=3', 'project.bom'],
    ['/project/po_daily_pending_process2/77', 'project.bom'],
    ['/project/labor/4', 'project.labor'],
    ['/project/time/4', 'project.labor'],
    ['/project/tool/4', 'project.tool'],
    ['/project/prefab/4', 'project.prefab'],
    ['/project/stock/4', 'project.stock'],
    ['/project/temp_power/4', 'project.temp_power'],
    ['/project/subcontract/4', 'project.subcontract'],
    ['/project/reporting/4', 'project.reporting'],
    ['/project/asset_audits/4', 'project.asset_audits'],
    ['/project/estimates/4', 'project.estimates'],
    ['/project/settings/4', 'project.settings'],
    ['/project/somethingelse/4', 'projects'],
    ['/price_file', 'price_file'],
    ['/price_file_seller/3', 'price_file_seller'],
    ['/project_list_seller', 'project_list_seller'],
    ['/quotes', 'quotes'],
    ['/buyer_quotes/9', 'buyer_quotes'],
    ['/orders', 'orders'],
    ['/all_orders', 'all_orders'],
    ['/all_po_items', 'all_po_items'],
    ['/procurement/price_report', 'procurement.price_report'],
    ['/buyer/price_report', 'procurement.price_report'],
    ['/procurement/reporting', 'procurement.reporting'],
    ['/sku', 'sku'],
    ['/catalogue', 'catalogue'],
    ['/export_orders', 'export_orders'],
    ['/export_invoices', 'export_invoices'],
    ['/tool_requests', 'tool_requests'],
    ['/tool_items/5', 'tool_items'],
    ['/tool_model', 'tool_model'],
    ['/tool_charges', 'tool_charges'],
    ['/tool_migration', 'tool_migration'],
    ['/prefab_requests', 'prefab_requests'],
    ['/prefab_items', 'prefab_items'],
    ['/prefab_model', 'prefab_model'],
    ['/stock_requests', 'stock_requests'],
    ['/stock_items', 'stock_items'],
    ['/stock_model', 'stock_model'],
    ['/stock_orders', 'stock_orders'],
    ['/stock_order_item', 'stock_order_item'],
    ['/job_warehouse_stock_items', 'job_warehouse_stock_items'],
    ['/temp_power_requests', 'temp_power_requests'],
    ['/temp_power_items', 'temp_power_items'],
    ['/temp_power_model', 'temp_power_model'],
    ['/asset/reporting', 'asset.reporting'],
    ['/asset/audits?owner_id=3', 'asset.audits'],
    ['/trainings/learning', 'trainings.learning'],
    ['/trainings/management', 'trainings.management'],
    ['/trainings/reporting', 'trainings.reporting'],
    ['/implementation_plan', 'implementation_plan'],
    ['/invoices', 'invoices'],
    ['/seller/reporting', 'seller.reporting'],
    ['/dashboard?show_add_request_view=true', 'dashboard'],
    ['/roi', 'roi'],
    ['/exports', 'exports'],
  ])('%s is in %s', (path, key) => {
    expect(activeSectionKey(path)).toBe(key);
  });

  it.each(['/', '/settings/account', '/ordersx', '/asset', '/trainings', '/shippingx', '/download-file'])('%s belongs to no section', (path) => {
    expect(activeSectionKey(path)).toBeNull();
  });

  it('compares whole segments, not prefixes of names', () => {
    expect(activeSectionKey('/price_file_seller')).toBe('price_file_seller');
    expect(activeSectionKey('/stock_order_item')).toBe('stock_order_item');
  });

  it('gives every section a unique key', () => {
    const k = NAV_SECTIONS.map((s) => s.key);
    expect(new Set(k).size).toBe(k.length);
  });

  it('finds the open project of a path', () => {
    expect(projectIdOfPath('/project/bom/12')).toBe('12');
    expect(projectIdOfPath('/project/tool/7?x=1')).toBe('7');
    expect(projectIdOfPath('/projects')).toBeNull();
    expect(projectIdOfPath('/project/po_daily_pending_process2/abc')).toBeNull();
  });
});

describe('which sections an account sees', () => {
  it('shows buyers the buyer sections and sellers the seller sections', () => {
    const buyer = keys(account());
    expect(buyer).toContain('projects');
    expect(buyer).toContain('tool_requests');
    expect(buyer).not.toContain('orders');
    const seller = keys(account({ system_type: 'seller' }));
    expect(seller).toEqual(expect.arrayContaining(['orders', 'quotes', 'price_file_seller', 'project_list_seller', 'seller.reporting', 'exports']));
    expect(seller).not.toContain('projects');
    expect(seller).not.toContain('tool_requests');
  });

  it.each([
    ['tool_services', ['tool_requests', 'tool_items', 'tool_model', 'tool_charges', 'tool_migration', 'project.tool', 'asset.audits', 'asset.reporting']],
    ['prefab_services', ['prefab_requests', 'prefab_items', 'prefab_model', 'project.prefab']],
    ['inventory_services', ['stock_requests', 'stock_items', 'stock_model', 'stock_orders', 'stock_order_item', 'job_warehouse_stock_items', 'project.stock']],
    ['temp_power_services', ['temp_power_requests', 'temp_power_items', 'temp_power_model', 'project.temp_power']],
    ['procurement_services', ['project.bom', 'buyer_quotes', 'all_orders', 'all_po_items', 'price_file']],
  ] as const)('hides the sections of %s from a company without it', (flag, gated) => {
    const withIt = keys(account());
    const without = keys(account({ [flag]: false }));
    for (const key of gated) {
      expect(withIt).toContain(key);
      expect(without).not.toContain(key);
    }
    expect(without).toContain('projects');
  });

  it('shows Shipping to a company with any asset service, and not without one', () => {
    expect(keys(account({ tool_services: false, prefab_services: false, temp_power_services: false }))).toContain('shipping');
    expect(keys(account({ tool_services: false, prefab_services: false, inventory_services: false, temp_power_services: false }))).not.toContain('shipping');
    expect(activeSectionKey('/shipping/12/')).toBe('shipping');
  });

  it('hides the project material option when the user group says so', () => {
    expect(keys(account({}, { user_group_settings: { hide_project_material: true } }))).not.toContain('project.bom');
  });

  it('shows company settings only to a group that may use one of its tabs', () => {
    expect(keys(account({}, { permissions: { allow_manage_users: true } }))).toContain('settings.company');
    expect(keys(account({}, { permissions: { hide_project_material: true, allow_manage_company: false } }))).not.toContain('settings.company');
  });

  it('shows only sections whose screens are built', () => {
    expect(visibleSections(account(), (k) => k === 'projects' || k === 'orders').map((s) => s.key)).toEqual(['projects']);
    expect(visibleSections(account(), () => false)).toEqual([]);
  });

  it('groups sections in a fixed order and leaves out empty groups', () => {
    const groups = groupSections(visibleSections(account({ tool_services: false, prefab_services: false }), all));
    const names = groups.map((g) => g.key);
    expect(names).not.toContain('tools');
    expect(names).not.toContain('prefab');
    expect(names.indexOf('home')).toBeLessThan(names.indexOf('procurement'));
  });
});
