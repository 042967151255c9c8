import { Badge, Tooltip } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useRealtimeEvents } from '../../lib/use-realtime';

const KEY = ['orders', 'action-needed'];

/** GET orders/action_needed_count/, refreshed when a notification arrives. */
export function useActionNeededCount(): number {
  const qc = useQueryClient();
  const count = useQuery({ queryKey: KEY, queryFn: ({ signal }) => api<{ count: number }>('orders/action_needed_count/', { signal }), staleTime: 30_000 });
  useRealtimeEvents((e) => {
    if (e.type === 'notification') void qc.invalidateQueries({ queryKey: KEY });
  });
  return count.data?.count ?? 0;
}

/**
 * The supplier action needed count (spec section 6): orders waiting for the supplier
 * (submitted, or backordered lines to promise), beside Orders in the navigation. It refreshes
 * when a notification arrives (a new order notifies the supplier).
 */
export function ActionNeededBadge() {
  const n = useActionNeededCount();
  if (!n) return null;
  return (
    <Tooltip label={`${n} order${n === 1 ? '' : 's'} waiting for you`}>
      <Badge size="sm" color="red" circle={n < 10} aria-label={`${n} order${n === 1 ? '' : 's'} need your action`}>
        {n}
      </Badge>
    </Tooltip>
  );
}
