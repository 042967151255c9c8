import type { Paged } from '@jobsite/core';
import { api, followLink } from '../../../lib/api-client';

/** Rows a dashboard section loads at a time: a glance, with Load more for the rest. */
export const SECTION_PAGE_SIZE = 5;

type Query = Record<string, string | number | boolean | undefined>;

/** The infinite-query parts of a paged list: the first page by path and filters, later pages by `next`. */
export const pagedList = <T>(path: string, query: Query, pageSize = SECTION_PAGE_SIZE) =>
  ({
    queryFn: ({ pageParam, signal }: { pageParam: string | undefined; signal: AbortSignal }) =>
      pageParam ? api<Paged<T>>(followLink(pageParam), { signal }) : api<Paged<T>>(path, { query: { ...query, page_size: pageSize }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: Paged<T>) => last.next ?? undefined,
  }) as const;
