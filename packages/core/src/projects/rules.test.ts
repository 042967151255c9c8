import { describe, expect, it } from 'vitest';
import {
  canManageOwners,
  canRemoveOwner,
  type CompanyServices,
  parentProblem,
  PROJECT_CODE_LISTS,
  projectOpeningArea,
  projectSubAreas,
  removeCodeById,
  reorderCodes,
  updateCode,
} from './rules';

const services = (flags: Partial<CompanyServices> = {}): CompanyServices => ({
  procurement_services: true,
  tool_services: false,
  prefab_services: false,
  inventory_services: false,
  temp_power_services: false,
  ...flags,
});
const all = services({ tool_services: true, prefab_services: true, inventory_services: true, temp_power_services: true });
const hide = { hide_project_material: true };

describe('where a project opens', () => {
  it.each([
    ['procurement for a user whose group shows materials', all, {}, 'bom'],
    ['procurement when the group setting is explicitly off', all, { hide_project_material: false }, 'bom'],
    ['tool first when the group hides materials', all, hide, 'tool'],
    ['prefab when there is no tool service', services({ prefab_services: true, inventory_services: true }), hide, 'prefab'],
    ['inventory (stock) after tool and prefab', services({ inventory_services: true, temp_power_services: true }), hide, 'stock'],
    ['temp power last', services({ temp_power_services: true }), hide, 'temp_power'],
    ['nowhere when materials are hidden and no other service exists', services(), hide, null],
    ['tool when the company has no procurement service', { ...all, procurement_services: false }, {}, 'tool'],
  ] as const)('opens %s', (_name, company, group, expected) => {
    expect(projectOpeningArea(company, group)).toBe(expected);
  });

  it('lists the sub-areas in the order the rule tries them', () => {
    expect(projectSubAreas(all)).toEqual(['bom', 'tool', 'prefab', 'stock', 'temp_power']);
    expect(projectSubAreas(all, hide)).toEqual(['tool', 'prefab', 'stock', 'temp_power']);
    expect(projectSubAreas(services({ temp_power_services: true }))).toEqual(['bom', 'temp_power']);
  });
});

describe('who may change owners', () => {
  it.each([
    [{ isOwner: true, isStaff: false, ownerCount: 2 }, true],
    [{ isOwner: false, isStaff: true, ownerCount: 2 }, true],
    [{ isOwner: false, isStaff: false, ownerCount: 0 }, true],
    [{ isOwner: false, isStaff: false, ownerCount: 1 }, false],
  ])('manage owners %o → %s', (who, expected) => {
    expect(canManageOwners(who)).toBe(expected);
  });

  it('lets anyone remove themselves, but not others unless they manage owners', () => {
    expect(canRemoveOwner({ callerId: 5, ownerId: 5, isOwner: true, isStaff: false, ownerCount: 3 })).toBe(true);
    expect(canRemoveOwner({ callerId: 5, ownerId: 6, isOwner: false, isStaff: false, ownerCount: 3 })).toBe(false);
    expect(canRemoveOwner({ callerId: 5, ownerId: 6, isOwner: true, isStaff: false, ownerCount: 3 })).toBe(true);
  });
});

describe('project hierarchy', () => {
  it.each([
    ['no parent', { isGroup: false, parent: null }, null],
    ['a group as parent', { projectId: 2, isGroup: false, parent: { id: 1, is_group: true } }, null],
    ['itself', { projectId: 1, isGroup: true, parent: { id: 1, is_group: true } }, 'A project cannot be its own parent.'],
    ['a job as parent', { projectId: 3, isGroup: false, parent: { id: 2, is_group: false } }, 'The parent must be a project group.'],
    ['a group under a group', { projectId: 3, isGroup: true, parent: { id: 1, is_group: true } }, 'A group cannot be placed under another group.'],
  ] as const)('accepts or refuses %s', (_name, input, expected) => {
    expect(parentProblem(input)).toBe(expected);
  });
});

describe('popular phase and cost code lists', () => {
  const list = [
    { id: 11, code: '100', name: 'Rough-in' },
    { id: 22, code: '200', name: 'Trim' },
    { id: 33, code: '300', name: 'Service' },
  ];

  it('updates an entry under the widget rules', () => {
    expect(updateCode(list, 22, { code: '201', name: 'Finish' }, 'phase')).toEqual({ ok: true, list: [list[0], { id: 22, code: '201', name: 'Finish' }, list[2]] });
    expect(updateCode(list, 22, { code: '201', name: ' ' }, 'phase')).toEqual({ ok: false, error: 'Please enter both phase code and name' });
    expect(updateCode(list, 22, { code: '100', name: 'Clash' }, 'cost')).toEqual({ ok: false, error: 'Cost code 100 is already in the list.' });
    expect(updateCode(list, 99, { code: '1', name: 'x' }, 'cost')).toMatchObject({ ok: false });
  });

  it('removes by id and reports an id no longer there', () => {
    expect(removeCodeById(list, 22)).toEqual({ ok: true, list: [list[0], list[2]] });
    expect(removeCodeById(list, 99)).toMatchObject({ ok: false });
  });

  it('reorders only when every entry is named once', () => {
    expect(reorderCodes(list, [33, 11, 22])).toEqual({ ok: true, list: [list[2], list[0], list[1]] });
    expect(reorderCodes(list, [33, 11])).toMatchObject({ ok: false });
    expect(reorderCodes(list, [33, 11, 11])).toMatchObject({ ok: false });
  });

  it('names the kind of code each project list holds', () => {
    expect(PROJECT_CODE_LISTS.popular_material_cost_codes).toBe('cost');
    expect(PROJECT_CODE_LISTS.popular_material_phase_codes).toBe('phase');
  });
});
