import { eq } from 'drizzle-orm';
import { NOTIFICATION_KINDS, type NotificationKind } from '@jobsite/core';
import { notificationSubscriptions } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../platform/db';
import type { CompanyScope } from '../../platform/scope';

/** Whose subscriptions: an account, while it acts for the scope's company. */
export interface Subscriber {
  scope: CompanyScope;
  accountId: number;
}

/** Every notification kind, and whether the subscriber receives it. */
export async function subscriptionsOf(db: DbOrTx, { scope, accountId }: Subscriber) {
  const rows = await db
    .select({ kind: notificationSubscriptions.kind })
    .from(notificationSubscriptions)
    .where(scope.where(notificationSubscriptions, eq(notificationSubscriptions.accountId, accountId)));
  const on = new Set(rows.map((r) => r.kind));
  return { kinds: (Object.keys(NOTIFICATION_KINDS) as NotificationKind[]).map((kind) => ({ kind, label: NOTIFICATION_KINDS[kind], subscribed: on.has(kind) })) };
}

/** Replaces the kinds the subscriber receives. */
export async function setSubscriptions(db: Db, { scope, accountId }: Subscriber, kinds: NotificationKind[]): Promise<void> {
  const unique = [...new Set(kinds)];
  await db.transaction(async (tx) => {
    await tx.delete(notificationSubscriptions).where(scope.where(notificationSubscriptions, eq(notificationSubscriptions.accountId, accountId)));
    if (unique.length) await tx.insert(notificationSubscriptions).values(unique.map((kind) => ({ companyId: scope.companyId, accountId, kind })));
  });
}
