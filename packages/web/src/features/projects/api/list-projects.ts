import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ListProjectQuery, Paged, ProjectListItem } from '@jobsite/core';
import { api, followLink } from '../../../lib/api-client';
import { projectKeys } from './keys';

type Query = Record<string, string | number | boolean | undefined>;

function toQuery(filters: ListProjectQuery): Query {
  const { status, ...rest } = filters;
  return { ...(rest as Query), status: Array.isArray(status) ? status.join(',') : (status as string | undefined) };
}

/** GET ListProject/: one page; the next pages follow the `next` link (load more). */
export const listProjects = (filters: ListProjectQuery, next?: string) =>
  next ? api<Paged<ProjectListItem>>(followLink(next)) : api<Paged<ProjectListItem>>('ListProject/', { query: toQuery(filters) });

export const projectListOptions = (filters: ListProjectQuery) =>
  infiniteQueryOptions({
    queryKey: projectKeys.list(filters),
    queryFn: ({ pageParam }) => listProjects(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });

/** The children of one group, up to 200 (a group rarely holds more; search finds the rest). */
export const GROUP_CHILDREN_LIMIT = 200;
export const groupChildrenOptions = (groupId: number, status: ListProjectQuery['status']) =>
  queryOptions({
    queryKey: projectKeys.list({ parent_id: groupId, status, page_size: GROUP_CHILDREN_LIMIT }),
    queryFn: () => listProjects({ parent_id: groupId, status, page_size: GROUP_CHILDREN_LIMIT }),
  });
