import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const unreadCountKey = ['notifications', 'unread_count'] as const;

/** GET GetUnreadNotificationCount: the number on the bell; pushes keep it current after the first load. */
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: unreadCountKey,
    queryFn: ({ signal }) => api<{ count: number }>('GetUnreadNotificationCount', { signal }),
    staleTime: Infinity,
  });
