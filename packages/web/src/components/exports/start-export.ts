import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateExportInput, ExportJob } from '@jobsite/core';
import { api } from '../../lib/api-client';

/** The query keys of the background exports (the /exports screen lists them). */
export const exportKeys = { all: ['exports'] as const, list: () => ['exports', 'list'] as const };

/** POST exports/ {kind, params}: queues a background export; the /exports list refreshes. */
export function useStartExport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateExportInput) => api<ExportJob>('exports/', { method: 'POST', body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: exportKeys.all }),
  });
}
