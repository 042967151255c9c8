import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AssetService } from '@jobsite/core';
import { assetCustody, assetItems, binLocations, projects, suppliers, toolRequestLines, toolRequests, warehouses } from '../db/schema/index';
import type { Tx } from '../platform/db';
import { companyScope } from '../platform/scope';
import { daysFromToday, today } from '../platform/text-and-dates';
import { closeAudit, createAudit, markInAudit } from '../modules/assets/audits';
import type { AssetCaller } from '../modules/assets/caller';
import { act, createItem, createModel, createRequest, startReturn } from '../modules/assets/service';
import { actOnStockOrder, createStockOrder } from '../modules/assets/stock-orders';

interface ModelSeed {
  service: AssetService;
  code: string;
  name: string;
  category: string;
  manufacturer: string;
  rate: number;
  costCode: string;
  count: number;
  kit?: { name: string; quantity: number }[];
  unit?: string;
  reorderPoint?: number;
  /** Stock: the quantity on each bin. */
  stock?: number[];
}

const MODELS: ModelSeed[] = [
  { service: 'tool', code: 'HD-SDS', name: 'SDS-Plus hammer drill', category: 'Power tools', manufacturer: 'Hilti', rate: 18, costCode: 'E-100', count: 5, kit: [{ name: '22V battery', quantity: 2 }, { name: 'Charger', quantity: 1 }] },
  { service: 'tool', code: 'DRL-18V', name: '18V cordless drill/driver', category: 'Power tools', manufacturer: 'Milwaukee', rate: 6, costCode: 'E-100', count: 6 },
  { service: 'tool', code: 'BS-PORT', name: 'Portable band saw', category: 'Power tools', manufacturer: 'Milwaukee', rate: 12, costCode: 'E-100', count: 3 },
  { service: 'tool', code: 'THR-300', name: 'Pipe threader 1/2–2 in', category: 'Threading', manufacturer: 'RIDGID', rate: 45, costCode: 'E-200', count: 2, kit: [{ name: 'Threading machine', quantity: 1 }, { name: 'Die head', quantity: 3 }, { name: 'Stand', quantity: 1 }] },
  { service: 'tool', code: 'BND-EMT', name: 'EMT hand bender 3/4 in', category: 'Benders', manufacturer: 'Greenlee', rate: 2.5, costCode: 'E-100', count: 4 },
  { service: 'tool', code: 'LAD-8', name: '8 ft fiberglass step ladder', category: 'Access', manufacturer: 'Werner', rate: 3, costCode: 'E-300', count: 6 },
  { service: 'tool', code: 'GBX-48', name: 'Job site gang box 48 in', category: 'Storage', manufacturer: 'Knaack', rate: 4, costCode: 'E-300', count: 3 },
  { service: 'prefab', code: 'PF-WHIP6', name: 'MC lighting whip, 6 ft', category: 'Whips', manufacturer: 'Summit Prefab Shop', rate: 0, costCode: 'M-200', count: 4 },
  { service: 'prefab', code: 'PF-BOXL2', name: 'Device box assembly, level 2', category: 'Box assemblies', manufacturer: 'Summit Prefab Shop', rate: 0, costCode: 'M-200', count: 3 },
  { service: 'stock', code: 'ST-THHN12', name: 'THHN 12 AWG wire, black', category: 'Wire', manufacturer: 'Southwire', rate: 0, costCode: 'M-100', count: 0, unit: 'FT', reorderPoint: 2000, stock: [2500, 1500] },
  { service: 'stock', code: 'ST-EMT34C', name: '3/4 in EMT set-screw connector', category: 'Fittings', manufacturer: 'Bridgeport', rate: 0, costCode: 'M-100', count: 0, unit: 'EA', reorderPoint: 200, stock: [150] },
  { service: 'temp_power', code: 'TP-SPIDER', name: 'Spider box 50A', category: 'Distribution', manufacturer: 'Lex Products', rate: 9, costCode: 'E-400', count: 4 },
  { service: 'temp_power', code: 'TP-GEN25', name: '25 kW towable generator', category: 'Generators', manufacturer: 'Generac', rate: 85, costCode: 'E-400', count: 2 },
];

/**
 * Demo warehouse assets for the contractor: models and items of every service in its
 * warehouses' bins, some out on jobs through real requests (one overdue, one Back-ordered,
 * one waiting to be picked, a return on its way), one in servicing, one needing certification,
 * and a closed audit of the tool crib with an item missing. Built through the same service
 * functions the API uses, so the history and charges are what the app would have recorded.
 */
