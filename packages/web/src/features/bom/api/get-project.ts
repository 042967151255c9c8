import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Project } from '@jobsite/core';
import { api } from '../../../lib/api-client';
import { bomKeys } from './keys';

/** GET projects/{id}/: the project's popular phase, cost and material code lists. Same cache entry as the project frame's. */
export const bomProjectOptions = (projectId: number) => queryOptions({ queryKey: bomKeys.projectDetail(projectId), queryFn: () => api<Project>(`projects/${projectId}/`) });

export const useBomProject = (projectId: number) => useQuery(bomProjectOptions(projectId));
