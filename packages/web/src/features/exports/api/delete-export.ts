import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { exportKeys } from './exports';

/** DELETE exports/{id}/: removes an export and its file; the /exports list refreshes. A refusal (403, 409) is toasted in the server's words. */
export function useDeleteExport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`exports/${id}/`, { method: 'DELETE' }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: exportKeys.all }),
  });
}
