import { queryOptions } from '@tanstack/react-query';
import type { ProjectOwner } from '@jobsite/core';
import { api } from '../../../lib/api-client';
import { projectKeys } from './keys';

export type OwnerCandidate = ProjectOwner & { is_owner: boolean };

/** GET SearchProjectOwner/: users of the company who could become owners. */
export const searchProjectOwner = (projectId: number, terms: string) =>
  api<{ results: OwnerCandidate[] }>('SearchProjectOwner/', { query: { project_id: projectId, search_terms: terms } });

export const ownerSearchOptions = (projectId: number, terms: string) =>
  queryOptions({ queryKey: projectKeys.ownerSearch(projectId, terms), queryFn: () => searchProjectOwner(projectId, terms), staleTime: 10_000 });
