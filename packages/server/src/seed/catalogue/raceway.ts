import type { Emit } from './generator';
import { product } from './types';

/** Trade sizes of conduit and fittings, with the size code used in catalogue numbers. */
export const TRADE_SIZES = [
  ['1/2', '050', 1],
  ['3/4', '075', 1.6],
  ['1', '100', 2.5],
  ['1-1/4', '125', 4],
  ['1-1/2', '150', 5],
  ['2', '200', 6.8],
  ['2-1/2', '250', 12],
  ['3', '300', 16],
  ['3-1/2', '350', 20],
  ['4', '400', 24],
] as const;

const boxQty = (i: number) => (i < 2 ? 50 : i < 5 ? 25 : i < 7 ? 10 : 5);

const CONDUIT = [
  { group: 'EMT Conduit', code: 'EMT', name: 'EMT Electrical Metallic Tubing', perFt: 0.62, mfrs: ['Allied Tube & Conduit', 'Wheatland Tube', 'Republic Conduit'], material: 'Galvanized steel', standard: 'UL 797', stick: 10 },
  { group: 'PVC Conduit', code: 'PVC40', name: 'PVC Schedule 40 Rigid Nonmetallic Conduit', perFt: 0.48, mfrs: ['Cantex', 'JM Eagle', 'Prime Conduit'], material: 'PVC', standard: 'UL 651', stick: 10 },
  { group: 'PVC Conduit', code: 'PVC80', name: 'PVC Schedule 80 Rigid Nonmetallic Conduit', perFt: 0.71, mfrs: ['Cantex', 'JM Eagle', 'Prime Conduit'], material: 'PVC', standard: 'UL 651', stick: 10 },
  { group: 'Rigid Conduit', code: 'RGS', name: 'Rigid Galvanized Steel Conduit', perFt: 2.15, mfrs: ['Allied Tube & Conduit', 'Wheatland Tube', 'Republic Conduit'], material: 'Hot-dip galvanized steel', standard: 'UL 6', stick: 10 },
  { group: 'Rigid Conduit', code: 'IMC', name: 'IMC Intermediate Metal Conduit', perFt: 1.65, mfrs: ['Allied Tube & Conduit', 'Wheatland Tube', 'Republic Conduit'], material: 'Galvanized steel', standard: 'UL 1242', stick: 10 },
  { group: 'Rigid Conduit', code: 'ARC', name: 'Aluminum Rigid Conduit', perFt: 2.4, mfrs: ['Allied Tube & Conduit', 'Wheatland Tube', 'Republic Conduit'], material: 'Aluminum 6063', standard: 'UL 6A', stick: 10 },
  { group: 'Flexible Conduit', code: 'FMC', name: 'Flexible Metal Conduit, Reduced Wall Steel', perFt: 0.55, mfrs: ['Southwire', 'AFC Cable Systems', 'Electri-Flex'], material: 'Galvanized steel', standard: 'UL 1', stick: 0 },
  { group: 'Flexible Conduit', code: 'LFMC', name: 'Liquidtight Flexible Metal Conduit, Gray', perFt: 0.95, mfrs: ['Southwire', 'AFC Cable Systems', 'Electri-Flex'], material: 'Steel core, PVC jacket', standard: 'UL 360', stick: 0 },
] as const;

export function conduit(emit: Emit): void {
  for (const [c, [size, sizeCode, factor], mfr] of product(CONDUIT, TRADE_SIZES, [0, 1, 2] as const)) {
    const isFlex = c.stick === 0;
    emit({
      code: `${c.code}${sizeCode}`,
      description: `${size} in ${c.name}${isFlex ? '' : ', 10 ft'}`,
      category: 'Conduit',
      group: c.group,
      groupCode: c.code,
      manufacturer: c.mfrs[mfr],
      alternates: c.mfrs.filter((_, i) => i !== mfr),
      unit: 'FT',
      basePrice: c.perFt * factor,
      spec: { trade_size_in: size, material: c.material, standard: c.standard, ...(isFlex ? {} : { length_ft: 10 }) },
      options: isFlex
        ? [
            { name: 'Per foot', quantity: 1, isDefault: true },
            { name: '100 ft coil', quantity: 100, isDefault: false },
          ]
        : [
            { name: 'Per foot', quantity: 1, isDefault: false },
            { name: '10 ft stick', quantity: 10, isDefault: true },
            { name: `Bundle of ${factor < 3 ? 10 : 5} sticks`, quantity: (factor < 3 ? 10 : 5) * 10, isDefault: false },
          ],
    });
  }
}

