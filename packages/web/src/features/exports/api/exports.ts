import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateExportInput, ExportJob, Paged } from '@jobsite/core';
import { api, followLink } from '../../../lib/api-client';

export const exportKeys = { all: ['exports'] as const, list: () => ['exports', 'list'] as const };

/** GET exports/: the company's export jobs, newest first; later pages follow `next`. */
export const exportsOptions = () =>
  infiniteQueryOptions({
    queryKey: exportKeys.list(),
    queryFn: ({ pageParam, signal }) => (pageParam ? api<Paged<ExportJob>>(followLink(pageParam), { signal }) : api<Paged<ExportJob>>('exports/', { query: { page_size: 20 }, signal })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });

/** POST exports/ {kind, params}: queues a background export. */
export function useStartExport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateExportInput) => api<ExportJob>('exports/', { method: 'POST', body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: exportKeys.all }),
  });
}
