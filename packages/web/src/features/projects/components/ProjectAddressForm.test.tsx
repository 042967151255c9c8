import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { Project } from '@jobsite/core';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { ProjectAddressForm } from './ProjectAddressForm';

afterEach(() => vi.unstubAllGlobals());

const project = {
  id: 5,
  name: 'DMC Tower A',
  address: { id: 8, company: 3, note: '', Field_1: '1600 Broadway', Field_2: '', city: 'Denver', state: 'CO', zip: '80202', country: 'USA', type: 'project', work_phone: '' },
} as unknown as Project;

it("shows a refused address on its fields and toasts the refusal that belongs to none, where it dropped that one whenever the address had an error", async () => {
  const api = stubApi({
    'GET shippingaddresses/': pagedAnswer([]),
    'POST UpdateProjectAddress/': [400, { 'value.zip': ['Invalid zip'], project_id: ['Only the project owners can change its address.'] }],
  });
  renderWithProviders(<ProjectAddressForm project={project} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Save address' }));
  expect(await screen.findByText(/Only the project owners can change its address\./)).toBeTruthy();
  const panel = screen.getByRole('group', { name: 'Project address fields' });
  await waitFor(() => expect(within(panel).getByText('Invalid zip')).toBeTruthy());
  expect(screen.getAllByText(/Invalid zip/)).toHaveLength(1);
  expect(api.called('POST', 'UpdateProjectAddress/')[0]!.body).toMatchObject({ project_id: 5, action: 'update', value: { zip: '80202' } });
});
