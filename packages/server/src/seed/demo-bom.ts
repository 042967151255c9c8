import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { LineCode } from '@jobsite/core';
import { baseItems, cartItems, cartSpools, projects } from '../db/schema/index';
import { addCatalogueLines, addCustomLines, type CatalogueLineInput } from '../modules/cart/lines';
import type { Tx } from '../platform/db';
import { companyScope } from '../platform/scope';
import { demoCostCodes, demoPhaseCodes } from './demo-projects';

const phase = (code: string): LineCode => {
  const found = demoPhaseCodes.find((c) => c.code === code)!;
  return { code: found.code, name: found.name };
};
const cost = (code: string): LineCode => {
  const found = demoCostCodes.find((c) => c.code === code)!;
  return { code: found.code, name: found.name };
};

/** A BOM line as a takeoff lists it: the catalogue item by description (ILIKE pattern), packages, phase. */
type Takeoff = [pattern: string, packages: number, phase: string, extra?: Partial<CatalogueLineInput>];

const conduitRun = (sizes: [string, number][], kind: string): Takeoff[] => sizes.map(([size, sticks]) => [`${size} in ${kind}%`, sticks, '26-05-33']);

/** A distribution warehouse: feeders on a spool, branch conduit, boxes, supports, panels, devices, lighting. */
const warehouse: Takeoff[] = [
  ...conduitRun([['1/2', 120], ['3/4', 90], ['1', 45], ['1-1/4', 24], ['1-1/2', 16], ['2', 12]], 'EMT Electrical Metallic Tubing'),
  ...conduitRun([['2', 8], ['3', 6]], 'Rigid Galvanized Steel Conduit'),
  ['1/2 in EMT Set Screw Connector%', 4, '26-05-33'],
  ['3/4 in EMT Set Screw Connector%', 3, '26-05-33'],
  ['1 in EMT Set Screw Connector%', 2, '26-05-33'],
  ['1/2 in EMT Set Screw Coupling%', 3, '26-05-33'],
  ['3/4 in EMT Set Screw Coupling%', 2, '26-05-33'],
  ['4 in Square Box, 2-1/8 in Deep%', 6, '26-05-33'],
  ['4-11/16 in Square Box%', 2, '26-05-33'],
  ['%Pull Box, Screw Cover%', 4, '26-05-33'],
  ['THHN/THWN-2 12 AWG Stranded Copper Building Wire, Black%', 4, '26-05-19'],
  ['THHN/THWN-2 12 AWG Stranded Copper Building Wire, Red%', 4, '26-05-19'],
  ['THHN/THWN-2 12 AWG Stranded Copper Building Wire, Blue%', 4, '26-05-19'],
  ['THHN/THWN-2 12 AWG Stranded Copper Building Wire, White%', 6, '26-05-19'],
  ['THHN/THWN-2 12 AWG Stranded Copper Building Wire, Green%', 4, '26-05-19'],
  ['THHN/THWN-2 10 AWG Stranded Copper Building Wire, Black%', 2, '26-05-19'],
  // Feeders and grounding are bought by the foot (cut lengths), so these counts are feet.
  ['XHHW-2 4/0 AWG Stranded Aluminum%', 480, '26-05-19'],
  ['XHHW-2 2/0 AWG Stranded Copper%', 160, '26-05-19'],
  ['Bare Copper Grounding Conductor 4 AWG%', 600, '26-05-26'],
  ['Bare Copper Grounding Conductor 6 AWG%', 900, '26-05-26'],
  ['Strut Channel 1-5/8 x 1-5/8 in, 12 Gauge%', 30, '26-05-29'],
  ['All-Thread Rod, 3/8-16 x 10 ft%', 60, '26-05-29'],
  ['Strut Beam Clamp%', 40, '26-05-29'],
  ['3/4 in Strut Conduit Clamp%', 2, '26-05-29'],
  ['4 in Square 2-Device Mud Ring, 5/8 in Raised%', 60, '26-05-33'],
  ['1 in Strut Conduit Clamp%', 2, '26-05-29'],
  ['%Wedge Anchor, 3/8 in%', 4, '26-05-29'],
  ['QO Plug-On Circuit Breaker, 1-Pole, 20A, 120V', 48, '26-24'],
  ['QO Plug-On Circuit Breaker, 2-Pole, 30A%', 6, '26-24'],
  ['QO Plug-On Circuit Breaker, 1-Pole, 20A, GFCI%', 8, '26-24'],
  ['Load Center, 200A Main Breaker%NEMA 1 Indoor', 2, '26-24'],
  ['%Duplex Receptacle, 20A%White', 60, '26-27-26'],
  ['Single-Pole Toggle Switch, 20A%White', 24, '26-27-26'],
  ['LED Flat Panel Troffer 2x4 ft%', 36, '26-51'],
  ['LED Recessed Downlight 6 in%', 24, '26-51'],
  ['LED Exit Sign%Battery Backup%', 10, '26-51'],
  ['Cable Tie 8 in%', 5, '26-05-19'],
  ['Wire Pulling Lubricant%', 4, '26-05-19'],
];

