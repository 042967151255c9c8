import { and, asc, eq, ilike, isNull } from 'drizzle-orm';
import { baseItems, cartItems, projectProductListItems, projects } from '../db/schema/index';
import type { Tx } from '../platform/db';
import { companyScope } from '../platform/scope';
import { changeItems } from '../modules/product-lists/items';
import type { ListCaller } from '../modules/product-lists/queries';
import { createReel, cutFromReel } from '../modules/product-lists/reels';
import { changeList, createTag, setListTags } from '../modules/product-lists/service';
import { bulkSetBin, createBin, receiveItem } from '../modules/product-lists/stock';

/**
 * Product lists on the demo jobs, made through the product-list services: the science wing's
 * rough-in list with two sublists and tags, its items in job-site bins with what was received
 * on site, the Calgary switchgear room list shared with Metro Electric Supply (with a supplier
 * note) and its sublist Panel MHA (which Metro sees through it; a rental item with dates and a
 * typed wire item to find in the catalogue), a completed list, and two cable reels of feeder
 * wire, one partly used.
 */
export async function seedDemoProductLists(tx: Tx, ids: { contractor: number; supplier: number; buyer: number; foreman: number }): Promise<void> {
  const scope = companyScope(ids.contractor);
  const caller: ListCaller = { accountId: ids.buyer, name: 'Dana Whitfield', companyId: ids.contractor, scope };
  const projectNamed = async (name: string) => (await tx.select().from(projects).where(and(eq(projects.companyId, ids.contractor), eq(projects.name, name))))[0];
  const linesOf = async (projectId: number) =>
    tx
      .select({ id: cartItems.id, description: baseItems.description })
      .from(cartItems)
      .leftJoin(baseItems, eq(baseItems.id, cartItems.baseItemId))
      .where(and(eq(cartItems.companyId, ids.contractor), eq(cartItems.projectId, projectId)))
      .orderBy(asc(cartItems.position), asc(cartItems.id));
  const list = async (projectId: number, name: string, description = '', parentId?: number) =>
    (await changeList(tx, caller, { action: 'create', project_id: projectId, name, description, parent_id: parentId })) as number;
  const fromBom = async (listId: number, lineIds: number[]) => (lineIds.length ? changeItems(tx, caller, { action: 'add_from_bom', list_id: listId, cart_item_ids: lineIds }) : []);

  const roughIn = await createTag(tx, scope, { name: 'Rough-in', color: '#1c7ed6' });
  const urgent = await createTag(tx, scope, { name: 'Urgent', color: 'red' });
  const lighting = await createTag(tx, scope, { name: 'Lighting', color: 'yellow' });
  const gear = await createTag(tx, scope, { name: 'Switchgear', color: 'grape' });

  const school = await projectNamed('Golden High School Science Wing');
  if (school) {
    const lines = await linesOf(school.id);
    const main = await list(school.id, 'Science wing rough-in', 'Raceway, boxes and wire for the new wing; first four lines came on the received Metro order.');
    const labs = await list(school.id, 'Level 1 labs', 'Lab casework and bench power', main);
    const classrooms = await list(school.id, 'Level 2 classrooms', '', main);
    await setListTags(tx, scope, main, [roughIn, urgent]);
    await setListTags(tx, scope, classrooms, [lighting]);
    const received = await fromBom(main, lines.slice(0, 4).map((l) => l.id));
    const labItems = await fromBom(labs, lines.slice(4, 8).map((l) => l.id));
    await fromBom(classrooms, lines.slice(8, 11).map((l) => l.id));
    await changeItems(tx, caller, { action: 'add', list_id: labs, description: 'Fire caulk, intumescent, 10.1 oz tube', code: 'FS-ONE', manufacturer: 'Hilti', unit: 'EA', quantity: 24, phase_code: '26-05-00' });

    const gangBox = await createBin(tx, scope, { project_id: school.id, code: 'GB-1', name: 'Gang box by stair 1' });
    const trailer = await createBin(tx, scope, { project_id: school.id, code: 'TR-A', name: 'Trailer shelf A' });
    const room = await createBin(tx, scope, { project_id: school.id, code: 'ER-104', name: 'Electrical room 104' });
    if (received.length) await bulkSetBin(tx, scope, { list_item_ids: received, bin_id: gangBox.id, confirm: true });
    if (labItems.length) await bulkSetBin(tx, scope, { list_item_ids: labItems, bin_id: room.id, confirm: true });
    // the received order is on site: most in the gang box, the overflow on the trailer shelf
    const items = received.length ? await tx.select().from(projectProductListItems).where(scope.where(projectProductListItems, eq(projectProductListItems.listId, main))) : [];
    for (const [n, item] of items.entries()) {
      const quantity = Number(item.quantity);
      if (n === 0 && quantity > 1) {
        const part = Math.floor(quantity / 2);
        await receiveItem(tx, scope, item.id, { quantity: part });
        await receiveItem(tx, scope, item.id, { quantity: Number((quantity - part).toFixed(3)), bin_id: trailer.id });
      } else if (quantity > 0) {
        await receiveItem(tx, scope, item.id, { quantity });
      }
    }
  }

  const calgary = await projectNamed('Calgary DC Phase 1 - Warehouse');
  if (calgary) {
    const lines = await linesOf(calgary.id);
    const switchgear = await list(calgary.id, 'Warehouse switchgear room', 'Gear, feeders and terminations for MSB and panel MHA');
    await setListTags(tx, scope, switchgear, [gear, urgent]);
    const shared = await fromBom(switchgear, lines.slice(0, 5).map((l) => l.id));
    await changeList(tx, caller, { action: 'share', list_id: switchgear, supplier_company_id: ids.supplier });
    if (shared.length) {
      await tx
        .update(projectProductListItems)
        .set({ sellerNote: 'Ships from the Springs branch; call 30 minutes ahead of the truck.' })
        .where(scope.where(projectProductListItems, eq(projectProductListItems.id, shared[0])));
    }
    // a sublist of the shared list: Metro sees it through its parent (decision record 017); a
    // rental item with its dates, and a typed item to match to the catalogue (Find in catalogue)
    const panel = await list(calgary.id, 'Panel MHA', 'Breakers and the temporary panel for MHA', switchgear);
    await fromBom(panel, lines.slice(5, 7).map((l) => l.id));
    const [temp] = await changeItems(tx, caller, { action: 'add', list_id: panel, description: 'Temporary power panel 100 A, 42 circuit, rental', unit: 'EA', quantity: 1, phase_code: '26-24-16' });
    await changeItems(tx, caller, { action: 'update', list_item_id: temp, rental_start_date: '2026-12-07', rental_end_date: '2027-03-26' });
    await changeItems(tx, caller, { action: 'add', list_id: panel, description: 'THHN 12 AWG stranded copper wire, black', code: 'FIELD-12B', unit: 'FT', quantity: 500 });
    const done = await list(calgary.id, 'Site lighting poles', 'Installed and inspected');
    await changeList(tx, caller, { action: 'set_completed', list_id: done, completed: true });

    // feeder wire on reels in the electrical room: a BOM wire line no list has yet, or a wire item of its own
    const [wireLine] = await tx
      .select({ id: cartItems.id })
      .from(cartItems)
      .innerJoin(baseItems, eq(baseItems.id, cartItems.baseItemId))
      .where(and(eq(cartItems.companyId, ids.contractor), eq(cartItems.projectId, calgary.id), ilike(baseItems.description, 'THHN%'), isNull(cartItems.projectProductListItemId)))
      .orderBy(asc(cartItems.position))
      .limit(1);
    const feeders = await list(calgary.id, 'Feeder wire', 'Wire pulled from reels');
    const [itemId] = wireLine
      ? await fromBom(feeders, [wireLine.id])
      : await changeItems(tx, caller, { action: 'add', list_id: feeders, description: 'THHN/THWN-2 12 AWG Stranded Copper Building Wire, Black', unit: 'FT', quantity: 1500, is_cable: true });
    const room = await createBin(tx, scope, { project_id: calgary.id, code: 'ER-1', name: 'Electrical room' });
    await bulkSetBin(tx, scope, { list_item_ids: [itemId], bin_id: room.id, confirm: true });
    const r101 = await createReel(tx, scope, { list_item_id: itemId, reel_number: 'R-101', length: 1000 });
    await cutFromReel(tx, scope, ids.foreman, r101.id, { length: 250, note: 'Panel MHA feeder' });
    await createReel(tx, scope, { list_item_id: itemId, reel_number: 'R-102', length: 500 });
  }
}
