import { z } from 'zod';
import { pageQuerySchema, queryIdSchema } from '../platform/api-shapes';

/** Notifications (spec sections 3, 4, 7 "Layout and dashboard"). */

export const NOTIFICATION_FILTERS = ['show_all', 'unread', 'read'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];
export const DEFAULT_NOTIFICATION_FILTER: NotificationFilter = 'show_all';

export const notificationSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  /** An in-app path (/project/bom/12) or an absolute URL; empty when the notification links nowhere. */
  link: z.string(),
  read: z.boolean(),
  created: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

// GET ListNotification/
export const listNotificationQuery = pageQuerySchema.extend({
  notification_filter: z.enum(NOTIFICATION_FILTERS).optional().default(DEFAULT_NOTIFICATION_FILTER),
});

// GET GetUnreadNotificationCount
export const unreadCountSchema = z.object({ count: z.number().int() });

// POST UpdateNotification
export const NOTIFICATION_ACTIONS = ['mark_read', 'mark_unread', 'mark_all_read', 'mark_all_unread', 'delete_this', 'remove_all'] as const;
export type NotificationAction = (typeof NOTIFICATION_ACTIONS)[number];
/** Actions on one notification need its id; the "all" actions ignore it. */
export const SINGLE_NOTIFICATION_ACTIONS: readonly NotificationAction[] = ['mark_read', 'mark_unread', 'delete_this'];

export const updateNotificationBody = z
  .object({
    action: z.enum(NOTIFICATION_ACTIONS),
    /** Kept for the spec's {action, value, notification_id} shape; no action needs it. */
    value: z.unknown().optional(),
    notification_id: queryIdSchema().optional().nullable(),
  })
  .superRefine((b, ctx) => {
    if (SINGLE_NOTIFICATION_ACTIONS.includes(b.action) && !b.notification_id) {
      ctx.addIssue({ code: 'custom', path: ['notification_id'], message: 'This field is required.' });
    }
  });
export const updateNotificationResponse = z.object({ detail: z.string(), unread_count: z.number().int(), changed: z.number().int() });

// POST ContactUs/
export const contactUsBody = z.object({
  subject: z.string().trim().min(1).max(200),
  message: z.string().trim().min(1).max(5000),
});

// POST SendMessage/ (message a colleague of the current company; they get a notification)
export const sendMessageBody = z.object({
  user_ids: z.array(queryIdSchema()).min(1, 'Please select at least one user.').max(100),
  content: z.string().trim().min(1).max(1000),
  link: z.string().trim().max(1000).optional().default(''),
});
export const sendMessageResponse = z.object({ detail: z.string(), sent: z.number().int() });

/** Where a notification's filter is kept per user (spec section 3). */
export function notificationFilterOf(loadingSetting: Record<string, unknown> | null | undefined): NotificationFilter {
  const views = loadingSetting?.notification_view_filters;
  const value = views && typeof views === 'object' ? (views as Record<string, unknown>).notification_filter : undefined;
  return (NOTIFICATION_FILTERS as readonly unknown[]).includes(value) ? (value as NotificationFilter) : DEFAULT_NOTIFICATION_FILTER;
}

/** The loading_setting change that stores a filter, keeping the other view filters (update_load_setting replaces top-level keys). */
export function withNotificationFilter(loadingSetting: Record<string, unknown> | null | undefined, filter: NotificationFilter): Record<string, unknown> {
  const views = loadingSetting?.notification_view_filters;
  const kept = views && typeof views === 'object' && !Array.isArray(views) ? (views as Record<string, unknown>) : {};
  return { notification_view_filters: { ...kept, notification_filter: filter } };
}

/** A link that stays inside the app (a path) rather than leaving for another site. */
export function isInAppLink(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//');
}

/** Links a notification may carry: an app path or an http(s) URL; nothing that runs script. */
export function isSafeNotificationLink(link: string): boolean {
  if (link === '') return true;
  if (isInAppLink(link)) return true;
  return /^https?:\/\/[^\s]+$/i.test(link);
}
