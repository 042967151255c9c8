import { ActionIcon, Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconDots, IconMail, IconMailOpened, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import type { Notification } from '@jobsite/core';
import type { UpdateNotificationInput } from '../api/update-notification';

dayjs.extend(relativeTime);

/** One notification: click to open it; its menu marks it read or unread, or deletes it. */
export function NotificationItem(props: { notification: Notification; onOpen: (n: Notification) => void; onAction: (input: UpdateNotificationInput) => void }) {
  const n = props.notification;
  return (
    <Group
      wrap="nowrap"
      align="flex-start"
      gap="xs"
      py="xs"
      px="xs"
      role="listitem"
      aria-label={`${n.read ? 'Read' : 'Unread'}: ${n.content}`}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', background: n.read ? undefined : 'var(--mantine-color-blue-0)' }}
    >
      <Box mt={8} w={8} h={8} style={{ borderRadius: 4, flex: 'none', background: n.read ? 'transparent' : 'var(--mantine-color-blue-6)' }} />
      <UnstyledButton style={{ flex: 1, minWidth: 0 }} onClick={() => props.onOpen(n)}>
        <Text size="sm" fw={n.read ? 400 : 600} style={{ overflowWrap: 'anywhere' }}>
          {n.content}
        </Text>
        <Text size="xs" c="dimmed" title={dayjs(n.created).format('MMM D, YYYY h:mm A')}>
          {dayjs(n.created).fromNow()}
        </Text>
      </UnstyledButton>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`Actions for: ${n.content}`}>
            <IconDots size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {n.read ? (
            <Menu.Item leftSection={<IconMail size={16} />} onClick={() => props.onAction({ action: 'mark_unread', notification_id: n.id })}>
              Mark as unread
            </Menu.Item>
          ) : (
            <Menu.Item leftSection={<IconMailOpened size={16} />} onClick={() => props.onAction({ action: 'mark_read', notification_id: n.id })}>
              Mark as read
            </Menu.Item>
          )}
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => props.onAction({ action: 'delete_this', notification_id: n.id })}>
            Delete
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
