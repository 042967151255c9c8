import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { routes } from '../router';

describe('routing', () => {
  it('shows the not-found page for an unknown route', async () => {
    renderRoutes(routes, '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it('sends an anonymous visitor from the root to the login page', async () => {
    const { router } = renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a signed-in seller from the root to orders', async () => {
    localStorage.setItem('ExpiryDate', new Date(Date.now() + 60_000).toISOString());
    localStorage.setItem('account', JSON.stringify({ company: { system_type: 'seller' }, direct_to_quick_start: false }));
    const { router } = renderRoutes([...routes, { path: '/orders', element: <p>orders</p> }], '/');
    expect(await screen.findByText('orders')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/orders');
  });
});
