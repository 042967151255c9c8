import type { ListProjectQuery } from '@jobsite/core';
import { projectDetailKeys } from '../../../components/projects/api/keys';

/** Query keys of the projects feature; mutations invalidate by these prefixes. The root and the detail are shared with the other features that read a project. */
export const projectKeys = {
  all: projectDetailKeys.all,
  lists: () => [...projectKeys.all, 'list'] as const,
  list: (filters: ListProjectQuery) => [...projectKeys.lists(), filters] as const,
  categories: () => [...projectKeys.all, 'categories'] as const,
  detail: projectDetailKeys.detail,
  ownerSearch: (projectId: number, terms: string) => [...projectKeys.all, 'owner-search', projectId, terms] as const,
  accessSearch: (text: string) => [...projectKeys.all, 'access-search', text] as const,
};
