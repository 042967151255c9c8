import { and, desc, eq, isNotNull, max, sql } from 'drizzle-orm';
import { CART_RECENT_ITEMS_LIMIT, cartMessages, type CatalogueItem } from '@jobsite/core';
import { baseItems, cartItems, favoriteItems } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import { fieldErrors } from '../../platform/errors';
import { type PageRequest, pagedRows } from '../../platform/paging';
import type { CompanyScope } from '../../platform/scope';
import { containsPattern } from '../../platform/text-and-dates';
import { catalogueItemsByIds, existingItemIds } from '../catalogue/queries';

/*
 * A user's favourite catalogue items and recently added items, per company they work for
 * (favorite_items carries account and company; recent items come from the company's lines).
 */

const mine = (scope: CompanyScope, accountId: number) => scope.where(favoriteItems, eq(favoriteItems.accountId, accountId));

export async function favoriteIds(db: DbOrTx, scope: CompanyScope, accountId: number): Promise<number[]> {
  const rows = await db.select({ id: favoriteItems.baseItemId }).from(favoriteItems).where(mine(scope, accountId)).orderBy(desc(favoriteItems.createdAt), desc(favoriteItems.baseItemId));
  return rows.map((r) => r.id);
}

/** add_favorite_item: every id must be a catalogue item; one already a favourite stays as it is. */
export async function addFavorites(db: DbOrTx, scope: CompanyScope, accountId: number, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  const known = await existingItemIds(db, unique);
  if (unique.some((id) => !known.has(id))) throw fieldErrors({ base_item_ids: cartMessages.unknownCatalogueItem });
  await db
    .insert(favoriteItems)
    .values(unique.map((baseItemId) => ({ accountId, companyId: scope.companyId, baseItemId })))
    .onConflictDoNothing();
}

export async function removeFavorite(db: DbOrTx, scope: CompanyScope, accountId: number, baseItemId: number): Promise<void> {
  await db.delete(favoriteItems).where(scope.where(favoriteItems, eq(favoriteItems.accountId, accountId), eq(favoriteItems.baseItemId, baseItemId)));
}

/** retrieve_favorite_items/: newest favourite first; search in description and catalogue number. */
export async function favoritePage(db: DbOrTx, scope: CompanyScope, accountId: number, search: string, page: PageRequest): Promise<{ count: number; items: CatalogueItem[] }> {
  const text = search ? containsPattern(search.toLowerCase()) : null;
  const where = and(
    mine(scope, accountId),
    text ? sql`(lower(${baseItems.description}) like ${text} or lower(${baseItems.baseItemCode} || ' ' || ${baseItems.productCode}) like ${text})` : undefined,
  );
  const { rows, total } = await pagedRows(page, {
    rows: db
      .select({ id: favoriteItems.baseItemId })
      .from(favoriteItems)
      .innerJoin(baseItems, eq(baseItems.id, favoriteItems.baseItemId))
      .where(where)
      .orderBy(desc(favoriteItems.createdAt), desc(favoriteItems.baseItemId)),
    count: db.select({ n: sql<number>`count(*)::int` }).from(favoriteItems).innerJoin(baseItems, eq(baseItems.id, favoriteItems.baseItemId)).where(where),
  });
  return { count: total, items: await catalogueItemsByIds(db, rows.map((r) => r.id)) };
}

/** retrieve_recent_items/: the catalogue items the caller added to the company's lines most lately, each once. */
export async function recentItems(db: DbOrTx, scope: CompanyScope, accountId: number): Promise<CatalogueItem[]> {
  const rows = await db
    .select({ id: cartItems.baseItemId, last: max(cartItems.createdAt) })
    .from(cartItems)
    .where(scope.where(cartItems, eq(cartItems.addedByAccountId, accountId), isNotNull(cartItems.baseItemId)))
    .groupBy(cartItems.baseItemId)
    .orderBy(desc(max(cartItems.createdAt)), desc(cartItems.baseItemId))
    .limit(CART_RECENT_ITEMS_LIMIT);
  return catalogueItemsByIds(db, rows.map((r) => r.id!));
}
