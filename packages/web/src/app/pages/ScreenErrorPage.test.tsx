import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render';
import { signInForTest } from '../../test/session';
import { routes } from '../router';

afterEach(() => vi.unstubAllGlobals());

describe('a screen that breaks', () => {
  it('says so in plain words inside the frame, with a way on, instead of the router developer page', async () => {
    signInForTest({ services: { tool_services: true } });
    // an answer the screen cannot read (a form without its lines) makes it throw while rendering
    stubApi({ 'GET ShippingForms/12/get/': [200, { id: 12, number: 'SF-00012', status: 'pending' }] });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(routes, '/shipping/12/');
    expect(await screen.findByRole('heading', { name: 'This screen ran into a problem' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
    expect(screen.queryByText(/Hey developer/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    // the frame stays: the menu still leads elsewhere
    expect(screen.getAllByRole('link', { name: 'Tool requests' }).length).toBeGreaterThan(0);
  });
});
