import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserGroup } from '@jobsite/core';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import { grantsOpenedToAll, UserGroupsSection } from './UserGroupsSection';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const group = (id: number, settings: Record<string, boolean>): UserGroup => ({ id, name: `Group ${id}`, settings, member_count: 1 }) as unknown as UserGroup;
const member = (id: number, over: object = {}) => ({ account_id: id, first_name: 'Pat', last_name: `Member ${id}`, email: `m${id}@example.com`, user_group_id: null, user_group_name: null, is_active: true, email_validation_status: true, is_staff: false, ...over });

describe('user groups', () => {
  it('says when unticking a permission leaves no group holding it, which opens it to every member', () => {
    const admins = group(1, { allow_manage_users: true, allow_manage_company: true });
    const office = group(2, { allow_manage_company: true });
    expect(grantsOpenedToAll({ id: 1, settings: { allow_manage_company: true } }, [admins, office])).toEqual(['allow_manage_users']);
    expect(grantsOpenedToAll({ id: 1, settings: {} }, [admins, office])).toEqual(['allow_manage_users']);
    expect(grantsOpenedToAll({ id: 1, settings: admins.settings }, [admins, office])).toEqual([]);
    // a restriction taken away restricts nobody: nothing opens
    expect(grantsOpenedToAll({ id: 3, settings: {} }, [group(3, { hide_project_material: true })])).toEqual([]);
  });

  it("offers a supplier's group only the settings a supplier uses", async () => {
    signInForTest({ systemType: 'seller' });
    stubApi({ 'GET user_groups/': pagedAnswer([]), 'GET company_members/': pagedAnswer([]) });
    renderWithProviders(<UserGroupsSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New group' });
    expect(within(dialog).getAllByRole('checkbox').map((c) => c.closest('label, .mantine-Checkbox-root')?.textContent)).toEqual(['Manage users and groups', expect.stringContaining('Manage company settings')]);
  });

  it('shows a name another group has at the name field, not in a toast, and keeps the dialog open', async () => {
    signInForTest();
    const taken = 'A user group with this name already exists.';
    const api = stubApi({ 'GET user_groups/': pagedAnswer([group(1, {})]), 'GET company_members/': pagedAnswer([]), 'POST user_groups/': [400, { name: [taken] }] });
    renderWithProviders(<UserGroupsSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New group' });
    const name = within(dialog).getByRole('textbox', { name: 'Group name' });
    await userEvent.type(name, 'group 1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save group' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(api.called('POST', 'user_groups/').map((c) => c.body)).toEqual([{ name: 'group 1', settings: {} }]);
    expect(within(dialog).getByText(taken)).toBeTruthy();
    expect(screen.getAllByText(new RegExp(taken))).toHaveLength(1);
    // typing again clears it
    await userEvent.type(name, 'a');
    expect(within(dialog).queryByText(taken)).toBeNull();
  });

  it('deactivates a member after asking, in this company only, activates them again, reminds the unverified, and offers no Deactivate on oneself', async () => {
    const me = signInForTest();
    const api = stubApi({
      'GET user_groups/': pagedAnswer([]),
      'GET company_members/': pagedAnswer([member(me.id), member(21), member(22, { is_active: false }), member(23, { email_validation_status: false })]),
      'POST adjust_user_status': (b) => [200, { id: (b as { user_id: number }).user_id }],
      'POST bulk_reminder_verify_user': [200, { detail: 'Sent 1 reminder.', sent_count: 1 }],
    });
    renderWithProviders(<UserGroupsSection />);
    const table = await screen.findByRole('table', { name: 'Members' });
    const row = (n: number) => within(table).getByText(`m${n}@example.com`).closest('tr')!;
    expect(within(row(me.id)).queryByRole('button', { name: 'Deactivate' })).toBeNull();
    expect(within(row(22)).getByText('Deactivated in this company')).toBeTruthy();

    await userEvent.click(within(row(21)).getByRole('button', { name: 'Deactivate' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate this member?' });
    expect(confirm.textContent).toContain('Pat Member 21 (m21@example.com) is signed out of Summit and cannot act for it until a user manager here activates them again. Other companies they belong to keep them.');
    expect(api.called('POST', 'adjust_user_status')).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(api.called('POST', 'adjust_user_status').map((c) => c.body)).toEqual([{ user_id: 21, is_active: false }]));
    expect(await screen.findByText('Pat Member 21 is deactivated in Summit.')).toBeTruthy();

    await userEvent.click(within(row(22)).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(api.called('POST', 'adjust_user_status').at(-1)?.body).toEqual({ user_id: 22, is_active: true }));
    expect(await screen.findByText('Pat Member 22 can act for Summit again.')).toBeTruthy();
    await userEvent.click(within(row(23)).getByRole('button', { name: 'Send reminder' }));
    await waitFor(() => expect(api.called('POST', 'bulk_reminder_verify_user').map((c) => c.body)).toEqual([{ user_ids: [23] }]));
  });

  it('offers a user manager no Deactivate on a support staff member: support manages it', async () => {
    signInForTest();
    stubApi({ 'GET user_groups/': pagedAnswer([]), 'GET company_members/': pagedAnswer([member(21), member(24, { is_staff: true })]) });
    renderWithProviders(<UserGroupsSection />);
    const table = await screen.findByRole('table', { name: 'Members' });
    const row = (n: number) => within(table).getByText(`m${n}@example.com`).closest('tr')!;
    expect(within(row(21)).getByRole('button', { name: 'Deactivate' })).toBeTruthy();
    expect(within(row(24)).queryByRole('button', { name: 'Deactivate' })).toBeNull();
    expect(within(row(24)).getByText('Managed by support')).toBeTruthy();
  });

  it('tells staff their deactivation reaches every company', async () => {
    signInForTest({ account: { is_staff: true } });
    stubApi({ 'GET user_groups/': pagedAnswer([]), 'GET company_members/': pagedAnswer([member(21)]) });
    renderWithProviders(<UserGroupsSection />);
    const table = await screen.findByRole('table', { name: 'Members' });
    await userEvent.click(within(within(table).getByText('m21@example.com').closest('tr')!).getByRole('button', { name: 'Deactivate' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate this member?' });
    expect(confirm.textContent).toContain('is signed out of every company and cannot sign in until activated again.');
  });
});
