import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { jobSiteStockByBinSchema } from '@jobsite/core';
import { productListKeys } from '../../../components/product-lists/api/keys';
import { api } from '../../../lib/api-client';

export type StockByBin = z.infer<typeof jobSiteStockByBinSchema>['results'];

/** GET ProjectProductList/job_warehouse_stock/?project_id=: per bin of the job site, how many items and how much is there. */
export const useStockByBin = (projectId: number | null) =>
  useQuery({
    queryKey: [...productListKeys.stock(), 'by-bin', projectId ?? 0],
    queryFn: ({ signal }) => api<{ results: StockByBin }>('ProjectProductList/job_warehouse_stock/', { query: { project_id: projectId }, signal }).then((r) => r.results),
    enabled: Boolean(projectId),
    meta: { handlesErrors: true },
  });
