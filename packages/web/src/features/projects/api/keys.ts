import type { ListProjectQuery } from '@jobsite/core';

/** Query keys of the projects feature; mutations invalidate by these prefixes. */
export const projectKeys = {
  all: ['projects'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  list: (filters: ListProjectQuery) => [...projectKeys.lists(), filters] as const,
  categories: () => [...projectKeys.all, 'categories'] as const,
  detail: (id: number) => [...projectKeys.all, 'detail', id] as const,
  ownerSearch: (projectId: number, terms: string) => [...projectKeys.all, 'owner-search', projectId, terms] as const,
  accessSearch: (text: string) => [...projectKeys.all, 'access-search', text] as const,
};
