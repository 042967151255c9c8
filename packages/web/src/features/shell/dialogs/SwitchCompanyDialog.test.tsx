import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { SwitchCompanyDialog } from './SwitchCompanyDialog';

afterEach(() => vi.unstubAllGlobals());

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
