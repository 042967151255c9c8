import { useQuery } from '@tanstack/react-query';
import type { Project } from '@jobsite/core';
import { api } from '../../../lib/api-client';

/** GET projects/{id}/ (the project frame's cache entry): the name a filter chip shows. */
export const useProjectName = (projectId: number | null) =>
  useQuery({ queryKey: ['projects', 'detail', projectId ?? 0], queryFn: ({ signal }) => api<Project>(`projects/${projectId}/`, { signal }), enabled: Boolean(projectId), select: (p) => p.name, meta: { handlesErrors: true } });
