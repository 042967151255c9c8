import { Button, Group, Menu, SegmentedControl, Stack } from '@mantine/core';
import { IconChecks, IconDotsVertical, IconMail, IconSend, IconTrash } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isInAppLink, messages, type Notification, type NotificationFilter, notificationFilterOf } from '@jobsite/core';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadError } from '../../../components/LoadError';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { showErrorToast } from '../../../lib/handle-api-error';
import { storedAccount } from '../../../lib/session';
import { notificationListQuery } from '../api/list-notifications';
import { useSaveNotificationFilter } from '../api/update-notification-filter';
import { useUpdateNotification } from '../api/update-notification';
import { EmptyNotifications, NotificationList } from '../components/NotificationList';
import { SendMessageDialog } from './SendMessageDialog';
import { nextPageLoader } from '../../../lib/load-more';

const filters: { value: NotificationFilter; label: string }[] = [
  { value: 'show_all', label: 'All' },
  { value: 'unread', label: 'Unread' },
  { value: 'read', label: 'Read' },
];

/** Notifications (spec sections 2, 4): filter kept per user, load-more list, actions on one or all. */
export function NotificationsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [filter, setFilter] = useState<NotificationFilter>(() => notificationFilterOf(storedAccount()?.loading_setting));
  const [confirmRemoveAll, setConfirmRemoveAll] = useState(false);
  const [composing, setComposing] = useState(false);
  const list = useInfiniteQuery({ ...notificationListQuery(filter), enabled: opened });
  const update = useUpdateNotification();
  const saveFilter = useSaveNotificationFilter();
  const navigate = useNavigate();
  const items = list.data?.pages.flatMap((p) => p.results) ?? [];

  const changeFilter = (value: string) => {
    setFilter(value as NotificationFilter);
    saveFilter.mutate(value as NotificationFilter);
  };

  const open = (n: Notification) => {
    if (!n.read) update.mutate({ action: 'mark_read', notification_id: n.id });
    if (!n.link) return showErrorToast(messages.noNotificationLink);
    onClose();
    if (isInAppLink(n.link)) void navigate(n.link);
    else window.open(n.link, '_blank', 'noopener');
  };

  return (
    <>
      <ResponsiveModal opened={opened && !composing} onClose={onClose} title="Notifications" size="lg">
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap">
            <SegmentedControl aria-label="Show" value={filter} onChange={changeFilter} data={filters} size="xs" />
            <Group gap="xs" wrap="nowrap">
              <Button size="xs" variant="light" leftSection={<IconSend size={14} />} onClick={() => setComposing(true)}>
                Message
              </Button>
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <Button size="xs" variant="default" aria-label="More actions" px={6}>
                    <IconDotsVertical size={16} />
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item leftSection={<IconChecks size={16} />} onClick={() => update.mutate({ action: 'mark_all_read' })}>
                    Mark all as read
                  </Menu.Item>
                  <Menu.Item leftSection={<IconMail size={16} />} onClick={() => update.mutate({ action: 'mark_all_unread' })}>
                    Mark all as unread
                  </Menu.Item>
                  <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => setConfirmRemoveAll(true)}>
                    Remove all
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </Group>
          </Group>
          {items.length === 0 && list.isError ? (
            <LoadError title="Notifications could not be loaded" query={list} />
          ) : items.length === 0 ? (
            <EmptyNotifications loading={list.isPending} />
          ) : (
            <NotificationList
              items={items}
              hasMore={list.hasNextPage}
              loadingMore={list.isFetchingNextPage}
              onLoadMore={nextPageLoader(list.fetchNextPage)}
              onOpen={open}
              onAction={(input) => update.mutate(input)}
            />
          )}
        </Stack>
      </ResponsiveModal>
      <ConfirmDialog
        opened={confirmRemoveAll}
        onClose={() => setConfirmRemoveAll(false)}
        title="Remove all notifications"
        message="Remove all your notifications? This cannot be undone."
        confirmLabel="Remove all"
        loading={update.isPending}
        onConfirm={() => update.mutate({ action: 'remove_all' }, { onSuccess: () => setConfirmRemoveAll(false) })}
      />
      <SendMessageDialog opened={composing} onClose={() => setComposing(false)} />
    </>
  );
}
