import { and, asc, eq, isNull, notExists } from 'drizzle-orm';
import { assetItems, assetModels, contactGroups, projects, shippingItems, toolRequestLines, toolRequestPicks, toolRequests } from '../db/schema/index';
import type { Tx } from '../platform/db';
import { companyScope } from '../platform/scope';
import type { FileStorage } from '../platform/storage';
import { newFileKey } from '../platform/storage';
import { daysFromToday, today } from '../platform/text-and-dates';
import type { AssetCaller } from '../modules/assets/caller';
import { act, createRequest } from '../modules/assets/service';
import type { ShippingCaller } from '../modules/shipping/queries';
import { addAttachment, confirmDelivery, createForm, createReturn, updateCc, updateFields, updateStatus, upsertPackaging } from '../modules/shipping/service';
import { dockPhotoPng, signaturePng } from './demo-images';

/**
 * Shipping forms in every status for the demo's tool requests: pending (with packaging),
 * storage, will call, picked up, ready to ship, in transit, delivered with proof of delivery
 * (a photo and a signature, when file storage is given) and a damaged line sent back on a
 * return, and a canceled one. Runs after seedDemoAssets.
 */
export async function seedDemoShipping(tx: Tx, ids: { contractor: number; warehouseUser: number; foreman: number; buyer: number }, storage?: FileStorage): Promise<void> {
  const scope = companyScope(ids.contractor);
  const wes: ShippingCaller = { accountId: ids.warehouseUser, name: 'Wes Turner', companyId: ids.contractor, staff: false, editor: true, today: today() };
  const luis: ShippingCaller = { accountId: ids.foreman, name: 'Luis Navarro', companyId: ids.contractor, staff: false, editor: false, today: today() };
  const wesAsset: AssetCaller = { accountId: wes.accountId, name: wes.name, companyId: wes.companyId, warehouse: true, today: wes.today };
  const luisAsset: AssetCaller = { accountId: luis.accountId, name: luis.name, companyId: luis.companyId, warehouse: false, today: luis.today };

  const [trucks] = await tx.select({ id: contactGroups.id }).from(contactGroups).where(scope.where(contactGroups, eq(contactGroups.name, 'Summit own trucks')));
  const [metro] = await tx.select({ id: contactGroups.id }).from(contactGroups).where(scope.where(contactGroups, eq(contactGroups.name, 'Metro downtown deliveries')));
  const project = async (name: string) => (await tx.select({ id: projects.id }).from(projects).where(scope.where(projects, eq(projects.name, name))))[0]?.id;
  const tower = await project('DMC Tower A - Core and Shell');
  const garage = await project('DMC Parking Structure');
  if (!trucks || !tower || !garage) return;
  const requestByNotes = async (notes: string) => (await tx.select({ id: toolRequests.id }).from(toolRequests).where(scope.where(toolRequests, eq(toolRequests.notes, notes))))[0]?.id;
  const modelId = async (code: string) => (await tx.select({ id: assetModels.id }).from(assetModels).where(scope.where(assetModels, eq(assetModels.code, code))))[0].id;
  /** Items of a model on the shelf, not picked for any request. */
  const freeItems = async (code: string, n: number) =>
    (
      await tx
        .select({ id: assetItems.id })
        .from(assetItems)
        .where(
          scope.where(
            assetItems,
            eq(assetItems.modelId, await modelId(code)),
            isNull(assetItems.projectId),
            eq(assetItems.status, 'ok'),
            notExists(tx.select({ id: toolRequestPicks.id }).from(toolRequestPicks).where(and(eq(toolRequestPicks.itemId, assetItems.id), isNull(toolRequestPicks.shippedAt)))),
          ),
        )
        .orderBy(asc(assetItems.id))
        .limit(n)
    ).map((r) => r.id);
  /** A picked request for the project: the models and counts, ready to ship. */
  const pickedRequest = async (projectId: number, notes: string, lines: [string, number][]) => {
    const id = await createRequest(tx, scope, luisAsset, {
      service: 'tool',
      project_id: projectId,
      warehouse_id: null,
      need_by_date: daysFromToday(1),
      expected_return_date: daysFromToday(30),
      notes,
      lines: await Promise.all(lines.map(async ([code, quantity]) => ({ model_id: await modelId(code), quantity, note: '' }))),
      draft: false,
    });
    await act(tx, scope, wesAsset, id, 'acknowledge', {});
    await pickFromShelf(id, lines);
    return id;
  };
  /** The warehouse picks items on the shelf for each line of an acknowledged request (a form ships only what is picked). */
  async function pickFromShelf(id: number, lines: [string, number][]) {
    const lineRows = await tx.select({ id: toolRequestLines.id }).from(toolRequestLines).where(eq(toolRequestLines.requestId, id)).orderBy(asc(toolRequestLines.id));
    const picks = [];
    for (const [i, [code, quantity]] of lines.entries()) for (const item of await freeItems(code, quantity)) picks.push({ line_id: lineRows[i].id, item_id: item, quantity: 1 });
    await act(tx, scope, wesAsset, id, 'pick', { picks });
  }
  const address = { Field_1: '1800 Blake St', Field_2: 'Gate 3, ramp entrance', city: 'Denver', state: 'CO', zip: '80202', country: 'USA', note: '', type: '', work_phone: '' };

  // pending: the Tower A drills and benders, being prepared: the form made first, the items picked
  // since (they go on the form as it leaves)
  const towerReq = await requestByNotes('Level 6 rough-in starts Monday');
  if (towerReq) {
    const f = await createForm(tx, scope, wes, { tool_request_id: towerReq });
    await act(tx, scope, wesAsset, towerReq, 'acknowledge', {});
    await pickFromShelf(towerReq, [
      ['DRL-18V', 3],
      ['BND-EMT', 2],
    ]);
    await upsertPackaging(tx, scope, wes, f, { type: 'box', quantity: 2, unit_type: 'US', length: 24, width: 18, height: 12, weight: 35 });
    await updateCc(tx, scope, wes, f, { add_user_id: ids.buyer });
  }
  // ready to ship: the spider boxes on the company's own truck, on a pallet
  const tempReq = await requestByNotes('Two spider boxes for level 4');
  if (tempReq) {
    await pickFromShelf(tempReq, [['TP-SPIDER', 2]]);
    const f = await createForm(tx, scope, wes, { tool_request_id: tempReq });
    await updateFields(tx, scope, wes, f, { field_to_update: 'delivery_by_contact_group', delivery_by_contact_group_id: trucks.id });
    await upsertPackaging(tx, scope, wes, f, { type: 'pallet', quantity: 1, unit_type: 'US', length: null, width: null, height: null, weight: 210 });
    await updateStatus(tx, scope, wes, f, 'ready-to-ship');
  }
  // storage: the Back-ordered band saw waits in the yard until the ramp pour is done
  const garageReq = await requestByNotes('Rigid conduit runs in the ramps');
  if (garageReq) {
    const f = await createForm(tx, scope, wes, { tool_request_id: garageReq });
    await updateFields(tx, scope, wes, f, { field_to_update: 'instructions', instructions: 'Hold until the ramp pour is done; call Luis before loading.' });
    await updateStatus(tx, scope, wes, f, 'storage');
  }
  // in transit: two cordless drills on the supplier's truck today
  const drills = await pickedRequest(garage, 'Cordless drills for the stair towers', [['DRL-18V', 2]]);
  {
    const f = await createForm(tx, scope, wes, { tool_request_id: drills });
    await updateFields(tx, scope, wes, f, { field_to_update: 'shipping_details', shipping_date: today(), shipping_address: address });
    await updateFields(tx, scope, wes, f, { field_to_update: 'delivery_by_contact_group', delivery_by_contact_group_id: (metro ?? trucks).id });
    await updateFields(tx, scope, wes, f, { field_to_update: 'external_tracking_num', external_tracking_num: 'MET-48213' });
    await updateStatus(tx, scope, wes, f, 'ready-to-ship');
    await confirmDelivery(tx, scope, wes, f, { new_status: 'in transit', user_name: 'Dale (Metro truck 12)', notes: 'Left the yard 7:40', received_by: '', added_attachments: false, attachment_keys: [], exceptions: [] });
  }
  // delivered with proof of delivery; a bender arrived bent and goes back on a return
  const kit = await pickedRequest(garage, 'Gang box and bender for level P2', [
    ['GBX-48', 1],
    ['BND-EMT', 1],
  ]);
  {
    const f = await createForm(tx, scope, wes, { tool_request_id: kit });
    await updateFields(tx, scope, wes, f, { field_to_update: 'shipping_details', shipping_date: daysFromToday(-2), shipping_address: address });
    await updateFields(tx, scope, wes, f, { field_to_update: 'delivery_by_contact_group', delivery_by_contact_group_id: trucks.id });
    await upsertPackaging(tx, scope, wes, f, { type: 'custom', quantity: 1, unit_type: 'metric', length: 1220, width: 610, height: 700, weight: 68 });
    await updateStatus(tx, scope, wes, f, 'ready-to-ship');
    await confirmDelivery(tx, scope, wes, f, { new_status: 'in transit', user_name: 'Marco (Summit truck 3)', notes: '', received_by: '', added_attachments: false, attachment_keys: [], exceptions: [] });
    const keys: string[] = [];
    if (storage) {
      for (const [name, kind, bytes] of [
        ['dock-photo.png', 'photo', dockPhotoPng()],
        ['signature.png', 'signature', signaturePng()],
      ] as const) {
        const key = newFileKey(ids.contractor, 'shipping');
        await storage.put(key, bytes, 'image/png');
        await addAttachment(tx, scope, luis, f, { key, name, size: bytes.length, contentType: 'image/png', kind });
        keys.push(key);
      }
    }
    const items = await tx.select().from(shippingItems).where(eq(shippingItems.formId, f));
    const bender = items.find((i) => i.code === 'BND-EMT' || i.name.startsWith('EMT hand bender'));
    await confirmDelivery(tx, scope, luis, f, {
      new_status: 'delivered',
      user_name: 'Marco (Summit truck 3)',
      received_by: 'Luis Navarro',
      notes: 'Bender shoe cracked in transit',
      added_attachments: keys.length > 0,
      attachment_keys: keys,
      exceptions: bender ? [{ shipping_item_id: bender.id, exception: 'damaged', quantity: 1 }] : [],
    });
    if (bender) {
      await createReturn(tx, scope, luis, f, {
        user_name: 'Luis Navarro',
        delivery_by_name: 'Marco (Summit truck 3)',
        shipping_date: daysFromToday(1),
        return_items: [{ shipping_item_id: bender.id, quantity: 1 }],
        instructions: 'Damaged on delivery: send to repair',
        external_tracking_num: '',
      });
    }
  }
  // will call: a ladder the foreman collects at the counter; another one already picked up
  for (const [notes, status] of [
    ['Ladder for the electrical room', 'will call'],
    ['Ladder for the generator pad', 'picked'],
  ] as const) {
    const req = await pickedRequest(tower, notes, [['LAD-8', 1]]);
    const f = await createForm(tx, scope, wes, { tool_request_id: req });
    await updateStatus(tx, scope, wes, f, 'will call');
    if (status === 'picked') await updateStatus(tx, scope, wes, f, 'picked');
  }
  // canceled: the generator was not needed after all
  const gen = await createRequest(tx, scope, luisAsset, {
    service: 'temp_power',
    project_id: tower,
    warehouse_id: null,
    need_by_date: daysFromToday(4),
    expected_return_date: daysFromToday(20),
    notes: 'Backup generator for the crane weekend',
    lines: [{ model_id: await modelId('TP-GEN25'), quantity: 1, note: '' }],
    draft: false,
  });
  const genForm = await createForm(tx, scope, wes, { tool_request_id: gen });
  await updateStatus(tx, scope, wes, genForm, 'canceled');
}
