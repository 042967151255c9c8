import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressInput, Project } from '@jobsite/core';
import { api } from '../../../lib/api-client';
import { projectKeys } from './keys';

export interface UpdateProjectAddressInput {
  project_id: number;
  action: 'create' | 'update';
  value: AddressInput;
}

/** POST UpdateProjectAddress/ */
export const updateProjectAddress = (body: UpdateProjectAddressInput) => api<Project>('UpdateProjectAddress/', { method: 'POST', body });

export function useUpdateProjectAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateProjectAddress,
    meta: { handlesErrors: true },
    onSuccess: (project) => {
      qc.setQueryData(projectKeys.detail(project.id), project);
      return qc.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });
}
