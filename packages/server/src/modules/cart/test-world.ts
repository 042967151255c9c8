import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { catalogueItem, makeCatalogueItems, makeContractPrice } from '../../../test/catalogue-factories';
import type { TestApp } from '../../../test/helper';
import { baseItemOptions, baseItems, cartItems, manufacturers } from '../../db/schema/index';
import { companyScope } from '../../platform/scope';
import { createProject } from '../projects/service';
import { projectWorld } from '../projects/test-world';
import { addCatalogueLines, addCustomLines, type CatalogueLineInput, type CustomLineInput } from './lines';

let serial = 0;

/**
 * The project world plus a small catalogue (a conduit with two package options and two
 * makers, a breaker with a contract price, a wire reel), two projects of the contractor
 * and one of the other company, for the cart tests. Used by tests only.
 */
export async function cartWorld(t: TestApp) {
  const w = await projectWorld(t);
  const tag = `${++serial}${Date.now().toString(36).slice(-4)}`.toUpperCase();
  const [conduit, breaker, wire] = await makeCatalogueItems(t.db, [
    catalogueItem({
      code: `CW${tag}-EMT050`,
      description: `1/2 in EMT Conduit ${tag}`,
      manufacturer: 'Allied Tube & Conduit',
      alternates: ['Wheatland Tube'],
      unit: 'FT',
      unitPrice: 0.62,
      options: [
        { name: 'Per foot', quantity: 1, isDefault: false },
        { name: '10 ft stick', quantity: 10, isDefault: true },
      ],
    }),
    catalogueItem({ code: `CW${tag}-QO120`, description: `QO breaker 20A ${tag}`, manufacturer: 'Square D', unitPrice: 9.8 }),
    catalogueItem({ code: `CW${tag}-THHN12`, description: `THHN 12 AWG wire ${tag}`, manufacturer: 'Southwire', unit: 'FT', unitPrice: 0.21, options: [{ name: '500 ft reel', quantity: 500, isDefault: true }] }),
  ]);
  await makeContractPrice(t.db, { buyerId: w.company.id, supplierId: w.supplier.id, itemId: breaker, price: 7.5 });
  const options = await t.db.select().from(baseItemOptions).where(eq(baseItemOptions.baseItemId, conduit)).orderBy(asc(baseItemOptions.packageQuantity));
  const [perFoot, stick] = options;
  const makerId = async (name: string) => (await t.db.select({ id: manufacturers.id }).from(manufacturers).where(eq(manufacturers.name, name)))[0].id;
  const allied = await makerId('Allied Tube & Conduit');
  const wheatland = await makerId('Wheatland Tube');
  const squareD = await makerId('Square D');
  const [wireOption] = await t.db.select().from(baseItemOptions).where(eq(baseItemOptions.baseItemId, wire));
  const [breakerRow] = await t.db.select().from(baseItems).where(eq(baseItems.id, breaker));

  const project = await w.make({ name: `Cart job ${tag}` });
  const project2 = await w.make({ name: `Second job ${tag}` });
  const otherProject = await t.db.transaction((tx) =>
    createProject(tx, companyScope(w.other.id), { id: w.stranger.id, isStaff: false }, { name: `Their job ${tag}`, main_job_num: '', is_create_group: false, is_work_order: false, status: 'active' }),
  );

  const ctxOf = (projectId: number, companyId = w.company.id, accountId = w.buyer.id) => ({ scope: companyScope(companyId), project: { id: projectId }, accountId });
  /** Adds catalogue lines straight through the service (no HTTP), answering their ids. */
  const addLines = (projectId: number, lines: CatalogueLineInput[], companyId = w.company.id, accountId = w.buyer.id) =>
    t.db.transaction((tx) => addCatalogueLines(tx, ctxOf(projectId, companyId, accountId), lines));
  const addCustom = (projectId: number, lines: CustomLineInput[], companyId = w.company.id) => t.db.transaction((tx) => addCustomLines(tx, ctxOf(projectId, companyId), lines));
  /** Every line of a project as stored, in position order (to prove a failed call changed nothing). */
  const rowsOf = (projectId: number) => t.db.select().from(cartItems).where(eq(cartItems.projectId, projectId)).orderBy(asc(cartItems.position), asc(cartItems.id));
  const call = (as: (o: InjectOptions) => Promise<LightMyRequestResponse>, projectId: number, payload: object) =>
    as({ method: 'POST', url: `/api/v1/projects/${projectId}/`, payload });

  return {
    ...w,
    tag,
    items: { conduit, breaker, wire },
    breakerCode: breakerRow.baseItemCode,
    options: { perFoot: perFoot.id, stick: stick.id, wireReel: wireOption.id },
    makers: { allied, wheatland, squareD },
    project,
    project2,
    otherProject,
    addLines,
    addCustom,
    rowsOf,
    call,
  };
}
export type CartWorld = Awaited<ReturnType<typeof cartWorld>>;
