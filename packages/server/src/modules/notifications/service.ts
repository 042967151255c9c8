import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isSafeNotificationLink } from '@jobsite/core';
import { companyMemberships, notifications } from '../../db/schema/index';
import { holdOf } from '../../platform/auth';
import type { DbOrTx } from '../../platform/db';
import { publishRealtime } from '../../platform/realtime';
import { companyScope } from '../../platform/scope';
import { notificationsByIds, notificationView, type NotificationRow, unreadCount } from './queries';

export const NOTIFICATION_TOPIC = 'notification';
export const UNREAD_COUNT_TOPIC = 'notification_count';

export interface NewNotification {
  /** Recipients; each must belong to the company. */
  accountIds: number[];
  companyId: number;
  content: string;
  /** An in-app path or an http(s) URL; empty for none. */
  link?: string;
}

/**
 * The one way any domain notifies users: stores one notification per recipient and pushes
 * it to their open pages. Pass your transaction handle when inside one: the push then goes
 * out only if the transaction commits.
 */
export async function notify(db: DbOrTx, input: NewNotification): Promise<NotificationRow[]> {
  const link = input.link ?? '';
  if (!isSafeNotificationLink(link)) throw new Error(`notification link refused: ${link}`);
  const recipients = [...new Set(input.accountIds)];
  if (recipients.length === 0) return [];
  const rows = await db
    .insert(notifications)
    .values(recipients.map((accountId) => ({ accountId, companyId: input.companyId, content: input.content, link })))
    .returning();
  await publishRealtime(db, { topic: NOTIFICATION_TOPIC, companyId: input.companyId, targets: rows.map((r) => ({ accountId: r.accountId, ref: r.id })) });
  return rows;
}

/** Tells the account's other open pages that its unread count changed (read in another tab). */
export async function publishUnreadCount(db: DbOrTx, accountId: number, companyId: number): Promise<void> {
  await publishRealtime(db, { topic: UNREAD_COUNT_TOPIC, companyId, targets: [{ accountId }] });
}

/** Which of the given accounts belong to a company (recipients of a message must). */
export async function membersAmong(db: DbOrTx, companyId: number, accountIds: number[]): Promise<number[]> {
  if (accountIds.length === 0) return [];
  const rows = await db
    .select({ accountId: companyMemberships.accountId })
    .from(companyMemberships)
    .where(and(eq(companyMemberships.companyId, companyId), eq(companyMemberships.status, 'active'), inArray(companyMemberships.accountId, accountIds)));
  return rows.map((r) => r.accountId);
}

/**
 * In every server process: push new notifications and count changes to the sockets held here,
 * and greet each new socket with its unread count (the bell has it again after a reconnect or a
 * company switch without asking over HTTP).
 */
export function subscribeNotificationPushes(app: FastifyInstance): void {
  app.realtime.onConnect(async (auth) =>
    // An account on hold reads none of its company's notifications (GetUnreadNotificationCount answers it 403).
    holdOf(auth) === 'none' ? { type: 'unread_count', unread_count: await unreadCount(app.db, { scope: companyScope(auth.company.id), accountId: auth.account.id }) } : null,
  );
  app.realtime.subscribe(NOTIFICATION_TOPIC, async (event) => {
    const rows = await notificationsByIds(app.db, event.companyId, event.targets.flatMap((t) => (t.ref ? [t.ref] : [])));
    const scope = companyScope(event.companyId);
    for (const row of rows) {
      const count = await unreadCount(app.db, { scope, accountId: row.accountId });
      await app.realtime.sendTo(row.accountId, event.companyId, { type: 'notification', notification: notificationView(row), unread_count: count });
    }
  });
  app.realtime.subscribe(UNREAD_COUNT_TOPIC, async (event) => {
    const scope = companyScope(event.companyId);
    for (const { accountId } of event.targets) {
      const count = await unreadCount(app.db, { scope, accountId });
      await app.realtime.sendTo(accountId, event.companyId, { type: 'unread_count', unread_count: count });
    }
  });
}
