import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { projectKeys } from './keys';

/** DELETE projects/{id}/ */
export const deleteProject = (id: number) => api<void>(`projects/${id}/`, { method: 'DELETE' });

export function useDeleteProject() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteProject, onSuccess: () => qc.invalidateQueries({ queryKey: projectKeys.all }) });
}
