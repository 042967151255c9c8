import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Project } from '@jobsite/core';
import { api } from '../../../lib/api-client';
import { projectDetailKeys } from './keys';

/** GET projects/{id}/ */
export const getProject = (id: number, signal?: AbortSignal) => api<Project>(`projects/${id}/`, { signal });

/** The project: its name and status (the project frame), its popular phase, cost and material code lists (the BOM). */
export const projectOptions = (id: number) => queryOptions({ queryKey: projectDetailKeys.detail(id), queryFn: ({ signal }) => getProject(id, signal) });

export const useProject = (id: number) => useQuery(projectOptions(id));

/** The project's name (a filter chip), from the same cache entry; nothing to load without a project. */
export const useProjectName = (id: number | null) =>
  useQuery({ ...projectOptions(id ?? 0), enabled: Boolean(id), select: (p) => p.name, meta: { handlesErrors: true } });
