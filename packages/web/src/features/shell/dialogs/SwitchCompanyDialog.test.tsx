import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAccount, signedIn } from '../../../test/accounts-fixtures';
import { stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { pageNavigation } from '../lib/after-company-switch';
import { SwitchCompanyDialog } from './SwitchCompanyDialog';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
  localStorage.clear();
});

describe('SwitchCompanyDialog', () => {
  it('says the companies could not be loaded, not that there is no other company, and Try again asks again', async () => {
    let fail = true;
    const api = stubApi({
      'GET switchable_companies': () => (fail ? [500, { detail: 'Something went wrong.' }] : [200, [{ id: 2, name: 'Metro Electric Supply', system_type: 'seller' }]]),
    });
    renderWithProviders(<SwitchCompanyDialog opened onClose={() => {}} />);
    await screen.findByText('Companies could not be loaded', {}, { timeout: 5000 });
    expect(screen.queryByText('There is no other company you can switch to.')).toBeNull();
    const asked = api.called('GET', 'switchable_companies').length;
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Switch to Metro Electric Supply' })).toBeTruthy();
    expect(api.called('GET', 'switchable_companies').length).toBe(asked + 1);
  });
});

describe('after the switch', () => {
  const switchOn = async (path: string) => {
    window.history.replaceState(null, '', path);
    signInAs(makeAccount());
    const other = makeAccount({}, { id: 4, name: 'Ridge Electric' });
    const api = stubApi({
      'GET switchable_companies': [200, [{ id: 4, name: 'Ridge Electric', system_type: 'buyer' }]],
      'POST switch_company': [200, signedIn(other)],
    });
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    const reload = vi.spyOn(pageNavigation, 'reload').mockImplementation(() => {});
    renderWithProviders(<SwitchCompanyDialog opened onClose={() => {}} />);
    fireEvent.click(await screen.findByRole('listitem', { name: 'Switch to Ridge Electric' }));
    await waitFor(() => expect(assign.mock.calls.length + reload.mock.calls.length).toBe(1));
    expect(api.called('POST', 'switch_company')[0].body).toEqual({ company_id: 4, escape_refresh_token: true });
    return { assign, reload };
  };

  it("leaves a project of the old company for the project list, where a reload said 'Project not found'", async () => {
    const { assign, reload } = await switchOn('/project/bom/12?project_product_list_id=3');
    expect(assign).toHaveBeenCalledWith('/projects');
    expect(reload).not.toHaveBeenCalled();
  });

  it('leaves a shipping form for the list of shipping forms', async () => {
    const { assign } = await switchOn('/shipping/31/');
    expect(assign).toHaveBeenCalledWith('/shipping');
  });

  it('reloads a screen that names no record', async () => {
    const { assign, reload } = await switchOn('/roi');
    expect(reload).toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });
});
