import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { Project } from '@jobsite/core';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import { ProjectSettingsPage } from './ProjectSettingsPage';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const project = (over: Partial<Project>) =>
  ({
    id: 5,
    name: 'DMC Tower A',
    main_job_num: 'J-5',
    status: 'active',
    is_group: false,
    children_count: 0,
    owners: [{ id: 90, first_name: 'Dana', last_name: 'Whitfield', email: 'dana@example.com', job_title: '' }],
    owner_count: 1,
    is_owner: false,
    address: null,
    popular_phase_codes: [],
    popular_cost_codes: [],
    popular_material_phase_codes: [],
    popular_material_cost_codes: [],
    ...over,
  }) as unknown as Project;

const stub = () => stubApi({ 'GET shippingaddresses/': pagedAnswer([]), 'GET SearchProjectOwner/': [200, { results: [] }], 'GET ProjectCategories/': [200, []] });

it("lets someone who is neither an owner nor a company administrator read the settings, every control disabled, and says whom to ask", async () => {
  stub();
  signInForTest({ permissions: { allow_manage_company: false } });
  renderWithProviders(<ProjectSettingsPage project={project({})} />);
  expect(await screen.findByText("Only this project's owners and company administrators change its settings. Ask an owner to add you.")).toBeTruthy();
  for (const name of ['Delete project', 'Save address']) expect(screen.getByRole('button', { name }).closest('fieldset')?.disabled).toBe(true);
});

it('lets an owner change them all, and a company administrator the settings but not the owners nor deleting', async () => {
  stub();
  signInForTest({ permissions: { allow_manage_company: false } });
  const owner = renderWithProviders(<ProjectSettingsPage project={project({ is_owner: true })} />);
  expect((await screen.findByRole('button', { name: 'Delete project' })).closest('fieldset')?.disabled).toBe(false);
  expect(screen.queryByText(/Ask an owner to add you/)).toBeNull();
  owner.unmount();
  signInForTest({ permissions: { allow_manage_company: true } });
  renderWithProviders(<ProjectSettingsPage project={project({})} />);
  expect((await screen.findByRole('button', { name: 'Save address' })).closest('fieldset')?.disabled).toBe(false);
  expect(screen.getByRole('button', { name: 'Delete project' }).closest('fieldset')?.disabled).toBe(true);
  expect(screen.getByText(/Only its owners can delete it\./)).toBeTruthy();
});
