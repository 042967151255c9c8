import { Button, Center, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { Notification } from '@jobsite/core';
import { useIsPhone } from '../../../components/ResponsiveModal';
import type { UpdateNotificationInput } from '../api/update-notification';
import { NotificationItem } from './NotificationItem';

/** Past this many loaded notifications the list renders only the rows in view. */
export const VIRTUALIZE_FROM = 60;

/** The list's height: most of a desktop window; on a phone the full-screen dialog below its header and filters. */
const useListHeight = () => (useIsPhone() ? 'calc(100dvh - 130px)' : '60vh');

interface Props {
  items: Notification[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onOpen: (n: Notification) => void;
  onAction: (input: UpdateNotificationInput) => void;
}

export function NotificationList(props: Props) {
  const height = useListHeight();
  const more = props.hasMore && (
    <Center py="sm">
      <Button variant="subtle" onClick={props.onLoadMore} loading={props.loadingMore}>
        Load more
      </Button>
    </Center>
  );
  if (props.items.length >= VIRTUALIZE_FROM) return <VirtualList {...props} footer={more} />;
  return (
    <ScrollArea.Autosize mah={height}>
      <div role="list" aria-label="Notifications">
        {props.items.map((n) => (
          <NotificationItem key={n.id} notification={n} onOpen={props.onOpen} onAction={props.onAction} />
        ))}
      </div>
      {more}
    </ScrollArea.Autosize>
  );
}

function VirtualList(props: Props & { footer: React.ReactNode }) {
  const parent = useRef<HTMLDivElement>(null);
  const height = useListHeight();
  const virtualizer = useVirtualizer({ count: props.items.length, getScrollElement: () => parent.current, estimateSize: () => 64, overscan: 8 });
  return (
    <div ref={parent} style={{ height, overflowY: 'auto' }}>
      <div role="list" aria-label="Notifications" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((row) => (
          <div key={props.items[row.index].id} ref={virtualizer.measureElement} data-index={row.index} style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${row.start}px)` }}>
            <NotificationItem notification={props.items[row.index]} onOpen={props.onOpen} onAction={props.onAction} />
          </div>
        ))}
      </div>
      {props.footer}
    </div>
  );
}

export function EmptyNotifications({ loading }: { loading: boolean }) {
  return (
    <Stack align="center" py="xl">
      {loading ? <Loader size="sm" /> : <Text c="dimmed">No notifications here.</Text>}
    </Stack>
  );
}
