import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import { assetScreens } from '../routes';
import { item } from '../test-fixtures';

afterEach(() => vi.unstubAllGlobals());

describe('item labels', () => {
  it('open for a company with stock but no tool service: labels serve every asset service', async () => {
    signInForTest({ services: { inventory_services: true } });
    const api = stubApi({ 'GET tool_items/labels/': [200, { results: [item(4, { service: 'stock' })] }] });
    renderRoutes(assetScreens, '/tool_items/labels?ids=4');
    expect(await screen.findByRole('img', { name: /^QR code / }, { timeout: 5000 })).toBeTruthy();
    expect(api.called('GET', 'tool_items/labels/')[0].query.get('ids')).toBe('4');
    expect(screen.queryByText(/does not use/)).toBeNull();
  });

  it("says there are no such items, with nothing to print, when the ids are not the company's", async () => {
    signInForTest({ services: { tool_services: true } });
    stubApi({ 'GET tool_items/labels/': [200, { results: [] }] });
    renderRoutes(assetScreens, '/tool_items/labels?ids=9001,9002');
    expect(await screen.findByText('None of these items is in your company. Choose items on an items list, then Print labels.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('No such items')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });
});
