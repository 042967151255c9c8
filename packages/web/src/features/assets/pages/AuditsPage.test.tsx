import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import { assetScreens } from '../routes';
import { audit, forbidden, signInContractor } from '../test-fixtures';

afterEach(() => vi.unstubAllGlobals());

describe('asset audits', () => {
  it('open for a company with prefab but no tool service: the screen serves every asset service', async () => {
    signInForTest({ services: { prefab_services: true } });
    const api = stubApi({ 'GET asset_audits/': pagedAnswer([audit(5, { service: 'prefab' })]) });
    renderRoutes(assetScreens, '/asset/audits?owner_id=3&owner_type=project');
    expect(await screen.findByRole('table', { name: 'Asset audits' }, { timeout: 5000 })).toBeTruthy();
    expect(api.called('GET', 'asset_audits/')[0].query.get('owner_type')).toBe('project');
    expect(screen.queryByText(/does not use/)).toBeNull();
  });

  it("lists a project's audits with where, who, when and the result, and a click on a row opens the audit", async () => {
    signInContractor();
    const api = stubApi({
      'GET asset_audits/': pagedAnswer([audit(5), audit(6, { name: 'Tower A walk-through', status: 'closed', owner_type: 'project', owner: { id: 9, name: 'DMC Tower A' }, found_count: 2, expected_count: 3, missing_count: 1, unexpected_count: 1 })]),
      'GET asset_audits/6/': [200, { ...audit(6, { name: 'Tower A walk-through', status: 'closed' }), lines: [] }],
    });
    const { router } = renderRoutes(assetScreens, '/asset/audits?owner_id=9&owner_type=project');
    const table = await screen.findByRole('table', { name: 'Asset audits' }, { timeout: 5000 });
    expect(api.called('GET', 'asset_audits/')[0].query.get('owner_id')).toBe('9');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Audit', 'Status', 'Where', 'Started by', 'Started', 'Result']);
    const [, crib, tower] = within(table).getAllByRole('row');
    expect(within(crib).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Crib count, March', 'Open', 'Warehouse Denver Tool Crib', 'Wes Ortega', '2026-03-02', '3/4 found · 1 missing']);
    expect(within(tower).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Tower A walk-through', 'Closed', 'Project DMC Tower A', 'Wes Ortega', '2026-03-02', '2/3 found · 1 missing · 1 unexpected']);
    await userEvent.click(within(tower).getByText('2/3 found · 1 missing · 1 unexpected'));
    expect(await screen.findByRole('dialog', { name: 'Tower A walk-through' })).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('audit_id')).toBe('6');
  });

  it('writes big counts as every screen does, in the list and in the audit (1,200 not 1200)', async () => {
    signInContractor();
    const big = { expected_count: 1500, found_count: 1200, missing_count: 300, unexpected_count: 1000 };
    stubApi({
      'GET asset_audits/': pagedAnswer([audit(7, { status: 'closed', ...big })]),
      'GET asset_audits/7/': [200, { ...audit(7, { status: 'closed', ...big }), lines: [] }],
    });
    renderRoutes(assetScreens, '/asset/audits?audit_id=7');
    const table = await screen.findByRole('table', { name: 'Asset audits' }, { timeout: 5000 });
    expect(within(table).getByText('1,200/1,500 found · 300 missing · 1,000 unexpected')).toBeTruthy();
    const dialog = await screen.findByRole('dialog', { name: 'Crib count, March' });
    expect(await within(dialog).findByText('1,200 of 1,500 found · 300 missing · 1,000 unexpected')).toBeTruthy();
  });

  it('says what an audit is for when there are none, and when they could not be loaded', async () => {
    signInContractor();
    let fail = true;
    stubApi({ 'GET asset_audits/': () => (fail ? forbidden : pagedAnswer([])) });
    renderRoutes(assetScreens, '/asset/audits');
    expect(await screen.findByText('Audits could not be loaded', {}, { timeout: 5000 })).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText("No audits yet. Start one to count what is on a warehouse's shelves or out on a job: scan each item, and the audit lists what is missing.")).toBeTruthy();
  });

  it("a warehouse's shelves are its crew's to count: others start project audits only and read a warehouse audit without scanning, ticking or closing it", async () => {
    signInContractor();
    const line = { item_id: 30, model_name: 'SDS-Plus hammer drill', serial_number: 'HD-030', barcode_value: 'HD-030', expected: true, found: false, recorded_location: '' };
    stubApi({
      'GET tool_access/': [200, { warehouse: false }],
      'GET asset_audits/': pagedAnswer([audit(5)]),
      'GET asset_audits/5/': [200, { ...audit(5), lines: [line] }],
      'GET projects/': pagedAnswer([]),
    });
    renderRoutes(assetScreens, '/asset/audits?audit_id=5');
    const crib = await screen.findByRole('dialog', { name: 'Crib count, March' }, { timeout: 5000 });
    expect(await within(crib).findByText(/Warehouse staff count this warehouse/)).toBeTruthy();
    expect(within(crib).queryByRole('textbox', { name: 'Item code' })).toBeNull();
    expect(within(crib).queryByRole('button', { name: 'Close audit' })).toBeNull();
    expect((within(crib).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await screen.findByRole('button', { name: 'New audit' }));
    const create = await screen.findByRole('dialog', { name: 'New audit' });
    expect(within(create).queryByText('A warehouse')).toBeNull();
    expect(within(create).getByText(/Choose the project/)).toBeTruthy();
  });

  it("on a warehouse's audits page only its crew is offered New audit", async () => {
    signInContractor();
    stubApi({ 'GET tool_access/': [200, { warehouse: false }], 'GET asset_audits/': pagedAnswer([]) });
    renderRoutes(assetScreens, '/asset/audits?owner_id=2&owner_type=warehouse');
    await screen.findByText(/No audits yet/, {}, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'New audit' })).toBeNull();
  });

  describe('New audit, for warehouse staff', () => {
    const crib = { id: 2, name: 'Denver Tool Crib', type: 'Tools' };
    const room = { id: 3, name: 'Stock Room', type: 'Stock' };
    const open = async (path: string) => {
      signInContractor();
      const api = stubApi({
        'GET tool_access/': [200, { warehouse: true }],
        'GET asset_audits/': pagedAnswer([]),
        'GET warehouses/': pagedAnswer([crib, room]),
        'POST asset_audits/': [400, { detail: 'Stop here.' }],
      });
      renderRoutes(assetScreens, path);
      await userEvent.click(await screen.findByRole('button', { name: 'New audit' }, { timeout: 5000 }));
      const dialog = await screen.findByRole('dialog', { name: 'New audit' });
      return { api, dialog };
    };
    /** The options of one picker (every picker's list stays in the page). */
    const optionsOf = async (dialog: HTMLElement, label: string) => {
      const list = await waitFor(() => {
        const found = document.getElementById(within(dialog).getByRole('combobox', { name: label }).getAttribute('aria-controls') ?? '');
        if (!found) throw new Error(`the ${label} picker has no list open`);
        return found;
      });
      return within(list).getAllByRole('option', { hidden: true }).map((o) => o.textContent);
    };
    const chosen = (dialog: HTMLElement, label: string) => (within(dialog).getByRole('combobox', { name: label }) as HTMLInputElement).value;

    it("preselects the page's warehouse, and for a stock room its service", async () => {
      const { dialog } = await open('/asset/audits?owner_id=2&owner_type=warehouse');
      await waitFor(() => expect(chosen(dialog, 'Warehouse')).toBe('Denver Tool Crib'));
      expect(chosen(dialog, 'Service')).toBe('Tools');
      await userEvent.keyboard('{Escape}');
      cleanup();
      const stock = await open('/asset/audits?owner_id=3&owner_type=warehouse');
      await waitFor(() => expect(chosen(stock.dialog, 'Warehouse')).toBe('Stock Room'));
      expect(chosen(stock.dialog, 'Service')).toBe('Inventory');
    });

    it("picks the service among those the company uses and lists that service's warehouses", async () => {
      const { api, dialog } = await open('/asset/audits');
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Room count');
      await userEvent.click(within(dialog).getByRole('combobox', { name: 'Service' }));
      expect(await optionsOf(dialog, 'Service')).toEqual(['Tools', 'Inventory']);
      await userEvent.click(screen.getByRole('option', { name: 'Inventory', hidden: true }));
      await userEvent.click(within(dialog).getByRole('combobox', { name: 'Warehouse' }));
      expect(await optionsOf(dialog, 'Warehouse')).toEqual(['Stock Room']);
      await userEvent.click(screen.getByRole('option', { name: 'Stock Room', hidden: true }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Start audit' }));
      await waitFor(() => expect(api.called('POST', 'asset_audits/')).toHaveLength(1));
      expect(api.called('POST', 'asset_audits/')[0].body).toEqual({ name: 'Room count', owner_type: 'warehouse', owner_id: 3, service: 'stock' });
    });

    it('says a name too long is too long, not that it is missing, and sends nothing', async () => {
      const { api, dialog } = await open('/asset/audits?owner_id=2&owner_type=warehouse');
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'A'.repeat(201) } });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Start audit' }));
      expect(await within(dialog).findByText('The name is too long. An audit name has at most 200 characters.')).toBeTruthy();
      expect(within(dialog).queryByText('please enter a name first')).toBeNull();
      expect(api.called('POST', 'asset_audits/')).toHaveLength(0);
    });
  });
});
