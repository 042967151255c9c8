import { sql } from 'drizzle-orm';
import { manufacturers, productCategories, productGroups } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import type { GeneratedItem } from '../../seed/catalogue/types';

const key = (s: string) => s.trim().toLowerCase();

/** Rows of a raw query; PGlite and node-postgres both answer with `rows`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface CatalogueNames {
  manufacturers: Map<string, number>;
  categories: Map<string, number>;
  /** key: `${categoryId}:${lower(name)}` */
  groups: Map<string, number>;
}

/** Manufacturers, categories and groups by name, creating the ones that are missing. */
export async function ensureCatalogueNames(
  tx: DbOrTx,
  wanted: { manufacturers: string[]; categories: string[]; groups: { category: string; name: string; code: string }[] },
): Promise<CatalogueNames> {
  const uniq = (names: string[]) => [...new Map(names.map((n) => [key(n), n.trim()])).values()];
  const mfrs = uniq(wanted.manufacturers);
  if (mfrs.length) await tx.insert(manufacturers).values(mfrs.map((name) => ({ name }))).onConflictDoNothing();
  const cats = uniq(wanted.categories);
  if (cats.length) await tx.insert(productCategories).values(cats.map((name) => ({ name }))).onConflictDoNothing();
  const names: CatalogueNames = { manufacturers: new Map(), categories: new Map(), groups: new Map() };
  for (const m of await tx.select({ id: manufacturers.id, name: manufacturers.name }).from(manufacturers)) names.manufacturers.set(key(m.name), m.id);
  for (const c of await tx.select({ id: productCategories.id, name: productCategories.name }).from(productCategories)) names.categories.set(key(c.name), c.id);
  const groups = [
    ...new Map(
      wanted.groups.map((g) => {
        const categoryId = names.categories.get(key(g.category))!;
        return [`${categoryId}:${key(g.name)}`, { categoryId, name: g.name.trim(), code: g.code }];
      }),
    ).values(),
  ];
  if (groups.length) await tx.insert(productGroups).values(groups).onConflictDoNothing();
  for (const g of await tx.select({ id: productGroups.id, categoryId: productGroups.categoryId, name: productGroups.name }).from(productGroups)) {
    names.groups.set(`${g.categoryId}:${key(g.name)}`, g.id);
  }
  return names;
}

/**
 * Moves the catalogue search indexes' pending entries into the indexes proper, after a bulk write.
 * GIN keeps new entries in a pending list (up to 4 MB) that every search scans in full until it
 * fills or autovacuum runs, which for a catalogue of 1,000,000 items waits for 200,000 new rows:
 * 8,000 imported rows left 132 pending pages and made an exact-number search's trigram scan
 * 0.85 -> 2.4 ms until flushed (decision record 026). The flush is work the next fill or vacuum
 * would do anyway; imports and the demo seed call it when they finish writing.
 */
export async function flushSearchIndexes(db: DbOrTx): Promise<void> {
  await db.execute(sql`select gin_clean_pending_list('base_items_search_idx'::regclass), gin_clean_pending_list('base_items_code_trgm_idx'::regclass)`);
}

/**
 * Inserts generated items with their options and manufacturer links in batches; the
 * demo seed and the benchmark use it. Returns the new ids in input order.
 */
export async function loadCatalogue(tx: DbOrTx, items: GeneratedItem[], opts: { ownerCompanyId?: number | null; batchSize?: number } = {}): Promise<number[]> {
  const names = await ensureCatalogueNames(tx, {
    manufacturers: items.flatMap((i) => [i.manufacturer, ...i.alternates]),
    categories: items.map((i) => i.category),
    groups: items.map((i) => ({ category: i.category, name: i.group, code: i.groupCode })),
  });
  const batchSize = opts.batchSize ?? 2000;
  const ids: number[] = [];
  // Each batch travels as one JSON parameter: far fewer bound values than a VALUES list.
  for (let start = 0; start < items.length; start += batchSize) {
    const batch = items.slice(start, start + batchSize);
    const json = batch.map((i) => {
      const categoryId = names.categories.get(key(i.category))!;
      return {
        code: i.code,
        upc: i.upc,
        description: i.description,
        category_id: categoryId,
        group_id: names.groups.get(`${categoryId}:${key(i.group)}`)!,
        manufacturer_id: names.manufacturers.get(key(i.manufacturer))!,
        unit: i.unit,
        price: i.unitPrice,
        spec: i.spec,
        keywords: [i.manufacturer, ...i.alternates, i.category, i.group].join(' '),
      };
    });
    const inserted = await tx.execute(sql`
      insert into base_items (base_item_code, product_code, description, category_id, product_group_id, manufacturer_id, unit, unit_price, spec_data, keywords, owner_company_id)
      select x.code, x.upc, x.description, x.category_id, x.group_id, x.manufacturer_id, x.unit, x.price, x.spec, x.keywords, ${opts.ownerCompanyId ?? null}::int
      from jsonb_to_recordset(${JSON.stringify(json)}::jsonb) as x(code text, upc text, description text, category_id int, group_id int, manufacturer_id int, unit text, price numeric, spec jsonb, keywords text)
      returning id, lower(base_item_code) as code`);
    const idOf = new Map(rowsOf<{ id: number; code: string }>(inserted).map((r) => [r.code, Number(r.id)]));
    const batchIds = batch.map((i) => idOf.get(key(i.code))!);
    ids.push(...batchIds);
    const options = batch.flatMap((item, n) => item.options.map((o) => ({ item: batchIds[n], name: o.name, qty: o.quantity, dflt: o.isDefault })));
    if (options.length) {
      await tx.execute(sql`
        insert into base_item_options (base_item_id, name, package_quantity, is_default)
        select x.item, x.name, x.qty, x.dflt from jsonb_to_recordset(${JSON.stringify(options)}::jsonb) as x(item int, name text, qty numeric, dflt boolean)`);
    }
    const links = batch.flatMap((item, n) =>
      [...new Set([item.manufacturer, ...item.alternates].map((m) => names.manufacturers.get(key(m))!))].map((m, i) => ({ item: batchIds[n], mfr: m, primary: i === 0 })),
    );
    if (links.length) {
      await tx.execute(sql`
        insert into base_item_manufacturers (base_item_id, manufacturer_id, is_primary)
        select x.item, x.mfr, x.primary from jsonb_to_recordset(${JSON.stringify(links)}::jsonb) as x(item int, mfr int, "primary" boolean)`);
    }
  }
  return ids;
}

/** Recomputes the search keywords (manufacturers, category, group) of some items. */
export async function refreshKeywords(tx: DbOrTx, itemIds: number[]): Promise<void> {
  for (let start = 0; start < itemIds.length; start += 5000) {
    const ids = itemIds.slice(start, start + 5000);
    await tx.execute(sql`
      update base_items bi set keywords = concat_ws(' ',
        (select string_agg(m.name, ' ' order by l.is_primary desc, m.name) from base_item_manufacturers l join manufacturers m on m.id = l.manufacturer_id where l.base_item_id = bi.id),
        c.name, g.name)
      from product_categories c, product_groups g
      where c.id = bi.category_id and g.id = bi.product_group_id and bi.id = any(${`{${ids.join(',')}}`}::int[])`);
  }
}
