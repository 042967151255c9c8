import { bothRequiredMessage, type CodeEntry, type CodeKind, type CodeListResult, duplicateCodeMessage, removeCode } from '../companies/code-lists';

/**
 * Project rules (spec sections 2, 3, 5, 6): where a project opens, which sub-areas a
 * company has, who may change a project's owners, the hierarchy, and the popular
 * phase/cost code lists edited with the same widget as the company settings.
 */

export const PROJECT_STATUSES = ['active', 'completed', 'archived'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = { active: 'Active', completed: 'Completed', archived: 'Archived' };

/** The project request access search starts at more than 2 characters (spec section 5). */
export const PROJECT_SEARCH_MIN_LENGTH = 3;

/** Why a supplier (or staff acting in one) is refused a project of its own, in the API and on /projects. */
export const PROJECTS_FOR_CONTRACTORS = 'Projects belong to contractors. Suppliers see the jobs their customers share with them on Customer lists.';

/** The sub-areas a project opens in, in the order the opening rule tries them. */
export const PROJECT_SUB_AREAS = ['bom', 'tool', 'prefab', 'stock', 'temp_power'] as const;
export type ProjectSubArea = (typeof PROJECT_SUB_AREAS)[number];
export const PROJECT_SUB_AREA_LABELS: Record<ProjectSubArea, string> = {
  bom: 'Procurement',
  tool: 'Tools',
  prefab: 'Prefab',
  stock: 'Inventory',
  temp_power: 'Temp Power',
};

/** The company service flags as the account carries them (accountCompanySchema). */
export interface CompanyServices {
  procurement_services?: boolean;
  tool_services: boolean;
  prefab_services: boolean;
  inventory_services: boolean;
  temp_power_services: boolean;
}

/** Sub-areas a user may work in: procurement unless hidden by the group, then each service the company has. */
export function projectSubAreas(company: CompanyServices, groupSettings: Record<string, boolean> = {}): ProjectSubArea[] {
  const allowed: Record<ProjectSubArea, boolean> = {
    bom: company.procurement_services !== false && groupSettings.hide_project_material !== true,
    tool: company.tool_services,
    prefab: company.prefab_services,
    stock: company.inventory_services,
    temp_power: company.temp_power_services,
  };
  return PROJECT_SUB_AREAS.filter((area) => allowed[area]);
}

/**
 * Where a project opens (spec section 2): procurement unless the user's group hides the
 * project material option; then tool, prefab, inventory (stock), temp power, in that
 * order, whichever the company's services allow. Null when none is available.
 */
export function projectOpeningArea(company: CompanyServices, groupSettings: Record<string, boolean> = {}): ProjectSubArea | null {
  return projectSubAreas(company, groupSettings)[0] ?? null;
}

/** Who may add owners or remove someone else: an owner, staff, or anyone while the project has no owner. */
export function canManageOwners(p: { isOwner: boolean; isStaff: boolean; ownerCount: number }): boolean {
  return p.isStaff || p.isOwner || p.ownerCount === 0;
}

/** Users may always remove themselves from a project's owners (spec section 6). */
export function canRemoveOwner(p: { callerId: number; ownerId: number; isOwner: boolean; isStaff: boolean; ownerCount: number }): boolean {
  return p.callerId === p.ownerId || canManageOwners(p);
}

/**
 * The hierarchy is two levels: groups (is_create_group) hold jobs and work orders. A
 * project may go under a group other than itself, as long as it is not a group itself.
 * Returns the refusal message, or null when allowed.
 */
export function parentProblem(p: {
  projectId?: number;
  isGroup: boolean;
  parent: { id: number; is_group: boolean } | null;
}): string | null {
  if (!p.parent) return null;
  if (p.projectId !== undefined && p.parent.id === p.projectId) return 'A project cannot be its own parent.';
  if (!p.parent.is_group) return 'The parent must be a project group.';
  if (p.isGroup) return 'A group cannot be placed under another group.';
  return null;
}

/** Deleting a project or changing its owners: an owner, staff, or anyone while it has no owner. */
export const canDeleteProject = canManageOwners;

/** Who may change a project's settings (details, address, popular codes): who may manage its owners, or a company administrator (Allow Manage Company). */
export function canChangeProject(p: { isOwner: boolean; isStaff: boolean; ownerCount: number; managesCompany: boolean }): boolean {
  return p.managesCompany || canManageOwners(p);
}
export const PROJECT_SETTINGS_REFUSED = "Only this project's owners and company administrators change its settings. Ask an owner to add you.";

// ---- Popular phase and cost code lists -------------------------------------------------
// The list rules are the company settings widget's (companies/code-lists); a project keeps
// four such lists and edits them one change at a time.

/** The four lists a project keeps, and which kind of code each holds. */
export const PROJECT_CODE_LISTS = {
  popular_phase_codes: 'phase',
  popular_cost_codes: 'cost',
  popular_material_phase_codes: 'phase',
  popular_material_cost_codes: 'cost',
} as const satisfies Record<string, CodeKind>;
export type ProjectCodeList = keyof typeof PROJECT_CODE_LISTS;
export const PROJECT_CODE_LIST_NAMES = Object.keys(PROJECT_CODE_LISTS) as ProjectCodeList[];
export const PROJECT_CODE_LIST_LABELS: Record<ProjectCodeList, string> = {
  popular_phase_codes: 'Popular phase codes',
  popular_cost_codes: 'Popular cost codes',
  popular_material_phase_codes: 'Popular material phase codes',
  popular_material_cost_codes: 'Popular material cost codes',
};

const NOT_IN_LIST = 'This entry is no longer in the list.';

/** Changes the code and name of one entry, under the same rules as adding. */
export function updateCode(list: readonly CodeEntry[], id: number, entry: { code: string; name: string }, kind: CodeKind): CodeListResult {
  if (!list.some((e) => e.id === id)) return { ok: false, error: NOT_IN_LIST };
  const code = entry.code.trim();
  const name = entry.name.trim();
  if (!code || !name) return { ok: false, error: bothRequiredMessage(kind) };
  if (list.some((e) => e.id !== id && e.code.toLowerCase() === code.toLowerCase())) return { ok: false, error: duplicateCodeMessage(kind, code) };
  return { ok: true, list: list.map((e) => (e.id === id ? { id, code, name } : e)) };
}

/** Removes one entry; an id no longer in the list is reported (another user removed it). */
export function removeCodeById(list: readonly CodeEntry[], id: number): CodeListResult {
  if (!list.some((e) => e.id === id)) return { ok: false, error: NOT_IN_LIST };
  return { ok: true, list: removeCode(list, id) };
}

/** Puts the entries in the order of `ids`, which must name every entry exactly once. */
export function reorderCodes(list: readonly CodeEntry[], ids: readonly number[]): CodeListResult {
  const byId = new Map(list.map((e) => [e.id, e]));
  if (ids.length !== list.length || new Set(ids).size !== ids.length || ids.some((id) => !byId.has(id))) {
    return { ok: false, error: 'The new order must name every entry of the list once.' };
  }
  return { ok: true, list: ids.map((id) => byId.get(id)!) };
}
