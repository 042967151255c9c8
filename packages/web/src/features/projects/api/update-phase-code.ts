import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Project, UpdatePhaseCodeInput } from '@jobsite/core';
import { api } from '../../../lib/api-client';
import { projectKeys } from './keys';

type CodeChange = UpdatePhaseCodeInput extends infer U ? (U extends unknown ? Omit<U, 'func'> : never) : never;

/** POST projects/{id}/ with func update_phase_code: add, update, remove or reorder a popular code list. */
export const updatePhaseCode = (projectId: number, change: CodeChange) =>
  api<Project>(`projects/${projectId}/`, { method: 'POST', body: { func: 'update_phase_code', ...change } });

export function useUpdatePhaseCode(projectId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (change: CodeChange) => updatePhaseCode(projectId, change),
    onSuccess: (project) => qc.setQueryData(projectKeys.detail(project.id), project),
  });
}
