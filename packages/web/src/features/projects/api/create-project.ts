import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProjectInput, Project } from '@jobsite/core';
import { api } from '../../../lib/api-client';
import { projectKeys } from './keys';

/** POST projects/ */
export const createProject = (body: CreateProjectInput) => api<Project>('projects/', { method: 'POST', body });

export function useCreateProject() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    meta: { handlesErrors: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
