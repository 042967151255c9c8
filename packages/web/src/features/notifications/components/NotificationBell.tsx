import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useRealtimeConnected, useRealtimeEvents } from '../../../lib/use-realtime';
import { notificationListKey } from '../api/list-notifications';
import { unreadCountKey, unreadCountQuery } from '../api/unread-count';
import { NotificationsDialog } from '../dialogs/NotificationsDialog';

/** The bell in the top bar: unread count kept live by the websocket, and the notifications dialog. */
export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const queryClient = useQueryClient();
  const count = useQuery(unreadCountQuery()).data?.count ?? 0;

  useRealtimeEvents((event) => {
    if (event.type === 'notification' || event.type === 'unread_count') queryClient.setQueryData(unreadCountKey, { count: event.unread_count });
    if (event.type === 'notification') void queryClient.invalidateQueries({ queryKey: notificationListKey });
  });
  // After a reconnect, catch up on whatever arrived while the socket was down: the server greets
  // every new socket with the unread count (an `unread_count` event, above), so only an open list
  // is fetched again; asking for the count here too sent it twice on every page load.
  useRealtimeConnected(() => {
    void queryClient.invalidateQueries({ queryKey: notificationListKey });
  });

  const label = count ? `Notifications (${count} unread)` : 'Notifications';
  return (
    <>
      <Tooltip label={label}>
        <Indicator label={count > 99 ? '99+' : count} size={16} disabled={count === 0} color="red" offset={4}>
          <ActionIcon variant="subtle" color="dark" size="lg" aria-label={label} onClick={() => setOpened(true)}>
            <IconBell size={22} />
          </ActionIcon>
        </Indicator>
      </Tooltip>
      <NotificationsDialog opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
