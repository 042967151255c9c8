import type { CartItemsQuery } from '@jobsite/core';

/** The list filters the screen controls (paging is the infinite query's business). */
export type CartFilters = Omit<CartItemsQuery, 'page' | 'page_size'>;

/** Query keys of the bom feature; an action invalidates by these prefixes. */
export const bomKeys = {
  all: ['bom'] as const,
  project: (projectId: number) => [...bomKeys.all, projectId] as const,
  itemLists: (projectId: number) => [...bomKeys.project(projectId), 'items'] as const,
  items: (projectId: number, filters: CartFilters) => [...bomKeys.itemLists(projectId), filters] as const,
  summary: (projectId: number) => [...bomKeys.project(projectId), 'summary'] as const,
  favorites: (search: string) => [...bomKeys.all, 'favorites', search] as const,
  favoriteIds: () => [...bomKeys.all, 'favorite-ids'] as const,
  recent: () => [...bomKeys.all, 'recent'] as const,
  customItems: (search: string) => [...bomKeys.all, 'custom-items', search] as const,
  projectPicker: (search: string) => [...bomKeys.all, 'project-picker', search] as const,
  /** Shared with the projects feature's cache of GET projects/{id}/ (the frame loads it first). */
  projectDetail: (projectId: number) => ['projects', 'detail', projectId] as const,
  /** Shared with the company settings screen's cache of GET company_settings/. */
  companySettings: () => ['company-settings'] as const,
};
