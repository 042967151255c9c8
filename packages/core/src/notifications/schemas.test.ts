import { describe, expect, it } from 'vitest';
import { isSafeNotificationLink, notificationFilterOf, updateNotificationBody, withNotificationFilter } from './schemas';

describe('the notification filter kept in loading_setting', () => {
  it('defaults to show_all', () => {
    expect(notificationFilterOf({})).toBe('show_all');
    expect(notificationFilterOf(null)).toBe('show_all');
    expect(notificationFilterOf({ notification_view_filters: { notification_filter: 'bogus' } })).toBe('show_all');
  });

  it('reads a stored filter', () => {
    expect(notificationFilterOf({ notification_view_filters: { notification_filter: 'unread' } })).toBe('unread');
  });

  it('stores a filter without losing the other view filters', () => {
    expect(withNotificationFilter({ notification_view_filters: { other: 1 }, x: 2 }, 'read')).toEqual({ notification_view_filters: { other: 1, notification_filter: 'read' } });
  });
});

describe('UpdateNotification payload', () => {
  it('needs a notification id for actions on one notification', () => {
    expect(updateNotificationBody.safeParse({ action: 'mark_read' }).success).toBe(false);
    expect(updateNotificationBody.safeParse({ action: 'delete_this', notification_id: 3 }).success).toBe(true);
    expect(updateNotificationBody.safeParse({ action: 'mark_all_read' }).success).toBe(true);
    expect(updateNotificationBody.safeParse({ action: 'explode' }).success).toBe(false);
  });
});

describe('notification links', () => {
  it('allows app paths and http(s) URLs only', () => {
    expect(isSafeNotificationLink('/project/bom/3')).toBe(true);
    expect(isSafeNotificationLink('https://example.com/x')).toBe(true);
    expect(isSafeNotificationLink('')).toBe(true);
    expect(isSafeNotificationLink('javascript:alert(1)')).toBe(false);
    expect(isSafeNotificationLink('//evil.example')).toBe(false);
  });
});
