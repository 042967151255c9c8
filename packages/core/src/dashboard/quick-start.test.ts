import { describe, expect, it } from 'vitest';
import { QUICK_START_STEP_KEYS, QUICK_START_STEPS, quickStartChecklist, quickStartStepRefusal, quickStartStepsLeft, type QuickStartStepKey } from './quick-start';

const facts = (done: QuickStartStepKey[]) => Object.fromEntries(QUICK_START_STEP_KEYS.map((k) => [k, done.includes(k)])) as Record<QuickStartStepKey, boolean>;

describe('the quick start checklist', () => {
  it('lists the seven steps in order with links, ticked from the facts', () => {
    const c = quickStartChecklist(facts(['company_address', 'project']), true);
    expect(c.steps.map((s) => s.key)).toEqual(['company_address', 'warehouse_with_bins', 'invite_users', 'project', 'bom', 'supplier', 'first_po']);
    expect(c.steps.every((s) => s.link.startsWith('/'))).toBe(true);
    expect(c).toMatchObject({ done_count: 2, total: 7, percent: 28, complete: false, direct_to_quick_start: true });
    expect(quickStartStepsLeft(c).map((s) => s.key)).toEqual(['warehouse_with_bins', 'invite_users', 'bom', 'supplier', 'first_po']);
  });

  it('when every step is done, login no longer lands on it', () => {
    const c = quickStartChecklist(facts([...QUICK_START_STEP_KEYS]), true);
    expect(c).toMatchObject({ done_count: 7, percent: 100, complete: true, direct_to_quick_start: false });
  });

  it('a dismissed checklist stays reachable with its progress', () => {
    expect(quickStartChecklist(facts(['project']), false)).toMatchObject({ done_count: 1, direct_to_quick_start: false });
  });
});

describe('which quick start steps a user may do', () => {
  const admin = { allow_edit_all_tool_transfer: true, hide_project_material: false, allow_edit_all_orders: true, allow_manage_users: true, allow_manage_company: true };
  // the demo's Warehouse crew: edits shipping forms, hides the project material option, grants nothing else
  const warehouse = { allow_edit_all_tool_transfer: true, hide_project_material: true, allow_edit_all_orders: false, allow_manage_users: false, allow_manage_company: false };
  const doable = (permissions: Parameters<typeof quickStartStepRefusal>[1]) => QUICK_START_STEP_KEYS.filter((k) => quickStartStepRefusal(k, permissions) === null);

  it('offers an administrator every step', () => {
    expect(doable(admin)).toEqual([...QUICK_START_STEP_KEYS]);
  });

  it('offers the warehouse crew only a project, and says why not the rest in the words of the screens they open', () => {
    expect(doable(warehouse)).toEqual(['project']);
    expect(quickStartStepRefusal('company_address', warehouse)).toBe(
      'Your user group does not have the permission "Manage company settings (profile, branches, addresses, warehouses, contacts, suppliers, codes, API tokens)". Ask a user manager of your company if you need it.',
    );
    expect(quickStartStepRefusal('invite_users', warehouse)).toBe('Your user group does not have the permission "Manage users and groups". Ask a user manager of your company if you need it.');
    expect(quickStartStepRefusal('bom', warehouse)).toBe('Your user group does not use project material (the bill of materials). Ask a user manager of your company if you need it.');
    expect(quickStartStepRefusal('first_po', warehouse)).toBe(quickStartStepRefusal('bom', warehouse));
  });

  it('follows each settings tab on its own: a user manager who does not manage the company invites the team only', () => {
    expect(doable({ ...warehouse, hide_project_material: false, allow_manage_users: true })).toEqual(['invite_users', 'project', 'bom', 'first_po']);
  });

  it('offers every step to an account stored before permissions were sent, as the settings tabs do', () => {
    expect(doable(undefined)).toEqual([...QUICK_START_STEP_KEYS]);
  });

  it('links each settings step to the tab whose rule it follows', () => {
    expect(QUICK_START_STEPS.company_address.link).toBe('/settings/company/profile');
    expect(QUICK_START_STEPS.warehouse_with_bins.link).toBe('/settings/company/warehouses');
    expect(QUICK_START_STEPS.invite_users.link).toBe('/settings/company/members');
    expect(QUICK_START_STEPS.supplier.link).toBe('/settings/company/suppliers');
  });
});
