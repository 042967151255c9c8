import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartItem, Paged, ProjectSpool } from '@jobsite/core';
import { api, followLink } from '../../../lib/api-client';
import { bomKeys } from './keys';

/** GET projects/{id}/retrieve_spools/: the project's spools that hold lines, by number. */
export const spoolsOptions = (projectId: number) =>
  queryOptions({ queryKey: bomKeys.spools(projectId), queryFn: ({ signal }) => api<ProjectSpool[]>(`projects/${projectId}/retrieve_spools/`, { signal }) });

export const useSpools = (projectId: number, enabled = true) => useQuery({ ...spoolsOptions(projectId), enabled });

/**
 * Every line on one spool (GET retrieve_cart_items/?spool_id=, each page), whatever the
 * screen's filters: update_spool_items takes the spool's whole line list, so a line left out
 * would come off it.
 */
export async function getSpoolLines(projectId: number, spoolId: number, signal?: AbortSignal): Promise<CartItem[]> {
  let page = await api<Paged<CartItem>>(`projects/${projectId}/retrieve_cart_items/`, { query: { spool_id: spoolId, page_size: 200 }, signal });
  const lines = [...page.results];
  while (page.next) {
    page = await api<Paged<CartItem>>(followLink(page.next), { signal });
    lines.push(...page.results);
  }
  return lines;
}

export const spoolLinesOptions = (projectId: number, spoolId: number) =>
  queryOptions({ queryKey: bomKeys.spoolLines(projectId, spoolId), queryFn: ({ signal }) => getSpoolLines(projectId, spoolId, signal), staleTime: 0 });

export const useSpoolLines = (projectId: number, spoolId: number) => useQuery(spoolLinesOptions(projectId, spoolId));
