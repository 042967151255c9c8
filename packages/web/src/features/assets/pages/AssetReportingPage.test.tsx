import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AssetReport } from '@jobsite/core';
import { stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import { assetScreens } from '../routes';
import { signInContractor } from '../test-fixtures';

afterEach(() => vi.unstubAllGlobals());

const report: AssetReport = {
  service: 'tool',
  items: 12500,
  in_warehouse: 11000,
  on_jobs: 1500,
  by_status: [{ status: 'ok', count: 12000 }],
  overdue: 1020,
  due_within_30_days: 3,
  certification_lapsed: 1001,
  open_requests: [{ status: 'submitted', count: 1500 }],
  projects: [{ id: 4, name: 'Tower A', items: 1400, overdue: 1010 }],
  month_charges: 1250.5,
  below_reorder_point: [{ id: 7, code: 'WN-R', name: 'Wire nut red', available: 1500, reorder_point: 2000 }],
};

describe('asset reporting', () => {
  it('writes every count thousands separated, as the other screens do', async () => {
    signInContractor();
    stubApi({ 'GET asset_report/': [200, report] });
    renderRoutes(assetScreens, '/asset/reporting');
    expect(await screen.findByText('12,500', {}, { timeout: 5000 })).toBeTruthy();
    const page = document.body.textContent ?? '';
    // what is out on jobs and what is in the warehouses open the items list with Where preset
    expect(screen.getByRole('link', { name: '1,500' }).getAttribute('href')).toBe('/tool_items?location=out');
    expect(screen.getByRole('link', { name: '11,000' }).getAttribute('href')).toBe('/tool_items?location=in');
    for (const text of ['11,000', '1,500', '1,020', 'OK: 12,000', '1,001 with a lapsed certification or calibration', 'Submitted: 1,500', '1,400 items', '1,010 overdue', '· 1,500 available, reorder at 2,000']) expect(page, text).toContain(text);
  });

  it('says stock is counted in lots, on the figures and the jobs, as the server counts it', async () => {
    signInForTest({ services: { inventory_services: true } });
    stubApi({ 'GET asset_report/': [200, { ...report, service: 'stock', items: 2, in_warehouse: 1, on_jobs: 1, by_status: [{ status: 'ok', count: 2 }], projects: [{ id: 4, name: 'Tower A', items: 1, overdue: 0 }] }] });
    renderRoutes(assetScreens, '/asset/reporting');
    expect(await screen.findByText('Stock lots', {}, { timeout: 5000 })).toBeTruthy();
    for (const label of ['Lots in warehouses', 'Lots on jobs', 'Lot states', '1 lot']) expect(screen.getByText(label)).toBeTruthy();
    expect(screen.getByText("Stock is counted in lots (a model's stock in one bin or on one job), not in its units, which differ by model.")).toBeTruthy();
  });
});