const FITTINGS: { group: string; code: string; name: string; price: number; mfrs: string[]; maxSize?: number; material: string }[] = [
  { group: 'EMT Fittings', code: 'ESC', name: 'EMT Set Screw Connector, Steel', price: 0.68, mfrs: ['Bridgeport Fittings', 'Thomas & Betts', 'Topaz'], material: 'Steel' },
  { group: 'EMT Fittings', code: 'ESZ', name: 'EMT Set Screw Connector, Die-Cast Zinc', price: 0.42, mfrs: ['Bridgeport Fittings', 'Halex', 'Topaz'], material: 'Zinc' },
  { group: 'EMT Fittings', code: 'ESI', name: 'EMT Set Screw Connector, Insulated Throat', price: 0.92, mfrs: ['Bridgeport Fittings', 'Thomas & Betts', 'Topaz'], material: 'Steel' },
  { group: 'EMT Fittings', code: 'ECC', name: 'EMT Compression Connector, Raintight, Steel', price: 1.12, mfrs: ['Bridgeport Fittings', 'Thomas & Betts', 'Halex'], material: 'Steel' },
  { group: 'EMT Fittings', code: 'ECI', name: 'EMT Compression Connector, Insulated Throat', price: 1.35, mfrs: ['Bridgeport Fittings', 'Thomas & Betts', 'Halex'], material: 'Steel' },
  { group: 'EMT Fittings', code: 'ESCP', name: 'EMT Set Screw Coupling, Steel', price: 0.74, mfrs: ['Bridgeport Fittings', 'Thomas & Betts', 'Topaz'], material: 'Steel' },
  { group: 'EMT Fittings', code: 'ESZP', name: 'EMT Set Screw Coupling, Die-Cast Zinc', price: 0.45, mfrs: ['Bridgeport Fittings', 'Halex', 'Topaz'], material: 'Zinc' },
  { group: 'EMT Fittings', code: 'ECCP', name: 'EMT Compression Coupling, Raintight, Steel', price: 1.26, mfrs: ['Bridgeport Fittings', 'Thomas & Betts', 'Halex'], material: 'Steel' },
  { group: 'EMT Fittings', code: 'E90', name: 'EMT 90 Degree Elbow, Factory Bent', price: 3.1, mfrs: ['Allied Tube & Conduit', 'Wheatland Tube', 'Republic Conduit'], material: 'Steel' },
  { group: 'PVC Fittings', code: 'PCP', name: 'PVC Coupling, Schedule 40', price: 0.38, mfrs: ['Carlon', 'Cantex', 'Prime Conduit'], material: 'PVC' },
  { group: 'PVC Fittings', code: 'PMA', name: 'PVC Male Terminal Adapter', price: 0.46, mfrs: ['Carlon', 'Cantex', 'Prime Conduit'], material: 'PVC' },
  { group: 'PVC Fittings', code: 'PFA', name: 'PVC Female Adapter', price: 0.52, mfrs: ['Carlon', 'Cantex', 'Prime Conduit'], material: 'PVC' },
  { group: 'PVC Fittings', code: 'P90', name: 'PVC 90 Degree Elbow, Schedule 40', price: 1.45, mfrs: ['Carlon', 'Cantex', 'Prime Conduit'], material: 'PVC' },
  { group: 'PVC Fittings', code: 'P45', name: 'PVC 45 Degree Elbow, Schedule 40', price: 1.2, mfrs: ['Carlon', 'Cantex', 'Prime Conduit'], material: 'PVC' },
  { group: 'PVC Fittings', code: 'P30', name: 'PVC 30 Degree Elbow, Schedule 40', price: 1.1, mfrs: ['Carlon', 'Cantex', 'Prime Conduit'], material: 'PVC' },
  { group: 'PVC Fittings', code: 'PEX', name: 'PVC Expansion Coupling, 6 in Travel', price: 7.8, mfrs: ['Carlon', 'Cantex', 'Prime Conduit'], material: 'PVC' },
  { group: 'PVC Fittings', code: 'PEB', name: 'PVC End Bell', price: 1.9, mfrs: ['Carlon', 'Cantex', 'Prime Conduit'], material: 'PVC' },
  { group: 'PVC Fittings', code: 'PLB', name: 'PVC Type LB Conduit Body with Cover', price: 4.6, mfrs: ['Carlon', 'Cantex', 'Prime Conduit'], material: 'PVC' },
  { group: 'Rigid Fittings', code: 'RCP', name: 'Rigid/IMC Threaded Coupling, Steel', price: 1.6, mfrs: ['Allied Tube & Conduit', 'Wheatland Tube', 'Republic Conduit'], material: 'Steel' },
  { group: 'Rigid Fittings', code: 'R90', name: 'Rigid 90 Degree Elbow, Galvanized', price: 9.5, mfrs: ['Allied Tube & Conduit', 'Wheatland Tube', 'Republic Conduit'], material: 'Steel' },
  { group: 'Rigid Fittings', code: 'RNC', name: 'Rigid Close Nipple, Galvanized', price: 1.2, mfrs: ['Allied Tube & Conduit', 'Wheatland Tube', 'Republic Conduit'], material: 'Steel' },
  { group: 'Rigid Fittings', code: 'CHN', name: 'Chase Nipple, Steel', price: 0.95, mfrs: ['Bridgeport Fittings', 'Thomas & Betts', 'Appleton'], material: 'Steel' },
  { group: 'Rigid Fittings', code: 'LB', name: 'Type LB Conduit Body, Malleable Iron, with Cover and Gasket', price: 6.4, mfrs: ['Crouse-Hinds', 'Appleton', 'Thomas & Betts'], material: 'Malleable iron' },
  { group: 'Rigid Fittings', code: 'LL', name: 'Type LL Conduit Body, Malleable Iron, with Cover and Gasket', price: 6.4, mfrs: ['Crouse-Hinds', 'Appleton', 'Thomas & Betts'], material: 'Malleable iron' },
  { group: 'Rigid Fittings', code: 'LR', name: 'Type LR Conduit Body, Malleable Iron, with Cover and Gasket', price: 6.4, mfrs: ['Crouse-Hinds', 'Appleton', 'Thomas & Betts'], material: 'Malleable iron' },
  { group: 'Rigid Fittings', code: 'T', name: 'Type T Conduit Body, Malleable Iron, with Cover and Gasket', price: 7.2, mfrs: ['Crouse-Hinds', 'Appleton', 'Thomas & Betts'], material: 'Malleable iron' },
  { group: 'Rigid Fittings', code: 'C', name: 'Type C Conduit Body, Malleable Iron, with Cover and Gasket', price: 6.9, mfrs: ['Crouse-Hinds', 'Appleton', 'Thomas & Betts'], material: 'Malleable iron' },
  { group: 'Rigid Fittings', code: 'GB', name: 'Insulated Grounding Bushing, Malleable Iron', price: 3.8, mfrs: ['Bridgeport Fittings', 'Thomas & Betts', 'Appleton'], material: 'Malleable iron' },
  { group: 'Rigid Fittings', code: 'PB', name: 'Plastic Insulating Bushing', price: 0.22, mfrs: ['Bridgeport Fittings', 'Thomas & Betts', 'Arlington'], material: 'Thermoplastic' },
  { group: 'Rigid Fittings', code: 'LN', name: 'Conduit Locknut, Steel', price: 0.12, mfrs: ['Bridgeport Fittings', 'Thomas & Betts', 'Arlington'], material: 'Steel' },
  { group: 'Rigid Fittings', code: 'MH', name: 'Myers Hub, Raintight, Insulated', price: 4.9, mfrs: ['Bridgeport Fittings', 'Thomas & Betts', 'Appleton'], material: 'Zinc' },
  { group: 'Flexible Fittings', code: 'FSC', name: 'Flexible Metal Conduit Straight Squeeze Connector', price: 0.88, mfrs: ['Bridgeport Fittings', 'Arlington', 'Halex'], material: 'Zinc', maxSize: 7 },
  { group: 'Flexible Fittings', code: 'F90', name: 'Flexible Metal Conduit 90 Degree Squeeze Connector', price: 1.35, mfrs: ['Bridgeport Fittings', 'Arlington', 'Halex'], material: 'Zinc', maxSize: 7 },
  { group: 'Flexible Fittings', code: 'LTS', name: 'Liquidtight Straight Connector, Insulated', price: 1.9, mfrs: ['Bridgeport Fittings', 'Thomas & Betts', 'Arlington'], material: 'Zinc' },
  { group: 'Flexible Fittings', code: 'LT90', name: 'Liquidtight 90 Degree Connector, Insulated', price: 3.4, mfrs: ['Bridgeport Fittings', 'Thomas & Betts', 'Arlington'], material: 'Zinc' },
  { group: 'Straps and Hangers', code: 'S1E', name: 'One-Hole Strap for EMT, Steel', price: 0.14, mfrs: ['Bridgeport Fittings', 'Thomas & Betts', 'Topaz'], material: 'Steel' },
  { group: 'Straps and Hangers', code: 'S2E', name: 'Two-Hole Strap for EMT, Steel', price: 0.11, mfrs: ['Bridgeport Fittings', 'Thomas & Betts', 'Topaz'], material: 'Steel' },
  { group: 'Straps and Hangers', code: 'S1R', name: 'One-Hole Strap for Rigid/IMC, Malleable Iron', price: 0.42, mfrs: ['Bridgeport Fittings', 'Thomas & Betts', 'Appleton'], material: 'Malleable iron' },
  { group: 'Straps and Hangers', code: 'CH', name: 'Conduit Hanger with Bolt, Steel', price: 0.65, mfrs: ['Caddy', 'B-Line', 'Thomas & Betts'], material: 'Steel' },
  { group: 'Straps and Hangers', code: 'SCC', name: 'Strut Conduit Clamp, Two-Piece, Zinc', price: 0.58, mfrs: ['Unistrut', 'B-Line', 'Superstrut'], material: 'Steel' },
  { group: 'Straps and Hangers', code: 'SPC', name: 'Snap Strap for EMT, Spring Steel', price: 0.19, mfrs: ['Caddy', 'Arlington', 'Topaz'], material: 'Spring steel' },
];

