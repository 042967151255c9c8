import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagedAnswer, stubApi } from '../../test/api-stub';
import { renderWithProviders } from '../../test/render';
import { SearchCompanyDialog } from './SearchCompanyDialog';

afterEach(() => vi.unstubAllGlobals());

describe('SearchCompanyDialog', () => {
  it('says the search failed, and Try again searches again', async () => {
    let fail = true;
    const api = stubApi({
      'GET ListCompany/': () => (fail ? [500, { detail: 'Something went wrong.' }] : pagedAnswer([{ id: 2, name: 'Metro Electric Supply', address: 'Calgary' }])),
    });
    renderWithProviders(<SearchCompanyDialog opened onClose={() => {}} onPick={() => {}} type="seller" />);
    fireEvent.change(await screen.findByLabelText('Company name'), { target: { value: 'metro' } });
    await screen.findByText('Companies could not be searched', {}, { timeout: 5000 });
    const asked = api.called('GET', 'ListCompany/').length;
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Metro Electric Supply')).toBeTruthy();
    expect(screen.queryByText('Companies could not be searched')).toBeNull();
    expect(api.called('GET', 'ListCompany/').length).toBe(asked + 1);
  });

  it('finds companies not verified yet when asked, and marks them', async () => {
    const api = stubApi({
      'GET ListCompany/': () =>
        pagedAnswer([
          { id: 2, name: 'Metro Electric Supply', address: 'Calgary', is_verified: true },
          { id: 9, name: 'Metro Wire Newco', address: 'Denver', is_verified: false },
        ]),
    });
    renderWithProviders(<SearchCompanyDialog opened onClose={() => {}} onPick={() => {}} includeUnverified />);
    fireEvent.change(await screen.findByLabelText('Company name'), { target: { value: 'metro' } });
    expect(await screen.findByText('Metro Wire Newco')).toBeTruthy();
    expect(screen.getAllByText('Not verified')).toHaveLength(1);
    expect(api.called('GET', 'ListCompany/').at(-1)?.query.get('include_unverified')).toBe('true');
  });
});
