import { describe, expect, it } from 'vitest';
import { EXPORT_KINDS, exportCallerOf, exportDeleteRefusal, exportFileName, exportKindsFor, exportMessages, exportPercent, exportRefusal, exportRunsInBackground, exportServicesFor } from './rules';
import { ORDER_STATUSES } from '../orders/rules';
import { createExportBody, exportParamsSchemas } from './schemas';

describe('background exports', () => {
  it('every kind has its params schema, including the asset list report', () => {
    expect(Object.keys(exportParamsSchemas).sort()).toEqual([...EXPORT_KINDS].sort());
    expect(createExportBody.parse({ kind: 'export_asset_list_wrapper' })).toEqual({ kind: 'export_asset_list_wrapper', params: { service: 'tool', format: 'csv' } });
    expect(createExportBody.parse({ kind: 'orders', params: { status: 'pending,ordered', format: 'xlsx' } })).toMatchObject({ params: { status: 'pending,ordered', format: 'xlsx' } });
    expect(createExportBody.safeParse({ kind: 'bom', params: {} }).success).toBe(false);
    expect(createExportBody.safeParse({ kind: 'tool_charges', params: { from: '2026-01-01', to: '2026-01-31' } }).success).toBe(true);
    expect(createExportBody.safeParse({ kind: 'everything' }).success).toBe(false);
    expect(createExportBody.safeParse({ kind: 'orders', params: { status: 'lost' } }).success).toBe(false);
  });

  it('an orders export without statuses holds every status, not the list screen\'s default set', () => {
    expect(createExportBody.parse({ kind: 'orders', params: { format: 'csv', date_limit: 0 } })).toMatchObject({ params: { status: ORDER_STATUSES.join(',') } });
    expect(createExportBody.parse({ kind: 'orders', params: { status: '' } })).toMatchObject({ params: { status: ORDER_STATUSES.join(',') } });
    expect(createExportBody.safeParse({ kind: 'shipping_forms', params: { status: 'in transit,delivered', search: 'SF-1' } }).success).toBe(true);
    expect(createExportBody.safeParse({ kind: 'shipping_forms', params: { status: 'lost' } }).success).toBe(false);
  });

  it('large exports go to the background', () => {
    expect(exportRunsInBackground(20_000)).toBe(false);
    expect(exportRunsInBackground(20_001)).toBe(true);
  });

  it('progress is whole percent and reaches 100 only when done', () => {
    expect(exportPercent('queued', 0, null)).toBe(0);
    expect(exportPercent('running', 50_000, 100_000)).toBe(50);
    expect(exportPercent('running', 100_000, 100_000)).toBe(99);
    expect(exportPercent('done', 100_000, 100_000)).toBe(100);
  });

  it('names files by kind and day, and says the missing link in the spec’s words', () => {
    expect(exportFileName('export_asset_list_wrapper', 7, '2026-11-25', 'csv')).toBe('asset-list-2026-11-25-7.csv');
    expect(exportFileName('tool_charges', 8, '2026-11-25', 'xlsx')).toBe('tool-charges-2026-11-25-8.xlsx');
    expect(exportFileName('shipping_forms', 9, '2026-11-25', 'csv')).toBe('shipping-forms-2026-11-25-9.csv');
    expect(exportMessages.s3ObjectUrlMissing).toBe('S3 object URL is missing.');
  });
});

describe('which exports a caller may start', () => {
  const buyer = { system_type: 'buyer', tool_services: false, prefab_services: false, inventory_services: false, temp_power_services: false, hide_project_material: false } as const;

  it('a contractor without asset services: BOM, orders, invoices and job-site stock', () => {
    expect(exportKindsFor(buyer)).toEqual(['bom', 'orders', 'invoices', 'job_site_stock']);
    expect(exportRefusal('tool_charges', buyer)).toEqual({ reason: 'service', service: 'tool' });
    expect(exportRefusal('shipping_forms', buyer)).toEqual({ reason: 'no_service' });
  });

  it('a seller: orders and invoices only, whatever its flags', () => {
    const seller = { ...buyer, system_type: 'seller', tool_services: true } as const;
    expect(exportKindsFor(seller)).toEqual(['orders', 'invoices']);
    expect(exportRefusal('bom', seller)).toEqual({ reason: 'contractors' });
    expect(exportRefusal('export_asset_list_wrapper', seller)).toEqual({ reason: 'service', service: 'tool' });
  });

  it("the service kinds for the company's services, and no BOM for a group that hides the project material", () => {
    const prefab = { ...buyer, prefab_services: true, hide_project_material: true };
    expect(exportKindsFor(prefab)).toEqual(['orders', 'invoices', 'tool_charges', 'job_site_stock', 'export_asset_list_wrapper', 'shipping_forms']);
    expect(exportServicesFor('export_asset_list_wrapper', prefab)).toEqual(['prefab']);
    expect(exportServicesFor('orders', prefab)).toEqual([]);
    expect(exportRefusal('export_asset_list_wrapper', prefab, 'tool')).toEqual({ reason: 'service', service: 'tool' });
    expect(exportRefusal('export_asset_list_wrapper', prefab, 'prefab')).toBeNull();
    expect(exportRefusal('bom', prefab)).toEqual({ reason: 'hidden_material' });
    expect(exportKindsFor({ ...buyer, tool_services: true, inventory_services: true })).toEqual([...EXPORT_KINDS]);
  });
});

describe('the caller of the export rule', () => {
  const company = { id: 3, name: 'Summit Electrical Contractors', system_type: 'buyer', procurement_services: true, tool_services: true, prefab_services: false, inventory_services: true, temp_power_services: false, two_way_authentication_enabled: false } as const;

  it('is read from the account as stored and answered: its company and its group’s restriction', () => {
    expect(exportCallerOf({ company, permissions: { hide_project_material: true, allow_manage_company: false } })).toEqual({
      system_type: 'buyer',
      tool_services: true,
      prefab_services: false,
      inventory_services: true,
      temp_power_services: false,
      hide_project_material: true,
    });
    expect(exportKindsFor(exportCallerOf({ company, permissions: { hide_project_material: true } }))).not.toContain('bom');
    expect(exportKindsFor(exportCallerOf({ company: { ...company, system_type: 'seller' }, permissions: {} }))).toEqual(['orders', 'invoices']);
  });

  it('hides nothing for an account stored before permissions were sent', () => {
    expect(exportCallerOf({ company }).hide_project_material).toBe(false);
  });
});

describe('who deletes an export', () => {
  it('the one who started it, or a member who manages the company settings, once it is not running', () => {
    for (const status of ['queued', 'done', 'failed'] as const) {
      expect(exportDeleteRefusal({ status, startedByCaller: true, managesCompany: false }), status).toBeNull();
      expect(exportDeleteRefusal({ status, startedByCaller: false, managesCompany: true }), status).toBeNull();
    }
    expect(exportDeleteRefusal({ status: 'done', startedByCaller: false, managesCompany: false })).toEqual({ status: 403, message: exportMessages.deleteNotYours });
    expect(exportDeleteRefusal({ status: 'running', startedByCaller: true, managesCompany: true })).toEqual({ status: 409, message: exportMessages.deleteRunning });
  });
});
