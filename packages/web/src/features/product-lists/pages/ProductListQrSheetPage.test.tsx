import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import { ProductListQrSheetPage } from './ProductListQrSheetPage';

afterEach(() => vi.unstubAllGlobals());

const REFUSED = 'Your user group does not use project material (the bill of materials). Ask a user manager of your company if you need it.';
const open = () => renderRoutes([{ path: '/project_product_list/:listId/qr', element: <ProductListQrSheetPage /> }], '/project_product_list/4/qr');

describe('a product list’s QR labels that cannot be loaded', () => {
  it('says why the server refused them (a user group without project material) instead of blaming the connection', async () => {
    signInForTest();
    const api = stubApi({ 'GET ProjectProductList/4/get_qr_codes/': [403, { detail: REFUSED }] });
    open();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The QR labels could not be loaded')).toBeTruthy();
    expect(within(alert).getByText(REFUSED)).toBeTruthy();
    expect(within(alert).queryByText(/check your connection/i)).toBeNull();
    expect(api.called('GET', 'ProjectProductList/4/get_qr_codes/')).toHaveLength(1);
  });

  it('asks to check the connection when no answer came, and loads them on Try again', async () => {
    signInForTest();
    let reachable = false;
    const api = stubApi({
      'GET ProjectProductList/4/get_qr_codes/': () => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return [200, { list: { id: 4, name: 'Level 2 east' }, project: { id: 9, name: 'Calgary DC' }, labels: [] }];
      },
    });
    open();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Check your connection, then try again.')).toBeTruthy();
    reachable = true;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'QR labels of Level 2 east' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.called('GET', 'ProjectProductList/4/get_qr_codes/')).toHaveLength(2);
  });
});
