import { updatePhaseCodeAction, updateProjectAction } from '@jobsite/core';
import { type ProjectActions, projectAction } from './registry';
import { changeCodeList, changeProject } from './service';

/** The project's own funcs of POST projects/{id}/; app.ts adds the cart funcs beside them. */
export const projectActions: ProjectActions = {
  update_project: projectAction({
    schema: updateProjectAction,
    handle: async ({ tx, scope, project }, body) => {
      await changeProject(tx, scope, project, { [body.action]: body.value });
    },
  }),
  update_phase_code: projectAction({
    schema: updatePhaseCodeAction,
    handle: async ({ tx, scope, project }, body) => {
      await changeCodeList(tx, scope, project, body);
    },
  }),
};
