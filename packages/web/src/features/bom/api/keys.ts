import type { CartItemsQuery, CartSummaryQuery } from '@jobsite/core';

/** The list filters the screen controls (paging is the infinite query's business). */
export type CartFilters = Omit<CartItemsQuery, 'page' | 'page_size'>;
/** The same filters without the order: what the summary counts. */
export type CartSummaryFilters = CartSummaryQuery;

/** Query keys of the bom feature; an action invalidates by these prefixes. */
export const bomKeys = {
  all: ['bom'] as const,
  project: (projectId: number) => [...bomKeys.all, projectId] as const,
  itemLists: (projectId: number) => [...bomKeys.project(projectId), 'items'] as const,
  items: (projectId: number, filters: CartFilters) => [...bomKeys.itemLists(projectId), filters] as const,
  summary: (projectId: number) => [...bomKeys.project(projectId), 'summary'] as const,
  summaryOf: (projectId: number, filters: CartSummaryFilters) => [...bomKeys.summary(projectId), filters] as const,
  /** The project's spools, and the lines of each (the spool editor). */
  spools: (projectId: number) => [...bomKeys.project(projectId), 'spools'] as const,
  spoolLines: (projectId: number, spoolId: number) => [...bomKeys.spools(projectId), spoolId, 'lines'] as const,
  /** The company's hold-for-release items of one catalogue item. */
  hfrItems: (baseItemId?: number) => (baseItemId === undefined ? ([...bomKeys.all, 'hfr'] as const) : ([...bomKeys.all, 'hfr', baseItemId] as const)),
  favorites: (search: string) => [...bomKeys.all, 'favorites', search] as const,
  favoriteIds: () => [...bomKeys.all, 'favorite-ids'] as const,
  recent: () => [...bomKeys.all, 'recent'] as const,
  customItems: (search: string) => [...bomKeys.all, 'custom-items', search] as const,
  projectPicker: (search: string) => [...bomKeys.all, 'project-picker', search] as const,
  /** Shared with the company settings screen's cache of GET company_settings/. */
  companySettings: () => ['company-settings'] as const,
};
