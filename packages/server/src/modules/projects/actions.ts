import { updatePhaseCodeAction, updateProjectAction } from '@jobsite/core';
import { type ProjectActions, projectAction } from './registry';
import type { ProjectCaller } from './caller';
import { changeCodeList, changeProject, requireProjectEditor } from './service';

const projectEditorOf = (caller: ProjectCaller) => ({ id: caller.accountId, isStaff: caller.isStaff, managesCompany: caller.managesCompany });

/** The project's own funcs of POST projects/{id}/; app.ts adds the cart funcs beside them. */
export const projectActions: ProjectActions = {
  update_project: projectAction({
    schema: updateProjectAction,
    handle: async ({ tx, scope, project, caller }, body) => {
      await requireProjectEditor(tx, projectEditorOf(caller), project);
      await changeProject(tx, scope, project, { [body.action]: body.value });
    },
  }),
  update_phase_code: projectAction({
    schema: updatePhaseCodeAction,
    handle: async ({ tx, scope, project, caller }, body) => {
      await requireProjectEditor(tx, projectEditorOf(caller), project);
      await changeCodeList(tx, scope, project, body);
    },
  }),
};
