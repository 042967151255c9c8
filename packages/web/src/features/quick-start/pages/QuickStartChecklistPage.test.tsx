import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { quickStartChecklist } from '@jobsite/core';
import { stubApi } from '../../../test/api-stub';
import { pageLoaded, renderRoutes } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import { quickStartScreens } from '../routes';

const facts = { company_address: true, warehouse_with_bins: true, invite_users: false, project: true, bom: false, supplier: false, first_po: false };
const admin = { allow_edit_all_tool_transfer: true, hide_project_material: false, allow_edit_all_orders: true, allow_manage_users: true, allow_manage_company: true };
// the demo's Warehouse crew (warehouse@demo.test)
const warehouseCrew = { allow_edit_all_tool_transfer: true, hide_project_material: true, allow_edit_all_orders: false, allow_manage_users: false, allow_manage_company: false };

afterEach(() => vi.unstubAllGlobals());

describe('quick start checklist', { timeout: 15_000 }, () => {
  it('ticks the steps from the data, shows the progress and links each step left', async () => {
    signInForTest({ account: { direct_to_quick_start: true }, permissions: admin });
    stubApi({ 'GET quick_start_checklist/': [200, quickStartChecklist(facts, true)] });
    renderRoutes(quickStartScreens, '/quick_start_checklist');
    await pageLoaded();
    expect(await screen.findByText('3 of 7 steps done')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByText('Add your company address').parentElement!.textContent).toContain('Done');
    expect(screen.getByRole('link', { name: 'Do it: Invite your team' }).getAttribute('href')).toBe('/settings/company/members');
    expect(screen.queryByRole('link', { name: 'Do it: Create a project' })).toBeNull();
  });

  it('offers a warehouse user only the steps their user group may do where the step links, and says why not the others', async () => {
    signInForTest({ permissions: warehouseCrew });
    const nothingDone = { company_address: false, warehouse_with_bins: false, invite_users: false, project: false, bom: false, supplier: false, first_po: false };
    stubApi({ 'GET quick_start_checklist/': [200, quickStartChecklist(nothingDone, false)] });
    renderRoutes(quickStartScreens, '/quick_start_checklist');
    await pageLoaded();
    expect(await screen.findByText('0 of 7 steps done')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /^Do it/ }).map((a) => a.getAttribute('aria-label'))).toEqual(['Do it: Create a project']);
    const steps = within(screen.getByRole('list', { name: 'Setup steps' })).getAllByRole('listitem');
    expect(steps[0].textContent).toContain('Your user group does not have the permission "Manage company settings');
    expect(steps[2].textContent).toContain('Your user group does not have the permission "Manage users and groups"');
    expect(steps[4].textContent).toContain('Your user group does not use project material (the bill of materials).');
    expect(steps[3].textContent).not.toContain('Your user group');
  });

  it('dismisses: login lands on the dashboard from now on, and the stored account says so', async () => {
    signInForTest({ account: { direct_to_quick_start: true } });
    const api = stubApi({ 'GET quick_start_checklist/': [200, quickStartChecklist(facts, true)], 'POST quick_start_checklist/dismiss/': [200, quickStartChecklist(facts, false)] });
    renderRoutes(quickStartScreens, '/quick_start_checklist');
    await userEvent.click(await screen.findByRole('button', { name: "Don't show this after login" }, { timeout: 5000 }));
    expect(await screen.findByText(/After login you go to the dashboard/)).toBeTruthy();
    expect(api.called('POST', 'quick_start_checklist/dismiss/')).toHaveLength(1);
    await waitFor(() => expect(JSON.parse(localStorage.getItem('account')!).direct_to_quick_start).toBe(false));
  });

  it('says when the checklist could not be loaded', async () => {
    signInForTest({ account: { direct_to_quick_start: true } });
    stubApi({ 'GET quick_start_checklist/': [500, { detail: 'boom' }] });
    renderRoutes(quickStartScreens, '/quick_start_checklist');
    expect(await screen.findByText('The checklist could not be loaded', {}, { timeout: 8000 })).toBeTruthy();
  });
});