/** A school science wing: MC cable and boxes for new circuits, devices and lighting. */
const scienceWing: Takeoff[] = [
  ['MC Cable 12/2 AWG%Aluminum%', 6, '26-05-19'],
  ['MC Cable 12/3 AWG%Aluminum%', 3, '26-05-19'],
  ['MC Cable 10/2 AWG%', 2, '26-05-19'],
  ...conduitRun([['1/2', 40], ['3/4', 30]], 'EMT Electrical Metallic Tubing'),
  ['1/2 in EMT Set Screw Connector%', 2, '26-05-33'],
  ['4 in Square Box, 1-1/2 in Deep%', 3, '26-05-33'],
  ['1-Gang PVC Outlet Box, New Work%', 2, '26-05-33'],
  ['4 in Square 1-Device Mud Ring, 1/2 in Raised%', 40, '26-05-33'],
  ['QO Plug-On Circuit Breaker, 1-Pole, 20A, 120V', 18, '26-24'],
  ['QO Plug-On Circuit Breaker, 1-Pole, 20A, AFCI%', 12, '26-24'],
  ['%Duplex Receptacle, 20A%Gray', 30, '26-27-26'],
  ['%GFCI Receptacle%20A%', 8, '26-27-26'],
  ['Single-Pole Toggle Switch, 20A%Gray', 14, '26-27-26'],
  ['LED Flat Panel Troffer 2x2 ft%', 48, '26-51'],
  ['LED Exit Sign%Battery Backup%', 6, '26-51'],
  ['All-Thread Rod, 1/4-20 x 10 ft%', 20, '26-05-29'],
  ['Strut Beam Clamp%', 20, '26-05-29'],
  ['Twist-On Wire Connector, Yellow%', 4, '26-05-19'],
  ['Vinyl Electrical Tape%', 12, '26-05-19'],
];

/** A parking structure: PVC and EMT runs, wall packs, GFCI receptacles, exit signs. */
const parking: Takeoff[] = [
  ...conduitRun([['3/4', 60], ['1', 40]], 'PVC Schedule 40 Rigid Nonmetallic Conduit'),
  ...conduitRun([['3/4', 50]], 'EMT Electrical Metallic Tubing'),
  ['4 in Square Box, 2-1/8 in Deep%', 2, '26-05-33'],
  ['THHN/THWN-2 10 AWG Stranded Copper Building Wire, Black%', 2, '26-05-19'],
  ['THHN/THWN-2 10 AWG Stranded Copper Building Wire, White%', 2, '26-05-19'],
  ['QO Plug-On Circuit Breaker, 1-Pole, 20A, 120V', 12, '26-24'],
  ['%GFCI Receptacle%20A%', 10, '26-27-26'],
  ['LED Wall Pack%', 24, '26-51'],
  ['LED Exit Sign%Battery Backup%', 8, '26-51'],
];

/** The first catalogue item whose description matches each pattern (the catalogue size may vary). */
async function itemsFor(tx: Tx, patterns: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const p of new Set(patterns)) {
    const [row] = await tx
      .select({ id: baseItems.id })
      .from(baseItems)
      .where(sql`${baseItems.description} ilike ${p}`)
      .orderBy(asc(baseItems.id))
      .limit(1);
    if (row) out.set(p, row.id);
  }
  return out;
}

