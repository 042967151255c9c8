import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobSiteBin } from '@jobsite/core';
import { productListKeys } from '../../../components/product-lists/api/keys';
import { api } from '../../../lib/api-client';

/** GET ProjectProductList/job_site_bins/?project_id=: the bins of the project's job site. */
export const useJobSiteBins = (projectId: number | null) =>
  useQuery({
    queryKey: productListKeys.bins(projectId ?? 0),
    queryFn: ({ signal }) => api<{ results: JobSiteBin[] }>('ProjectProductList/job_site_bins/', { query: { project_id: projectId }, signal }).then((r) => r.results),
    enabled: Boolean(projectId),
    meta: { handlesErrors: true },
  });

/** POST ProjectProductList/job_site_bins/ {project_id, code, name}: a new bin on the job site. */
export function useCreateJobSiteBin(projectId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { code: string; name: string }) => api<JobSiteBin>('ProjectProductList/job_site_bins/', { method: 'POST', body: { project_id: projectId, ...body } }),
    onSuccess: (bin) => qc.setQueryData<JobSiteBin[]>(productListKeys.bins(projectId), (old) => [...(old ?? []), bin]),
    meta: { handlesErrors: true },
  });
}
