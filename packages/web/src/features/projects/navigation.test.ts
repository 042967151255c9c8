import { describe, expect, it } from 'vitest';
import type { Account } from '@jobsite/core';
import { projectOpenPath, projectTabs } from './navigation';

const account = (services: Partial<Account['company']>, groupSettings: Record<string, boolean> = {}) =>
  ({
    company: { procurement_services: true, tool_services: true, prefab_services: true, inventory_services: false, temp_power_services: true, ...services },
    user_group_settings: groupSettings,
  }) as Account;

describe('project navigation', () => {
  it.each([
    ['procurement by default', account({}), '/project/bom/7'],
    ['tools when the group hides the material option', account({}, { hide_project_material: true }), '/project/tool/7'],
    ['prefab without tools', account({ tool_services: false }, { hide_project_material: true }), '/project/prefab/7'],
    ['temp power last', account({ tool_services: false, prefab_services: false }, { hide_project_material: true }), '/project/temp_power/7'],
    ['settings when no area is left', account({ tool_services: false, prefab_services: false, temp_power_services: false }, { hide_project_material: true }), '/project/settings/7'],
  ])('opens %s', (_name, who, path) => {
    expect(projectOpenPath(7, who)).toBe(path);
  });

  it('shows tabs only for the areas whose screens exist, then settings', () => {
    expect(projectTabs(3, account({}), new Set()).map((t) => t.area)).toEqual(['settings']);
    expect(projectTabs(3, account({}), new Set(['bom', 'tool', 'stock'])).map((t) => [t.label, t.path])).toEqual([
      ['Procurement', '/project/bom/3'],
      ['Tools', '/project/tool/3'],
      ['Settings', '/project/settings/3'],
    ]);
    expect(projectTabs(3, account({}, { hide_project_material: true }), new Set(['bom', 'tool'])).map((t) => t.area)).toEqual(['tool', 'settings']);
  });
});
