import { eq, inArray } from 'drizzle-orm';
import {
  addCode,
  canChangeProject,
  canDeleteProject,
  PROJECT_SETTINGS_REFUSED,
  canManageOwners,
  canRemoveOwner,
  type CodeEntry,
  type CodeListResult,
  parentProblem,
  PROJECT_CODE_LISTS,
  type ProjectCodeList,
  type ProjectStatus,
  removeCodeById,
  reorderCodes,
  updateCode,
  type UpdatePhaseCodeInput,
} from '@jobsite/core';
import { projectOwners, projects, type StoredProjectAddress } from '../../db/schema/index';
import type { DbOrTx, Tx } from '../../platform/db';
import { badRequest, fieldErrors, notFound, permissionDenied, registerUniqueField } from '../../platform/errors';
import { refuseGuardedDeletion } from '../../platform/extensions';
import type { CompanyScope } from '../../platform/scope';
import { isMember } from '../accounts/queries';
import { childIds, findProject, findProjectForUpdate, jobNumberTaken, type ProjectRow } from './queries';
import { projectDeletionGuards, projectDependents } from './registry';

export interface Caller {
  id: number;
  isStaff: boolean;
  /** Allow Manage Company (mayUseGrant): a company administrator changes any project's settings. */
  managesCompany?: boolean;
}

export const JOB_NUMBER_TAKEN = 'A project with this job number already exists.';
registerUniqueField('projects_company_job_num_unique', 'main_job_num', JOB_NUMBER_TAKEN);
export const invalidPk = (id: number) => `Invalid pk "${id}" - object does not exist.`;

async function parentFor(db: DbOrTx, scope: CompanyScope, parentId: number | null | undefined, self: { id?: number; isGroup: boolean }) {
  if (!parentId) return null;
  const parent = await findProject(db, scope, parentId);
  if (!parent) throw fieldErrors({ parent_id: invalidPk(parentId) });
  const problem = parentProblem({ projectId: self.id, isGroup: self.isGroup, parent: { id: parent.id, is_group: parent.isGroup } });
  if (problem) throw fieldErrors({ parent_id: problem });
  return parent;
}

async function ownerIds(db: DbOrTx, projectId: number): Promise<number[]> {
  const rows = await db.select({ id: projectOwners.accountId }).from(projectOwners).where(eq(projectOwners.projectId, projectId));
  return rows.map((r) => r.id);
}

export interface NewProject {
  name: string;
  main_job_num: string;
  is_create_group: boolean;
  parent_id?: number | null;
  is_work_order: boolean;
  status: ProjectStatus;
}

/** POST projects/: the creator becomes an owner; a child also takes its group's owners. */
export async function createProject(tx: Tx, scope: CompanyScope, caller: Caller, input: NewProject): Promise<ProjectRow> {
  const isGroup = input.is_create_group;
  const parent = await parentFor(tx, scope, input.parent_id, { isGroup });
  if (await jobNumberTaken(tx, scope, input.main_job_num)) throw fieldErrors({ main_job_num: JOB_NUMBER_TAKEN });
  const [row] = await tx
    .insert(projects)
    .values({
      companyId: scope.companyId,
      name: input.name,
      mainJobNum: input.main_job_num,
      parentId: parent?.id ?? null,
      status: input.status,
      isGroup,
      isWorkOrder: !isGroup && input.is_work_order,
      isJob: !isGroup && !input.is_work_order,
    })
    .returning();
  const owners = new Set([caller.id, ...(parent ? await ownerIds(tx, parent.id) : [])]);
  await tx.insert(projectOwners).values([...owners].map((accountId) => ({ projectId: row.id, accountId, companyId: scope.companyId })));
  return row;
}

export interface ProjectChanges {
  name?: string;
  main_job_num?: string;
  status?: ProjectStatus;
  parent_id?: number | null;
  is_work_order?: boolean;
  field_leader_id?: number | null;
  require_foremen_approval?: boolean;
}

/** Applies field changes (ProjectUpdate/ and update_project) under the hierarchy and job-number rules. */
export async function changeProject(tx: Tx, scope: CompanyScope, project: ProjectRow, changes: ProjectChanges): Promise<void> {
  const set: Partial<typeof projects.$inferInsert> = {};
  if (changes.name !== undefined) set.name = changes.name;
  if (changes.main_job_num !== undefined && changes.main_job_num !== project.mainJobNum) {
    if (await jobNumberTaken(tx, scope, changes.main_job_num, project.id)) throw fieldErrors({ main_job_num: JOB_NUMBER_TAKEN });
    set.mainJobNum = changes.main_job_num;
  }
  if (changes.status !== undefined) set.status = changes.status;
  if (changes.parent_id !== undefined) {
    const parent = await parentFor(tx, scope, changes.parent_id, { id: project.id, isGroup: project.isGroup });
    set.parentId = parent?.id ?? null;
  }
  if (changes.is_work_order !== undefined) {
    if (project.isGroup && changes.is_work_order) throw fieldErrors({ is_work_order: 'A project group cannot be a work order.' });
    set.isWorkOrder = changes.is_work_order;
    set.isJob = !project.isGroup && !changes.is_work_order;
  }
  if (changes.field_leader_id !== undefined) {
    if (changes.field_leader_id !== null && !(await isMember(tx, changes.field_leader_id, scope.companyId, { activeOnly: true }))) throw fieldErrors({ field_leader_id: invalidPk(changes.field_leader_id) });
    set.fieldLeaderId = changes.field_leader_id;
  }
  if (changes.require_foremen_approval !== undefined) set.requireForemenApproval = changes.require_foremen_approval;
  if (Object.keys(set).length === 0) return;
  await tx.update(projects).set({ ...set, updatedAt: new Date() }).where(scope.where(projects, eq(projects.id, project.id)));
}

