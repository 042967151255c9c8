import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Project, ProjectUpdateInput } from '@jobsite/core';
import { api } from '../../../lib/api-client';
import { projectKeys } from './keys';

/** POST ProjectUpdate/: the settings screen's details at once. */
export const updateProject = (body: ProjectUpdateInput) => api<Project>('ProjectUpdate/', { method: 'POST', body });

export function useUpdateProject() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    meta: { handlesErrors: true },
    onSuccess: (project) => {
      qc.setQueryData(projectKeys.detail(project.id), project);
      return qc.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });
}