export function fittings(emit: Emit): void {
  for (const [f, sizeIndex, mfr] of product(FITTINGS, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const, [0, 1, 2] as const)) {
    if (f.maxSize !== undefined && sizeIndex >= f.maxSize) continue;
    const [size, sizeCode, factor] = TRADE_SIZES[sizeIndex];
    const qty = boxQty(sizeIndex);
    emit({
      code: `${f.code}${sizeCode}`,
      description: `${size} in ${f.name}`,
      category: 'Fittings',
      group: f.group,
      groupCode: f.group.split(' ')[0].toUpperCase(),
      manufacturer: f.mfrs[mfr],
      alternates: f.mfrs.filter((_, i) => i !== mfr),
      unit: 'EA',
      basePrice: f.price * factor ** 0.9,
      spec: { trade_size_in: size, material: f.material },
      options: [
        { name: 'Each', quantity: 1, isDefault: false },
        { name: `Box of ${qty}`, quantity: qty, isDefault: true },
      ],
    });
  }
}

const BOX_TYPES = [
  ['4 in Square Box', 'S4', 2.35],
  ['4-11/16 in Square Box', 'S411', 4.2],
  ['4 in Octagon Box', 'O4', 2.1],
  ['3-1/2 in Octagon Box', 'O35', 1.9],
  ['Handy Box, 1-Gang Utility', 'HB', 1.45],
  ['1-Gang Device Box, Gangable', 'G1', 1.8],
  ['2-Gang Device Box, Welded', 'G2', 3.6],
  ['3-Gang Device Box, Welded', 'G3', 5.9],
] as const;
const DEPTHS = [['1-1/2', '15', 1], ['2-1/8', '21', 1.18], ['2-1/2', '25', 1.3]] as const;
const KNOCKOUTS = [['1/2 in KO', 'K', 1], ['1/2 in and 3/4 in KO', 'KC', 1.06], ['3/4 in and 1 in KO', 'KL', 1.12]] as const;
const MOUNTS = [['', '', 1], ['Side Bracket', 'SB', 1.35], ['Stud Bracket', 'FB', 1.4]] as const;

