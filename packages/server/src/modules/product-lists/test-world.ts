import { asc } from 'drizzle-orm';
import type { TestApp } from '../../../test/helper';
import {
  cableReels,
  cartItems,
  jobSiteBins,
  jobSiteStock,
  productListTagLinks,
  productListTags,
  projectProductListItems,
  projectProductLists,
  suppliers,
} from '../../db/schema/index';
import { cartWorld } from '../cart/test-world';

/**
 * The cart world plus BOM lines on two projects of the contractor and one of the other
 * company, the contractor's supplier entry for the seller company, and helpers for the
 * product-list calls. Used by tests only.
 */
export async function listWorld(t: TestApp) {
  const w = await cartWorld(t);
  const bom = await w.addLines(w.project.id, [
    { baseItemId: w.items.conduit, packageCount: 10, phaseCode: { code: '02', name: 'Rough-in' } },
    { baseItemId: w.items.breaker, packageCount: 4 },
    { baseItemId: w.items.wire, packageCount: 2 },
  ]);
  const [custom] = await w.addCustom(w.project.id, [{ description: 'Pull box 12x12x6', code: 'PB-12', unit: 'EA', unitPrice: 18.5, manufacturerName: 'Hoffman', packageCount: 3 }]);
  const [sibling] = await w.addLines(w.project2.id, [{ baseItemId: w.items.wire, packageCount: 1 }]);
  const [foreign] = await w.addLines(w.otherProject.id, [{ baseItemId: w.items.wire, packageCount: 1 }], w.other.id, w.stranger.id);
  const [supplier] = await t.db.insert(suppliers).values({ companyId: w.company.id, name: `Metro ${w.tag}`, supplierCompanyId: w.supplier.id }).returning();

  type As = typeof w.asBuyer;
  const post = (as: As, url: string, payload: object = {}) => as({ method: 'POST', url: `/api/v1/${url}`, payload });
  const get = (as: As, url: string) => as({ method: 'GET', url: `/api/v1/${url}` });
  const list = (as: As, payload: object) => post(as, 'UpdateProductList/', payload);
  const item = (as: As, payload: object) => post(as, 'UpdateProductListItem/', payload);
  /** Makes a list through the API as the buyer, answering its id. */
  const makeList = async (name: string, projectId = w.project.id, parentId?: number) => {
    const res = await list(w.asBuyer, { action: 'create', project_id: projectId, name, parent_id: parentId });
    if (res.statusCode !== 200) throw new Error(`list not made: ${res.body}`);
    return res.json().id as number;
  };
  /** Everything a refused call must leave as it was. */
  const snapshot = async () => ({
    lists: await t.db.select().from(projectProductLists).orderBy(asc(projectProductLists.id)),
    items: await t.db.select().from(projectProductListItems).orderBy(asc(projectProductListItems.id)),
    tags: await t.db.select().from(productListTags).orderBy(asc(productListTags.id)),
    links: await t.db.select().from(productListTagLinks),
    bins: await t.db.select().from(jobSiteBins).orderBy(asc(jobSiteBins.id)),
    stock: await t.db.select().from(jobSiteStock).orderBy(asc(jobSiteStock.id)),
    reels: await t.db.select().from(cableReels).orderBy(asc(cableReels.id)),
    bom: await t.db.select().from(cartItems).orderBy(asc(cartItems.id)),
  });
  return { ...w, bom: { conduit: bom[0], breaker: bom[1], wire: bom[2], custom, sibling, foreign }, supplierId: supplier.id, post, get, list, item, makeList, snapshot };
}
export type ListWorld = Awaited<ReturnType<typeof listWorld>>;
