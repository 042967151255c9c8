import { queryOptions } from '@tanstack/react-query';
import type { projectCategoriesSchema } from '@jobsite/core';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { projectKeys } from './keys';

export type ProjectCategories = z.infer<typeof projectCategoriesSchema>;

/** GET ProjectCategories/: the counts shown on the status filters. */
export const projectCategoriesOptions = () =>
  queryOptions({ queryKey: projectKeys.categories(), queryFn: () => api<ProjectCategories>('ProjectCategories/') });
