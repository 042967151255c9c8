import { eq } from 'drizzle-orm';
import { staleWriteMessage } from '@jobsite/core';
import { accounts } from '../db/schema/index';
import type { DbOrTx } from './db';
import { ApiError } from './errors';

/**
 * Optimistic concurrency for records several people edit (cart lines now; orders and shipping
 * forms next): the client sends back the updated_at it last saw; when the record changed since,
 * the write is refused with 409, naming who changed it and carrying the record as it is now,
 * so the screen can show "changed by X, reload" instead of silently overwriting their change.
 */
export async function refuseStaleWrite(
  db: DbOrTx,
  record: { updatedAt: Date; updatedByAccountId: number | null },
  expectedUpdatedAt: string | undefined,
  current: () => Promise<unknown>,
): Promise<void> {
  if (expectedUpdatedAt === undefined) return;
  const expected = Date.parse(expectedUpdatedAt);
  if (Number.isFinite(expected) && expected === record.updatedAt.getTime()) return;
  const [who] = record.updatedByAccountId
    ? await db.select({ first: accounts.firstName, last: accounts.lastName }).from(accounts).where(eq(accounts.id, record.updatedByAccountId))
    : [];
  const changedBy = who ? `${who.first} ${who.last}`.trim() : 'someone else';
  throw new ApiError(409, { detail: staleWriteMessage(changedBy), changed_by: changedBy, current: await current() });
}