/** Settings changes (ProjectUpdate/, UpdateProjectAddress/, update_project, update_phase_code): canChangeProject, or 403. */
export async function requireProjectEditor(db: DbOrTx, caller: Caller, project: ProjectRow): Promise<void> {
  if (caller.managesCompany || caller.isStaff) return;
  if (!canChangeProject({ ...(await ownerState(db, project.id, caller.id)), isStaff: caller.isStaff, managesCompany: false })) throw permissionDenied(PROJECT_SETTINGS_REFUSED);
}

async function ownerState(db: DbOrTx, projectId: number, callerId: number) {
  const ids = await ownerIds(db, projectId);
  return { ids, isOwner: ids.includes(callerId), ownerCount: ids.length };
}

/** add_owner/: the owner must belong to the project's company; with apply_to_all_child also to every child. */
export async function addOwner(tx: Tx, scope: CompanyScope, caller: Caller, project: ProjectRow, ownerId: number, toChildren: boolean) {
  const state = await ownerState(tx, project.id, caller.id);
  if (!canManageOwners({ ...state, isStaff: caller.isStaff })) throw permissionDenied('Only an owner of this project can add owners.');
  if (!(await isMember(tx, ownerId, scope.companyId, { activeOnly: true }))) throw fieldErrors({ owner_id: invalidPk(ownerId) });
  const targets = [project.id, ...(toChildren ? await childIds(tx, scope, project.id) : [])];
  await tx
    .insert(projectOwners)
    .values(targets.map((projectId) => ({ projectId, accountId: ownerId, companyId: scope.companyId })))
    .onConflictDoNothing();
}

/** remove_owner/: users may always remove themselves; others need the right to manage owners. */
export async function removeOwner(tx: Tx, scope: CompanyScope, caller: Caller, project: ProjectRow, ownerId: number, toChildren: boolean) {
  const state = await ownerState(tx, project.id, caller.id);
  if (!state.ids.includes(ownerId)) throw fieldErrors({ owner_id: 'This user is not an owner of this project.' });
  if (!canRemoveOwner({ ...state, callerId: caller.id, ownerId, isStaff: caller.isStaff })) {
    throw permissionDenied('Only an owner of this project can remove other owners.');
  }
  const targets = [project.id, ...(toChildren ? await childIds(tx, scope, project.id) : [])];
  await tx.delete(projectOwners).where(scope.where(projectOwners, inArray(projectOwners.projectId, targets), eq(projectOwners.accountId, ownerId)));
}

/**
 * DELETE projects/{id}/ in one transaction: every registered guard may refuse (purchase
 * orders, shipping forms); otherwise the other domains' rows go, the children move to
 * the top level, and the project goes with its owners.
 */
export async function deleteProject(tx: Tx, scope: CompanyScope, caller: Caller, id: number): Promise<void> {
  const project = await findProjectForUpdate(tx, scope, id);
  if (!project) throw notFound();
  const state = await ownerState(tx, project.id, caller.id);
  if (!canDeleteProject({ ...state, isStaff: caller.isStaff })) throw permissionDenied('Only an owner of this project can delete it.');
  const ref = { id: project.id, companyId: project.companyId };
  await refuseGuardedDeletion(tx, projectDeletionGuards(), ref);
  for (const d of projectDependents()) await d.remove(tx, ref);
  await tx.update(projects).set({ parentId: null }).where(scope.where(projects, eq(projects.parentId, project.id)));
  await tx.delete(projectOwners).where(scope.where(projectOwners, eq(projectOwners.projectId, project.id)));
  await tx.delete(projects).where(scope.where(projects, eq(projects.id, project.id)));
}

const codeColumns = {
  popular_phase_codes: 'popularPhaseCodes',
  popular_cost_codes: 'popularCostCodes',
  popular_material_phase_codes: 'popularMaterialPhaseCodes',
  popular_material_cost_codes: 'popularMaterialCostCodes',
} as const satisfies Record<ProjectCodeList, keyof ProjectRow>;

const entryOf = (v: { code?: string | null; name?: string | null }) => ({ code: v.code ?? '', name: v.name ?? '' });

/** update_phase_code: add, update, remove or reorder one of the four popular code lists. */
export async function changeCodeList(tx: Tx, scope: CompanyScope, project: ProjectRow, input: UpdatePhaseCodeInput): Promise<void> {
  const listName = input.list as ProjectCodeList;
  const column = codeColumns[listName];
  const kind = PROJECT_CODE_LISTS[listName];
  const list: CodeEntry[] = project[column];
  let result: CodeListResult;
  switch (input.action) {
    case 'add':
      result = addCode(list, entryOf(input.value), kind);
      break;
    case 'update':
      result = updateCode(list, input.id, entryOf(input.value), kind);
      break;
    case 'remove':
      result = removeCodeById(list, input.id);
      break;
    case 'reorder':
      result = reorderCodes(list, input.value);
      break;
  }
  if (!result.ok) throw badRequest(result.error);
  await tx.update(projects).set({ [column]: result.list, updatedAt: new Date() }).where(scope.where(projects, eq(projects.id, project.id)));
}

/** UpdateProjectAddress/: create sets the first address, update replaces it. */
export async function setProjectAddress(tx: Tx, scope: CompanyScope, project: ProjectRow, action: 'create' | 'update', address: StoredProjectAddress) {
  if (action === 'create' && project.address) throw badRequest('This project already has an address; update it instead.');
  if (action === 'update' && !project.address) throw badRequest('This project has no address yet; create it first.');
  await tx.update(projects).set({ address, updatedAt: new Date() }).where(scope.where(projects, eq(projects.id, project.id)));
}
