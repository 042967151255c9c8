import { describe, expect, it } from 'vitest';
import { QUICK_START_STEP_KEYS, quickStartChecklist, quickStartStepsLeft, type QuickStartStepKey } from './quick-start';

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
