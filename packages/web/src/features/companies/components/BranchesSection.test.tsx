import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Branch } from '@jobsite/core';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { BranchesSection } from './BranchesSection';

afterEach(() => vi.unstubAllGlobals());

const denver: Branch = {
  id: 4,
  name: 'Denver',
  branch_code: 'DEN',
  phone: '',
  email: '',
  is_active: true,
  address: { id: 8, company: 3, note: '', Field_1: '1600 Broadway', Field_2: '', city: 'Denver', state: 'CO', zip: '80202', country: 'USA', type: 'branch', work_phone: '' },
};

async function saveRefused(answer: unknown) {
  stubApi({ 'GET company_branch/': pagedAnswer([denver]), 'GET shippingaddresses/': pagedAnswer([]), 'PUT company_branch/4/': [400, answer] });
  renderWithProviders(<BranchesSection />);
  fireEvent.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: 5000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit branch' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save branch' }));
  return dialog;
}

describe('the branch dialog', () => {
  it('shows a refused address and contact once, on their fields, with no toast', async () => {
    const dialog = await saveRefused({ 'address.zip': ['Invalid zip'], email: ['Enter a valid email address.'] });
    const panel = within(dialog).getByRole('group', { name: 'Branch address' });
    await waitFor(() => expect(within(panel).getByText('Invalid zip')).toBeTruthy());
    expect(within(dialog).getByText('Enter a valid email address.')).toBeTruthy();
    expect(screen.getAllByText(/Invalid zip/)).toHaveLength(1);
    expect(screen.getAllByText(/Enter a valid email address/)).toHaveLength(1);
  });

  it('toasts an error that belongs to no field', async () => {
    const dialog = await saveRefused({ 'address.zip': ['Invalid zip'], non_field_errors: ['A branch with this code exists already.'] });
    expect(await screen.findByText('A branch with this code exists already.')).toBeTruthy();
    expect(within(within(dialog).getByRole('group', { name: 'Branch address' })).getByText('Invalid zip')).toBeTruthy();
    expect(screen.getAllByText(/Invalid zip/)).toHaveLength(1);
  });
});