export function boxes(emit: Emit): void {
  const steel = ['Raco', 'Steel City', 'Garvin'];
  for (const [[type, tc, price], [depth, dc, df], [ko, kc, kf], [mount, mc, mf], m] of product(BOX_TYPES, DEPTHS, KNOCKOUTS, MOUNTS, [0, 1, 2] as const)) {
    emit({
      code: `${tc}${dc}${kc}${mc}`,
      description: `${type}, ${depth} in Deep, ${ko}${mount ? `, ${mount}` : ''}, Steel`,
      category: 'Boxes & Enclosures',
      group: 'Steel Boxes',
      groupCode: 'SBOX',
      manufacturer: steel[m],
      alternates: steel.filter((_, i) => i !== m),
      unit: 'EA',
      basePrice: price * df * kf * mf,
      spec: { material: 'Pre-galvanized steel', depth_in: depth, knockouts: ko, mounting: mount || 'None' },
      options: [
        { name: 'Each', quantity: 1, isDefault: true },
        { name: 'Carton of 25', quantity: 25, isDefault: false },
      ],
    });
  }
  for (const [[size, sc, p], [kind, kc, kp], [raise, rc, rp], m] of product(
    [['4 in Square', 'S4', 1], ['4-11/16 in Square', 'S411', 1.6]] as const,
    [['1-Device Mud Ring', 'MR1', 1.1], ['2-Device Mud Ring', 'MR2', 1.25], ['Blank Cover', 'BC', 0.8], ['Round Fixture Ring', 'RF', 1]] as const,
    [['Flat', '0', 1], ['1/4 in Raised', '25', 1.05], ['1/2 in Raised', '50', 1.1], ['5/8 in Raised', '62', 1.12], ['3/4 in Raised', '75', 1.15], ['1 in Raised', '100', 1.2], ['1-1/4 in Raised', '125', 1.3]] as const,
    [0, 1, 2] as const,
  )) {
    emit({
      code: `${sc}${kc}${rc}`,
      description: `${size} ${kind}, ${raise}, Steel`,
      category: 'Boxes & Enclosures',
      group: 'Box Covers and Mud Rings',
      groupCode: 'BCOV',
      manufacturer: steel[m],
      alternates: steel.filter((_, i) => i !== m),
      unit: 'EA',
      basePrice: 1.05 * p * kp * rp,
      spec: { box_size: size, raised: raise },
      options: [
        { name: 'Each', quantity: 1, isDefault: true },
        { name: 'Carton of 50', quantity: 50, isDefault: false },
      ],
    });
  }
  const pvc = ['Carlon', 'Allied Moulded', 'Cantex'];
  for (const [gang, [work, wc], [cu, cc], m] of product([1, 2, 3, 4] as const, [['New Work', 'N'], ['Old Work', 'O']] as const, [['18', '18'], ['20.3', '20'], ['22.5', '22']] as const, [0, 1, 2] as const)) {
    emit({
      code: `B${gang}${wc}${cc}`,
      description: `${gang}-Gang PVC Outlet Box, ${work}, ${Number(cu) * gang} cu in`,
      category: 'Boxes & Enclosures',
      group: 'Nonmetallic Boxes',
      groupCode: 'NBOX',
      manufacturer: pvc[m],
      alternates: pvc.filter((_, i) => i !== m),
      unit: 'EA',
      basePrice: 0.7 * gang * (wc === 'O' ? 1.6 : 1),
      spec: { gangs: gang, installation: work, volume_cu_in: Number(cu) * gang, material: 'PVC' },
      options: [
        { name: 'Each', quantity: 1, isDefault: true },
        { name: 'Case of 50', quantity: 50, isDefault: false },
      ],
    });
  }
  const nema = ['Hoffman', 'Wiegmann', 'Milbank'];
  for (const [[rating, rc, rp], [dims, p], m] of product(
    [['NEMA 1', '1', 1], ['NEMA 3R', '3R', 1.35], ['NEMA 4X Stainless', '4X', 3.6]] as const,
    [['6x6x4', 18], ['8x8x4', 24], ['10x10x4', 31], ['12x12x4', 38], ['12x12x6', 46], ['16x16x6', 72], ['18x18x6', 88], ['24x24x6', 132]] as const,
    [0, 1, 2] as const,
  )) {
    emit({
      code: `PB${dims.replaceAll('x', '')}N${rc}`,
      description: `${rating} Pull Box, Screw Cover, ${dims.replaceAll('x', ' x ')} in`,
      category: 'Boxes & Enclosures',
      group: 'Pull Boxes and Enclosures',
      groupCode: 'ENCL',
      manufacturer: nema[m],
      alternates: nema.filter((_, i) => i !== m),
      unit: 'EA',
      basePrice: p * rp,
      spec: { rating, dimensions_in: dims, cover: 'Screw cover' },
      options: [{ name: 'Each', quantity: 1, isDefault: true }],
    });
  }
}