export async function seedDemoAssets(tx: Tx, ids: { contractor: number; warehouseUser: number; foreman: number; buyer: number }): Promise<void> {
  const scope = companyScope(ids.contractor);
  const warehouseCaller: AssetCaller = { accountId: ids.warehouseUser, name: 'Wes Turner', companyId: ids.contractor, warehouse: true, today: today() };
  const foremanCaller: AssetCaller = { accountId: ids.foreman, name: 'Luis Navarro', companyId: ids.contractor, warehouse: false, today: today() };
  const homes = await tx.select().from(warehouses).where(eq(warehouses.companyId, ids.contractor));
  const bins = await tx
    .select()
    .from(binLocations)
    .where(
      inArray(
        binLocations.warehouseId,
        homes.map((h) => h.id),
      ),
    );
  const typeOf: Record<AssetService, string> = { tool: 'Tools', prefab: 'Prefab', stock: 'Stock', temp_power: 'Temp Power' };
  const homeOf = (service: AssetService) => homes.find((h) => h.type === typeOf[service]);
  if (!homeOf('tool')) return;

  const items = new Map<string, number[]>();
  const models = new Map<string, number>();
  for (const m of MODELS) {
    const home = homeOf(m.service);
    if (!home) continue;
    const shelf = bins.filter((b) => b.warehouseId === home.id);
    const model = await createModel(tx, scope, {
      service: m.service,
      code: m.code,
      name: m.name,
      category: m.category,
      manufacturer: m.manufacturer,
      description: '',
      image_url: '',
      specs: {},
      kit_items: m.kit ?? [],
      unit: m.unit ?? 'EA',
      reorder_point: m.reorderPoint ?? null,
      daily_rate: m.rate,
      cost_code: m.costCode,
    });
    models.set(m.code, model.id);
    const made: number[] = [];
    const counts = m.stock ?? Array.from({ length: m.count }, () => 1);
    for (const [n, quantity] of counts.entries()) {
      const id = await createItem(tx, scope, warehouseCaller, {
        model_id: model.id,
        serial_number: m.stock ? '' : `${m.code}-${String(n + 1).padStart(3, '0')}`,
        barcode: m.stock ? '' : `SEC-${m.code}-${n + 1}`,
        status: 'ok',
        warehouse_id: home.id,
        bin_id: shelf[n % Math.max(shelf.length, 1)]?.id ?? null,
        quantity,
        certification_due: m.service === 'temp_power' ? daysFromToday(120 + n * 30) : null,
        calibration_due: null,
        certificate_url: '',
        notes: '',
      });
      made.push(id);
    }
    items.set(m.code, made);
  }

  const projectNamed = async (name: string) => (await tx.select().from(projects).where(and(eq(projects.companyId, ids.contractor), eq(projects.name, name))))[0];
  const tower = await projectNamed('DMC Tower A - Core and Shell');
  const school = await projectNamed('Lakewood Elementary Renovation');
  const garage = await projectNamed('DMC Parking Structure');
  if (!tower || !school || !garage) return;
  await tx
    .update(projects)
    .set({ fieldLeaderId: ids.foreman })
    .where(inArray(projects.id, [tower.id, school.id, garage.id]));
  await tx.update(projects).set({ requireForemenApproval: true }).where(eq(projects.id, school.id));

  const model = (code: string) => models.get(code)!;
  const item = (code: string, n: number) => items.get(code)![n];
  const lineIds = async (requestId: number) =>
    (await tx.select({ id: toolRequestLines.id }).from(toolRequestLines).where(eq(toolRequestLines.requestId, requestId)).orderBy(asc(toolRequestLines.id))).map((l) => l.id);

  // Tower A: a full delivery, received; the hammer drills are overdue.
  const towerReq = await createRequest(tx, scope, foremanCaller, {
    service: 'tool',
    project_id: tower.id,
    warehouse_id: null,
    need_by_date: daysFromToday(-40),
    expected_return_date: daysFromToday(-3),
    notes: 'Core drilling on levels 3-5',
    lines: [
      { model_id: model('HD-SDS'), quantity: 2, note: '' },
      { model_id: model('LAD-8'), quantity: 2, note: '' },
      { model_id: model('GBX-48'), quantity: 1, note: '' },
    ],
    draft: false,
  });
  const [hd, lad, gbx] = await lineIds(towerReq);
  await act(tx, scope, warehouseCaller, towerReq, 'acknowledge', {});
  await act(tx, scope, warehouseCaller, towerReq, 'pick', {
    picks: [
      { line_id: hd, item_id: item('HD-SDS', 0), quantity: 1 },
      { line_id: hd, item_id: item('HD-SDS', 1), quantity: 1 },
      { line_id: lad, item_id: item('LAD-8', 0), quantity: 1 },
      { line_id: lad, item_id: item('LAD-8', 1), quantity: 1 },
      { line_id: gbx, item_id: item('GBX-48', 0), quantity: 1 },
    ],
  });
  await act(tx, scope, warehouseCaller, towerReq, 'ship', {});
  await act(tx, scope, foremanCaller, towerReq, 'receive', {});
  // they went out 40 days ago; the drills were due back three days ago, the ladders in three weeks
  const towerItems = [item('HD-SDS', 0), item('HD-SDS', 1), item('LAD-8', 0), item('LAD-8', 1), item('GBX-48', 0)];
  await tx.update(assetCustody).set({ startedOn: daysFromToday(-40) }).where(inArray(assetCustody.itemId, towerItems));
  await tx.update(assetItems).set({ expectedReturnDate: daysFromToday(21) }).where(inArray(assetItems.id, [item('LAD-8', 0), item('LAD-8', 1), item('GBX-48', 0)]));
  await tx.update(toolRequests).set({ createdAt: new Date(Date.now() - 42 * 86_400_000) }).where(eq(toolRequests.id, towerReq));

  // Parking structure: the threader kit shipped, the second band saw is Back-ordered.
  const garageReq = await createRequest(tx, scope, foremanCaller, {
    service: 'tool',
    project_id: garage.id,
    warehouse_id: null,
    need_by_date: daysFromToday(2),
    expected_return_date: daysFromToday(45),
    notes: 'Rigid conduit runs in the ramps',
    lines: [
      { model_id: model('THR-300'), quantity: 1, note: '' },
      { model_id: model('BS-PORT'), quantity: 2, note: '' },
    ],
    draft: false,
  });
  const [thr, bs] = await lineIds(garageReq);
  await act(tx, scope, warehouseCaller, garageReq, 'pick', {
    picks: [
      { line_id: thr, item_id: item('THR-300', 0), quantity: 1 },
      { line_id: bs, item_id: item('BS-PORT', 0), quantity: 1 },
    ],
  });
  await act(tx, scope, warehouseCaller, garageReq, 'ship', {});

  // Tower A asks for drills and benders: submitted, waiting for the warehouse.
  await createRequest(tx, scope, foremanCaller, {
    service: 'tool',
    project_id: tower.id,
    warehouse_id: null,
    need_by_date: daysFromToday(3),
    expected_return_date: daysFromToday(60),
    notes: 'Level 6 rough-in starts Monday',
    lines: [
      { model_id: model('DRL-18V'), quantity: 3, note: '' },
      { model_id: model('BND-EMT'), quantity: 2, note: '' },
    ],
    draft: false,
  });
  // Temp power for the school, acknowledged.
  const tempReq = await createRequest(tx, scope, foremanCaller, {
    service: 'temp_power',
    project_id: tower.id,
    warehouse_id: null,
    need_by_date: daysFromToday(5),
    expected_return_date: daysFromToday(90),
    notes: 'Two spider boxes for level 4',
    lines: [{ model_id: model('TP-SPIDER'), quantity: 2, note: '' }],
    draft: false,
  });
  await act(tx, scope, warehouseCaller, tempReq, 'acknowledge', {});
  // Wire from stock to the garage, delivered.
  const stockReq = await createRequest(tx, scope, foremanCaller, {
    service: 'stock',
    project_id: garage.id,
    warehouse_id: null,
    need_by_date: daysFromToday(1),
    expected_return_date: null,
    notes: '',
    lines: [{ model_id: model('ST-THHN12'), quantity: 1000, note: '' }],
    draft: false,
  });
  const [wire] = await lineIds(stockReq);
  await act(tx, scope, warehouseCaller, stockReq, 'pick', { picks: [{ line_id: wire, item_id: item('ST-THHN12', 0), quantity: 1000 }] });
  await act(tx, scope, warehouseCaller, stockReq, 'ship', {});

  // A ladder goes back from Tower A: the return is on its way.
  const ret = await startReturn(tx, scope, foremanCaller, [item('LAD-8', 1)], null, 'Not needed after level 2');
  await act(tx, scope, foremanCaller, ret, 'ship', {});

  // In the crib: a drill in servicing, a band saw needing certification (its certificate expired).
  await tx.update(assetItems).set({ status: 'servicing', notes: 'Chuck replaced, back Friday' }).where(eq(assetItems.id, item('HD-SDS', 2)));
  await tx
    .update(assetItems)
    .set({ status: 'need certification', certificationDue: daysFromToday(-10), certificateUrl: 'https://certs.summit-electrical.example/BS-PORT-003.pdf' })
    .where(eq(assetItems.id, item('BS-PORT', 2)));

  // The stock room is short of EMT connectors: a restock order is out with the supplier.
  const stockRoom = homeOf('stock');
  const [supplier] = await tx.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.companyId, ids.contractor)).orderBy(asc(suppliers.id)).limit(1);
  if (stockRoom) {
    const restock = await createStockOrder(tx, scope, warehouseCaller, {
      warehouse_id: stockRoom.id,
      supplier_id: supplier?.id ?? null,
      notes: 'Restock before the Tower A level 6 rough-in',
      lines: [{ model_id: model('ST-EMT34C'), quantity: 250, unit_cost: 0.38 }],
    });
    await actOnStockOrder(tx, scope, warehouseCaller, restock, 'order', {});
  }

  // A closed audit of the tool crib: everything found except one cordless drill.
  const crib = homeOf('tool')!;
  const auditId = await createAudit(tx, scope, warehouseCaller, { name: 'Tool crib count, week 46', owner_type: 'warehouse', owner_id: crib.id, service: 'tool' });
  const onShelf = await tx
    .select({ id: assetItems.id })
    .from(assetItems)
    .where(and(eq(assetItems.companyId, ids.contractor), eq(assetItems.service, 'tool'), eq(assetItems.warehouseId, crib.id), isNull(assetItems.projectId)));
  for (const { id } of onShelf) if (id !== item('DRL-18V', 5)) await markInAudit(tx, scope, warehouseCaller, auditId, id, true);
  await closeAudit(tx, scope, warehouseCaller, auditId);
}
