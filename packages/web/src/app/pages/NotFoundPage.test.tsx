import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { signInForTest } from '../../test/session';
import { homeFor } from '../../lib/session';
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

  it('never sends a signed-in seller from the root to a page the app does not have', async () => {
    const seller = signInForTest({ systemType: 'seller' });
    const expected = homeFor(seller);
    const has = (list: typeof routes): boolean => list.some((r) => r.path === expected || has(r.children ?? []));
    expect(has(routes)).toBe(true);
    // The seller's home itself is stood in for: this test is about where the root sends them.
    const { router } = renderRoutes([{ path: expected, element: <p>seller home</p> }, ...routes], '/');
    await screen.findByText('seller home');
    expect(router.state.location.pathname).toBe(expected);
  });
});
