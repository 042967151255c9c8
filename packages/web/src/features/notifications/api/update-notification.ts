import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationAction } from '@jobsite/core';
import { api } from '../../../lib/api-client';
import { notificationListKey } from './list-notifications';
import { unreadCountKey } from './unread-count';

export interface UpdateNotificationInput {
  action: NotificationAction;
  notification_id?: number;
}

export const updateNotification = (input: UpdateNotificationInput) =>
  api<{ detail: string; unread_count: number; changed: number }>('UpdateNotification', { method: 'POST', body: { action: input.action, value: null, notification_id: input.notification_id ?? null } });

/** POST UpdateNotification; the answer carries the new unread count, and the lists are refetched. */
export function useUpdateNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotification,
    onSuccess: (res) => {
      queryClient.setQueryData(unreadCountKey, { count: res.unread_count });
      void queryClient.invalidateQueries({ queryKey: notificationListKey });
    },
  });
}
