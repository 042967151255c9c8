import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { passClickThrottle } from '../../../test/click-throttle';
import { renderWithProviders } from '../../../test/render';
import { ScanDialog } from './ScanDialog';

afterEach(() => vi.unstubAllGlobals());

describe('ScanDialog', () => {
  it('says a code typed too long is too long, not that it is empty, and sends nothing', async () => {
    const api = stubApi({ 'POST scan/resolve/': [404, { detail: 'Nothing matches this code.' }] });
    renderWithProviders(<ScanDialog opened onClose={() => {}} />);
    const field = await screen.findByRole('textbox', { name: 'Barcode value' });
    fireEvent.change(field, { target: { value: 'A'.repeat(5000) } });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('This code is too long. A code has at most 500 characters.')).toBeTruthy();
    expect(screen.queryByText('Please enter barcode value')).toBeNull();
    fireEvent.change(field, { target: { value: '   ' } });
    passClickThrottle();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please enter barcode value')).toBeTruthy();
    expect(api.called('POST', 'scan/resolve/')).toHaveLength(0);
  });
});
