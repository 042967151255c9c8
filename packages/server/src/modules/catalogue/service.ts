import { and, asc, eq, ne } from 'drizzle-orm';
import { buyerUnitPrice, canEditCatalogueItem, type CatalogueItem, catalogueMessages, type ItemDetail } from '@jobsite/core';
import { baseItemManufacturers, baseItems, companies, manufacturers } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../platform/db';
import { badRequest, fieldErrors, notFound, permissionDenied } from '../../platform/errors';
import { refreshKeywords } from './bulk-load';
import { catalogueItemById, contractPricesFor, findItem, type PagePricing } from './queries';
import { contractPriceScope } from './scope';
import { today } from '../../platform/text-and-dates';
import type { CatalogueCaller } from './caller';

/**
 * Gives a buyer's catalogue items the price it pays (one query for the page): search results,
 * favourites and recent items then show what the BOM line will. A supplier's are left as they are.
 */
/**
 * The same prices read with a search page's items (queries.ts searchCatalogue): a buyer's
 * company and today; none for a supplier, whose items stay as they are.
 */
export const buyerPricing = (caller: CatalogueCaller): PagePricing | undefined => (caller.systemType === 'seller' ? undefined : { companyId: caller.companyId, on: today() });

export async function withBuyerPrices<T extends CatalogueItem>(db: DbOrTx, caller: CatalogueCaller, items: T[]): Promise<T[]> {
  if (caller.systemType === 'seller' || items.length === 0) return items;
  const prices = await contractPricesFor(db, contractPriceScope(caller), [...new Set(items.map((i) => i.id))], today());
  return items.map((item) => ({ ...item, your_price: buyerUnitPrice(item.unit_price, prices.filter((p) => p.base_item_id === item.id)) }));
}

export async function itemDetail(db: DbOrTx, caller: CatalogueCaller, id: number): Promise<ItemDetail> {
  const item = await findItem(db, id);
  const listed = item && (await catalogueItemById(db, id));
  if (!item || !listed) throw notFound();
  const makers = await db
    .select({ id: manufacturers.id, name: manufacturers.name, isPrimary: baseItemManufacturers.isPrimary })
    .from(baseItemManufacturers)
    .innerJoin(manufacturers, eq(manufacturers.id, baseItemManufacturers.manufacturerId))
    .where(eq(baseItemManufacturers.baseItemId, id))
    .orderBy(asc(manufacturers.name));
  const [owner] = item.ownerCompanyId
    ? await db.select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.id, item.ownerCompanyId))
    : [];
  const contract = await contractPricesFor(db, contractPriceScope(caller), [id], today());
  return {
    ...listed,
    ...(caller.systemType === 'seller' ? {} : { your_price: buyerUnitPrice(listed.unit_price, contract) }),
    spec_data: item.specData,
    link: item.link,
    manufacturers: makers.map((m) => ({ id: m.id, name: m.name, is_primary: item.manufacturerId === m.id })),
    owner_company: owner ?? null,
    can_edit: canEditCatalogueItem(caller, item),
    contract_prices: contract,
  };
}

async function editableItem(db: DbOrTx, caller: CatalogueCaller, id: number) {
  const item = await findItem(db, id);
  if (!item) throw notFound();
  if (!canEditCatalogueItem(caller, item)) throw permissionDenied(catalogueMessages.notEditable);
  return item;
}

export async function updateLink(db: Db, caller: CatalogueCaller, id: number, link: string): Promise<ItemDetail> {
  const item = await editableItem(db, caller, id);
  if (item.link === link) throw badRequest(catalogueMessages.noChangesDetected);
  await db.update(baseItems).set({ link, updatedAt: new Date() }).where(eq(baseItems.id, id));
  return itemDetail(db, caller, id);
}

/** Makes a manufacturer the item's primary one (linking it when it was not linked yet). */
export async function updateManufacturer(db: Db, caller: CatalogueCaller, id: number, manufacturerId: number): Promise<ItemDetail> {
  const item = await editableItem(db, caller, id);
  const [maker] = await db.select({ id: manufacturers.id }).from(manufacturers).where(eq(manufacturers.id, manufacturerId));
  if (!maker) throw fieldErrors({ manufacturer_id: catalogueMessages.unknownManufacturer });
  if (item.manufacturerId === manufacturerId) throw badRequest(catalogueMessages.noChangesDetected);
  await db.transaction(async (tx) => {
    await tx.update(baseItems).set({ manufacturerId, updatedAt: new Date() }).where(eq(baseItems.id, id));
    await tx
      .update(baseItemManufacturers)
      .set({ isPrimary: false })
      .where(and(eq(baseItemManufacturers.baseItemId, id), ne(baseItemManufacturers.manufacturerId, manufacturerId)));
    await tx
      .insert(baseItemManufacturers)
      .values({ baseItemId: id, manufacturerId, isPrimary: true })
      .onConflictDoUpdate({ target: [baseItemManufacturers.baseItemId, baseItemManufacturers.manufacturerId], set: { isPrimary: true } });
    await refreshKeywords(tx, [id]);
  });
  return itemDetail(db, caller, id);
}
