import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged, ProjectListItem } from '@jobsite/core';
import { api } from '../../../lib/api-client';
import { bomKeys } from './keys';

/** GET ListProject/?st=: the projects a move can go to, by name or job number. */
export const projectPickerOptions = (search: string) =>
  queryOptions({
    queryKey: bomKeys.projectPicker(search),
    queryFn: ({ signal }) => api<Paged<ProjectListItem>>('ListProject/', { query: { st: search, page_size: 20 }, signal }),
  });

export const useProjectPicker = (search: string, enabled: boolean) => useQuery({ ...projectPickerOptions(search), enabled });
