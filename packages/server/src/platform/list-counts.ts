import { and, eq, inArray, like, type SQL, sql } from 'drizzle-orm';
import { listCounts } from '../db/schema/index';
import type { DbOrTx } from './db';
import type { CountQuery } from './paging';

/** The lists whose totals the database keeps (migrations 0026 and 0027). */
export type CountedList = 'projects' | 'cart_items' | 'asset_items' | 'shipping_forms';

/**
 * The total of a counted list, read from list_counts (decision record 021) instead of counting
 * its rows: one index lookup at any size. `buckets` picks the buckets summed (all when
 * omitted); `bucketSuffix` keeps the buckets ending with it. A lazy query in pagedRows' count
 * shape, so it is only sent when the page needs a total.
 */
export function keptCount(db: DbOrTx, list: CountedList, ownerId: number, pick: { buckets?: readonly string[]; bucketSuffix?: string } = {}): CountQuery {
  const conditions: (SQL | undefined)[] = [
    eq(listCounts.list, list),
    eq(listCounts.ownerId, ownerId),
    pick.buckets ? inArray(listCounts.bucket, [...pick.buckets]) : undefined,
    pick.bucketSuffix ? like(listCounts.bucket, `%${pick.bucketSuffix}`) : undefined,
  ];
  return db
    .select({ n: sql<number>`coalesce(sum(${listCounts.n}), 0)::int` })
    .from(listCounts)
    .where(and(...conditions));
}
