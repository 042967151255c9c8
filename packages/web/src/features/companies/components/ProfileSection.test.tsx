import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Company } from '@jobsite/core';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { ProfileSection } from './ProfileSection';

afterEach(() => vi.unstubAllGlobals());

const company = {
  id: 3,
  name: 'Summit Electrical Contractors',
  description: '',
  website_URL: '',
  type: 'Electrical',
  system_type: 'buyer',
  is_verified: true,
  default_warehouse: null,
  address: { id: 8, company: 3, note: '', Field_1: '1600 Broadway', Field_2: '', city: 'Denver', state: 'CO', zip: '80202', country: 'USA', type: 'company', work_phone: '' },
} as unknown as Company;

describe('the company profile', () => {
  it('shows a refused address once, on the address panel, and a refused website on its field, with no toast', async () => {
    stubApi({ 'GET shippingaddresses/': pagedAnswer([]), 'POST update_company/': [400, { 'address.zip': ['Invalid zip'], website_URL: ['Enter a valid URL.'] }] });
    renderWithProviders(<ProfileSection company={company} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Website' }), { target: { value: 'not a site' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    const panel = screen.getByRole('group', { name: 'Company address' });
    await waitFor(() => expect(within(panel).getByText('Invalid zip')).toBeTruthy());
    expect(screen.getByText('Enter a valid URL.')).toBeTruthy();
    expect(screen.getAllByText(/Invalid zip/)).toHaveLength(1);
    expect(screen.getAllByText(/Enter a valid URL/)).toHaveLength(1);
  });
});