async function projectId(tx: Tx, companyId: number, name: string): Promise<number | null> {
  const [row] = await tx.select({ id: projects.id }).from(projects).where(and(eq(projects.companyId, companyId), eq(projects.name, name)));
  return row?.id ?? null;
}

async function addTakeoff(tx: Tx, ctx: Parameters<typeof addCatalogueLines>[1], takeoff: Takeoff[]): Promise<number[]> {
  const ids = await itemsFor(tx, takeoff.map((t) => t[0]));
  const lines: CatalogueLineInput[] = [];
  for (const [pattern, packages, code, extra] of takeoff) {
    const baseItemId = ids.get(pattern);
    if (baseItemId) lines.push({ baseItemId, packageCount: packages, phaseCode: phase(code), costCode: cost('M'), ...extra });
  }
  return addCatalogueLines(tx, ctx, lines);
}

/**
 * A bill of materials on three demo jobs (not the ones the BOM journeys start empty), so a new user never meets an empty BOM screen:
 * catalogue lines under the jobs' phase codes, custom lines, a rental and a wire spool.
 * Lines go through the cart module like any other.
 */
export async function seedDemoBom(tx: Tx, companyId: number, people: { buyer: number }): Promise<void> {
  const scope = companyScope(companyId);
  const site = await projectId(tx, companyId, 'Calgary DC Phase 1 - Warehouse');
  if (site) {
    const ctx = { scope, project: { id: site }, accountId: people.buyer };
    const ids = await addTakeoff(tx, ctx, warehouse);
    await addCustomLines(tx, ctx, [
      { description: 'Core drill 4 in through slab, by Front Range Coring', code: 'SUB-CORE4', unit: 'EA', unitPrice: 185, manufacturerName: 'Front Range Coring', packageCount: 14, phaseCode: phase('26-05-33'), costCode: cost('L') },
      { description: 'Fire-stop sleeve kit 2 in, per detail E-501', code: 'FS-SLV2', unit: 'EA', unitPrice: 42.5, manufacturerName: 'Hilti', packageCount: 28, phaseCode: phase('26-05-33'), costCode: cost('M') },
    ]);
    const [lift] = await itemsFor(tx, ['Steel Fish Tape%']).then((m) => [...m.values()]);
    if (lift) {
      await addCatalogueLines(tx, ctx, [
        { baseItemId: lift, packageCount: 2, phaseCode: phase('26-05-19'), costCode: cost('E'), isRental: true, rentalStartDate: '2026-04-06', rentalEndDate: '2026-06-26', itemComments: 'Rental for the mezzanine feeder pulls' },
      ]);
    }
    // The feeder conductors are cut and wound on one spool for the mezzanine pull.
    const feeders = await tx
      .select({ id: cartItems.id })
      .from(cartItems)
      .innerJoin(baseItems, eq(baseItems.id, cartItems.baseItemId))
      .where(and(inArray(cartItems.id, ids), sql`${baseItems.description} like 'XHHW-2%'`));
    if (feeders.length) {
      const [spool] = await tx.insert(cartSpools).values({ companyId, projectId: site, spoolNumber: 'SP-301', spoolTag: 'Mezzanine feeders, panel MHA', stackLayers: 2 }).returning();
      await tx.update(cartItems).set({ spoolId: spool.id }).where(inArray(cartItems.id, feeders.map((f) => f.id)));
    }
  }
  const school = await projectId(tx, companyId, 'Golden High School Science Wing');
  if (school) {
    const ctx = { scope, project: { id: school }, accountId: people.buyer };
    await addTakeoff(tx, ctx, scienceWing);
    await addCustomLines(tx, ctx, [
      { description: 'Lab bench power pole, 6-outlet, per casework detail E-402', code: '', unit: 'EA', unitPrice: null, manufacturerName: '', packageCount: 12, phaseCode: phase('26-27-26'), costCode: cost('M') },
    ]);
  }
  const garage = await projectId(tx, companyId, 'DMC Parking Structure');
  if (garage) await addTakeoff(tx, { scope, project: { id: garage }, accountId: people.buyer }, parking);
}
