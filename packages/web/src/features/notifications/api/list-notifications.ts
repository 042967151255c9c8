import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Notification, NotificationFilter, Paged } from '@jobsite/core';
import { api, followLink } from '../../../lib/api-client';

export const NOTIFICATION_PAGE_SIZE = 20;
export const notificationListKey = ['notifications', 'list'] as const;

/** GET ListNotification/, one page at a time (load more follows `next`). */
export const notificationListQuery = (filter: NotificationFilter) =>
  infiniteQueryOptions({
    queryKey: [...notificationListKey, filter],
    queryFn: ({ pageParam, signal }) =>
      pageParam
        ? api<Paged<Notification>>(followLink(pageParam), { signal })
        : api<Paged<Notification>>('ListNotification/', { query: { notification_filter: filter, page_size: NOTIFICATION_PAGE_SIZE }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    staleTime: 0,
  });
