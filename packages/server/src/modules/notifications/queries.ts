import { and, asc, desc, eq, inArray, type Placeholder, sql, type SQL } from 'drizzle-orm';
import type { Notification, NotificationFilter } from '@jobsite/core';
import { notifications } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import { type KeptPick, keptCount, keptCountColumn } from '../../platform/list-counts';
import { builtOnce, literalLimit, preparedPerHandle } from '../../platform/prepared';
import type { CompanyScope } from '../../platform/scope';

export type NotificationRow = typeof notifications.$inferSelect;

/** A user's own notifications in the current company: every query here starts from this. */
export interface Recipient {
  scope: CompanyScope;
  accountId: number;
}

/**
 * The buckets of the recipient's kept total (migration 0033, decision record 021): list_counts
 * holds the account's notifications (owner) per company and read state, so the list's total and
 * the bell's unread count are one primary key lookup however many notifications the account has.
 * The read state is written into the text (a constant of ours), the company bound.
 */
function recipientBuckets(companyId: number | Placeholder, filter: NotificationFilter): KeptPick {
  const states = filter === 'unread' ? ['unread'] : filter === 'read' ? ['read'] : ['unread', 'read'];
  return { bucketsSql: states.map((state) => sql`${companyId}::text || ${sql.raw(`'|${state}'`)}`) };
}

function mine(r: Recipient, ...conds: (SQL | undefined)[]): SQL {
  return r.scope.where(notifications, eq(notifications.accountId, r.accountId), ...conds);
}

/** `mine` for a prepared statement: the company and the account are its parameters (`companyId`, `accountId`). */
function minePrepared(...conds: (SQL | undefined)[]): SQL {
  return and(eq(notifications.companyId, sql.placeholder('companyId')), eq(notifications.accountId, sql.placeholder('accountId')), ...conds) as SQL;
}
const recipientParams = (r: Recipient) => ({ companyId: r.scope.companyId, accountId: r.accountId });

const filterCondition = (filter: NotificationFilter): SQL | undefined =>
  filter === 'unread' ? eq(notifications.read, false) : filter === 'read' ? eq(notifications.read, true) : undefined;

export function notificationView(row: Pick<NotificationRow, 'id' | 'content' | 'link' | 'read' | 'createdAt'>): Notification {
  return { id: row.id, content: row.content, link: row.link, read: row.read, created: row.createdAt.toISOString() };
}

/**
 * A page of the list and its total in one statement (decision record 026): the columns the
 * list shows, one row more than the page (pagedRows' rule: without it the page holds the end of
 * the list, so the total is offset + rows), and the kept total as a scalar subquery, where it
 * cost a statement of its own on every first page of a long list, and then a count of every
 * notification. A page past the end has no row to carry it and reads the total apart.
 */
function pageStatement(filter: NotificationFilter, rows: number) {
  return preparedPerHandle((db) => {
    const where = minePrepared(filterCondition(filter));
    return db
      .select({
        id: notifications.id,
        content: notifications.content,
        link: notifications.link,
        read: notifications.read,
        createdAt: notifications.createdAt,
        total: keptCountColumn(db, 'notifications', sql.placeholder('accountId'), recipientBuckets(sql.placeholder('companyId'), filter)),
      })
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(literalLimit(rows))
      .offset(sql.placeholder('offset'))
      .prepare(`notifications_page_${filter}_${rows}`);
  });
}
/*
 * The page's statement, prepared once per filter and page size (platform/prepared.ts): the
 * recipient (`minePrepared`) and the offset are its parameters. Building it with drizzle on every call was a
 * sixth of the server's CPU for this list (a CPU profile at 8 connections: drizzle's `is()`,
 * the selection and the SQL text).
 */
const pageStatements = builtOnce<ReturnType<typeof pageStatement>>();

export async function listNotifications(db: DbOrTx, r: Recipient, filter: NotificationFilter, limit: number, offset: number) {
  const statement = pageStatements(`${filter}:${limit}`, () => pageStatement(filter, limit + 1));
  const fetched = await statement(db).execute({ ...recipientParams(r), offset });
  const rows = fetched.slice(0, limit);
  if (fetched.length <= limit && (fetched.length > 0 || offset === 0)) return { rows, count: offset + fetched.length };
  if (fetched.length) return { rows, count: Number(fetched[0].total) };
  const [{ n }] = await keptCount(db, 'notifications', r.accountId, recipientBuckets(r.scope.companyId, filter));
  return { rows, count: n };
}

const unreadStatement = preparedPerHandle((db) =>
  keptCount(db, 'notifications', sql.placeholder('accountId'), recipientBuckets(sql.placeholder('companyId'), 'unread')).prepare('notifications_unread_count'),
);

export async function unreadCount(db: DbOrTx, r: Recipient): Promise<number> {
  const [{ n }] = await unreadStatement(db).execute(recipientParams(r));
  return n;
}

export async function findNotification(db: DbOrTx, r: Recipient, id: number): Promise<NotificationRow | null> {
  const [row] = await db.select().from(notifications).where(mine(r, eq(notifications.id, id))).limit(1);
  return row ?? null;
}

/** Sets read on one or all of the recipient's notifications; returns how many changed. */
export async function setRead(db: DbOrTx, r: Recipient, read: boolean, id?: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read })
    .where(mine(r, eq(notifications.read, !read), id === undefined ? undefined : eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function removeNotifications(db: DbOrTx, r: Recipient, id?: number): Promise<number> {
  const rows = await db
    .delete(notifications)
    .where(mine(r, id === undefined ? undefined : eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** The notifications of a company with these ids, oldest first (the pushes of one event go out in that order). */
export async function notificationsByIds(db: DbOrTx, companyId: number, ids: number[]): Promise<NotificationRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(notifications).where(and(eq(notifications.companyId, companyId), inArray(notifications.id, ids))).orderBy(asc(notifications.id));
}
