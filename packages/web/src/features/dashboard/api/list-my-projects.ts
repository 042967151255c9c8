import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Paged, ProjectListItem, ProjectStatus } from '@jobsite/core';
import { api, followLink } from '../../../lib/api-client';

export interface MyProjectsFilters {
  ownerId: number;
  search: string;
  status: ProjectStatus;
}

/** GET ListProject/ for the projects the user owns; later pages follow the `next` link. */
export const myProjectsOptions = (f: MyProjectsFilters) =>
  infiniteQueryOptions({
    queryKey: ['dashboard', 'my-projects', f],
    queryFn: ({ pageParam }) =>
      pageParam
        ? api<Paged<ProjectListItem>>(followLink(pageParam))
        : api<Paged<ProjectListItem>>('ListProject/', { query: { owner_id: f.ownerId, st: f.search, status: f.status, page_size: 10, sR: '-created_at' } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
