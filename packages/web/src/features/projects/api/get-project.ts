import { queryOptions } from '@tanstack/react-query';
import type { Project } from '@jobsite/core';
import { api } from '../../../lib/api-client';
import { projectKeys } from './keys';

/** GET projects/{id}/ */
export const getProject = (id: number) => api<Project>(`projects/${id}/`);

export const projectOptions = (id: number) => queryOptions({ queryKey: projectKeys.detail(id), queryFn: () => getProject(id) });
