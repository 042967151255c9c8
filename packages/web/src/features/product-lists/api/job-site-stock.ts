import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { JobSiteStockItem, Paged } from '@jobsite/core';
import { productListKeys } from '../../../components/product-lists/api/keys';
import { api, apiUrl, followLink } from '../../../lib/api-client';

/** The job-site stock filter: project, list, bin (0: items without a bin), item text, in stock only. */
export interface StockFilters {
  project_id: number | null;
  list_id: number | null;
  bin_id: number | null;
  search: string;
  in_stock: boolean;
}
export const NO_STOCK_FILTERS: StockFilters = { project_id: null, list_id: null, bin_id: null, search: '', in_stock: false };

const query = (f: StockFilters) => ({ project_id: f.project_id ?? undefined, list_id: f.list_id ?? undefined, bin_id: f.bin_id ?? undefined, search: f.search.trim() || undefined, in_stock: f.in_stock || undefined });

/** GET ProjectProductList/job_warehouse_stock_items/: what is on site where, paged. */
export const stockItemsOptions = (filters: StockFilters) =>
  infiniteQueryOptions({
    queryKey: [...productListKeys.stock(), filters],
    queryFn: ({ pageParam, signal }) =>
      pageParam ? api<Paged<JobSiteStockItem>>(followLink(pageParam), { signal }) : api<Paged<JobSiteStockItem>>('ProjectProductList/job_warehouse_stock_items/', { query: query(filters), signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });

export const useStockItems = (filters: StockFilters) => useInfiniteQuery({ ...stockItemsOptions(filters), meta: { handlesErrors: true } });

/** GET ProjectProductList/export_job_warehouse_stock_items/: the same rows as a CSV or XLSX download. */
export const stockExportUrl = (filters: StockFilters, format: 'csv' | 'xlsx') => apiUrl('ProjectProductList/export_job_warehouse_stock_items/', { ...query(filters), format });

/** The same rows as a background export (POST exports/ kind job_site_stock), for stock larger than a download. */
export const stockBackgroundExport = (f: StockFilters, format: 'csv' | 'xlsx') =>
  ({ kind: 'job_site_stock', params: { ...query(f), in_stock: f.in_stock ? 'true' : undefined, format } }) as const;
