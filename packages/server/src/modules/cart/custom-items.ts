import { desc, sql } from 'drizzle-orm';
import type { CustomItem } from '@jobsite/core';
import { customItems } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import { type PageRequest, pagedRows } from '../../platform/paging';
import type { CompanyScope } from '../../platform/scope';
import { containsPattern } from '../../platform/text-and-dates';

const usedCount = sql<number>`(select count(*)::int from cart_items c where c.custom_item_id = ${sql.raw('"custom_items"."id"')})`;
/** The text the trigram index custom_items_description_trgm_idx covers. */
const searchText = sql`lower(${customItems.description} || ' ' || ${customItems.code})`;

/**
 * SearchCustomItem/: the company's custom items. With text, matches anywhere in description
 * or code (trigram index), closest first; without, the most used first.
 */
export async function searchCustomItems(db: DbOrTx, scope: CompanyScope, text: string, page: PageRequest): Promise<{ count: number; results: CustomItem[] }> {
  const lower = text.toLowerCase();
  const where = scope.where(customItems, lower ? sql`${searchText} like ${containsPattern(lower)}` : undefined);
  const order = lower ? [desc(sql`similarity(${searchText}, ${lower})`), desc(usedCount), desc(customItems.id)] : [desc(usedCount), desc(customItems.id)];
  const { rows, total } = await pagedRows(page, {
    rows: db
      .select({ item: customItems, used: usedCount })
      .from(customItems)
      .where(where)
      .orderBy(...order),
    count: db.select({ n: sql<number>`count(*)::int` }).from(customItems).where(where),
  });
  return {
    count: total,
    results: rows.map(({ item, used }) => ({
      id: item.id,
      description: item.description,
      code: item.code,
      unit: item.unit,
      unit_price: item.unitPrice,
      manufacturer_name: item.manufacturerName,
      used_count: Number(used),
    })),
  };
}
