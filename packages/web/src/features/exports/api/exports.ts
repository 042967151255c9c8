import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ExportJob, Paged } from '@jobsite/core';
import { exportKeys } from '../../../components/exports/start-export';
import { api, followLink } from '../../../lib/api-client';

/** POST exports/ is shared with every list's Export menu (components/exports). */
export { exportKeys, useStartExport } from '../../../components/exports/start-export';

/** GET exports/: the company's export jobs, newest first; later pages follow `next`. */
export const exportsOptions = () =>
  infiniteQueryOptions({
    queryKey: exportKeys.list(),
    queryFn: ({ pageParam, signal }) => (pageParam ? api<Paged<ExportJob>>(followLink(pageParam), { signal }) : api<Paged<ExportJob>>('exports/', { query: { page_size: 20 }, signal })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
