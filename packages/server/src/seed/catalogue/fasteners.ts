import type { Emit } from './generator';
import { product } from './types';

const LENGTHS = [['1/2', '050', 0.5], ['3/4', '075', 0.75], ['1', '100', 1], ['1-1/4', '125', 1.25], ['1-1/2', '150', 1.5], ['2', '200', 2], ['2-1/2', '250', 2.5], ['3', '300', 3]] as const;
const FINISHES = [['Zinc Plated', 'Z', 1], ['18-8 Stainless Steel', 'SS', 3.4]] as const;

export function fasteners(emit: Emit): void {
  const screwMakers = ['ITW Buildex', 'Triangle Fastener'];
  const screws = [
    ['Self-Drilling Tek Screw, Hex Washer Head', 'TEK', 0.045],
    ['Sheet Metal Screw, Pan Head Phillips', 'PHS', 0.028],
    ['Wood Screw, Flat Head Phillips', 'FHW', 0.026],
    ['Drywall Screw, Bugle Head Coarse', 'DWS', 0.018],
    ['Machine Screw, Pan Head Combo', 'MSP', 0.032],
    ['Concrete Screw, Hex Washer Head', 'CSH', 0.12],
    ['Concrete Screw, Flat Head Phillips', 'CSF', 0.12],
  ] as const;
  for (const [[name, code, p], [gauge, gc, gp], [len, lc, lp], [finish, fc, fp], m] of product(
    screws,
    [['#6', '06', 0.8], ['#8', '08', 1], ['#10', '10', 1.2], ['#12', '12', 1.45], ['1/4 in', '14', 1.9]] as const,
    LENGTHS,
    FINISHES,
    [0, 1] as const,
  )) {
    emit({
      code: `${code}${gc}${lc}${fc}`,
      description: `${name}, ${gauge} x ${len} in, ${finish}`,
      category: 'Fasteners & Anchors',
      group: 'Screws',
      groupCode: 'SCRW',
      manufacturer: screwMakers[m],
      alternates: screwMakers.filter((_, i) => i !== m),
      unit: 'EA',
      basePrice: p * gp * (0.6 + lp * 0.4) * fp,
      spec: { size: gauge, length_in: len, finish, drive: name.includes('Hex') ? 'Hex washer' : 'Phillips' },
      options: [
        { name: 'Box of 100', quantity: 100, isDefault: true },
        { name: 'Bulk pack of 1000', quantity: 1000, isDefault: false },
      ],
    });
  }
  const anchorMakers = ['Hilti', 'Simpson Strong-Tie', 'Red Head', 'DEWALT Anchors'];
  const anchors = [
    ['Wedge Anchor', 'WA', 0.42, 6],
    ['Drop-In Anchor', 'DI', 0.36, 1],
    ['Sleeve Anchor, Hex Nut', 'SA', 0.38, 5],
    ['Toggle Bolt, Spring Wing', 'TB', 0.4, 4],
    ['Lag Shield, Short', 'LS', 0.22, 2],
    ['Screw Anchor, Heavy Duty', 'SH', 0.9, 6],
  ] as const;
  for (const [[name, code, p, lengthCount], [dia, dc, dp], [len, lc], [finish, fc, fp], m] of product(
    anchors,
    [['1/4', '25', 0.6], ['3/8', '37', 1], ['1/2', '50', 1.7], ['5/8', '62', 2.8], ['3/4', '75', 4.2]] as const,
    [['1-3/4', '175'], ['2-1/4', '225'], ['2-3/4', '275'], ['3-3/4', '375'], ['4-1/4', '425'], ['5-1/2', '550']] as const,
    [['Zinc Plated', 'Z', 1], ['Hot-Dip Galvanized', 'G', 1.5], ['304 Stainless Steel', 'S', 3.1]] as const,
    [0, 1, 2, 3] as const,
  )) {
    if (['175', '225', '275', '375', '425', '550'].indexOf(lc) >= lengthCount) continue;
    emit({
      code: `${code}${dc}${lengthCount > 1 ? lc : ''}${fc}`,
      description: `${name}, ${dia} in${lengthCount > 1 ? ` x ${len} in` : ''}, ${finish}`,
      category: 'Fasteners & Anchors',
      group: 'Concrete Anchors',
      groupCode: 'ANCH',
      manufacturer: anchorMakers[m],
      alternates: anchorMakers.filter((_, i) => i !== m),
      unit: 'EA',
      basePrice: p * dp * fp * (lengthCount > 1 ? 1 + Number(lc) / 600 : 1),
      spec: { diameter_in: dia, ...(lengthCount > 1 ? { length_in: len } : {}), finish, base_material: 'Concrete' },
      options: [
        { name: 'Each', quantity: 1, isDefault: false },
        { name: 'Box of 50', quantity: 50, isDefault: true },
      ],
    });
  }
  const hardwareMakers = ['B-Line', 'Unistrut'];
  for (const [[dia, dc, dp], [len, lc], [finish, fc, fp], m] of product(
    [['1/4-20', '25', 0.6], ['5/16-18', '31', 0.8], ['3/8-16', '37', 1], ['1/2-13', '50', 1.8], ['5/8-11', '62', 2.9], ['3/4-10', '75', 4.1]] as const,
    [['3', '3'], ['6', '6'], ['10', '10'], ['12', '12']] as const,
    [['Zinc Plated', 'Z', 1], ['Hot-Dip Galvanized', 'G', 1.6], ['316 Stainless Steel', 'S', 4.5]] as const,
    [0, 1] as const,
  )) {
    emit({
      code: `ATR${dc}X${lc}${fc}`,
      description: `All-Thread Rod, ${dia} x ${len} ft, ${finish}`,
      category: 'Fasteners & Anchors',
      group: 'Threaded Rod and Nuts',
      groupCode: 'ATR',
      manufacturer: hardwareMakers[m],
      alternates: hardwareMakers.filter((_, i) => i !== m),
      unit: 'EA',
      basePrice: 0.95 * dp * Number(len) * fp,
      spec: { thread: dia, length_ft: len, finish },
      options: [{ name: 'Each', quantity: 1, isDefault: true }, { name: 'Bundle of 10', quantity: 10, isDefault: false }],
    });
  }
  for (const [[name, code, p], [dia, dc, dp], [finish, fc, fp], m] of product(
    [['Hex Nut', 'HN', 0.06], ['Flange Nut', 'FN', 0.09], ['Coupling Nut', 'CN', 0.28], ['Flat Washer', 'FW', 0.03], ['Fender Washer', 'FDW', 0.07], ['Split Lock Washer', 'LW', 0.03], ['Strut Nut with Spring', 'SN', 0.42], ['Strut Nut without Spring', 'SNN', 0.36]] as const,
    [['1/4', '25', 0.6], ['5/16', '31', 0.8], ['3/8', '37', 1], ['1/2', '50', 1.8], ['5/8', '62', 2.9], ['3/4', '75', 4.1]] as const,
    [['Zinc Plated', 'Z', 1], ['Hot-Dip Galvanized', 'G', 1.6], ['316 Stainless Steel', 'S', 4.5]] as const,
    [0, 1] as const,
  )) {
    emit({
      code: `${code}${dc}${fc}`,
      description: `${name}, ${dia} in, ${finish}`,
      category: 'Fasteners & Anchors',
      group: 'Threaded Rod and Nuts',
      groupCode: 'ATR',
      manufacturer: hardwareMakers[m],
      alternates: hardwareMakers.filter((_, i) => i !== m),
      unit: 'EA',
      basePrice: p * dp * fp,
      spec: { size_in: dia, finish },
      options: [{ name: 'Box of 100', quantity: 100, isDefault: true }],
    });
  }
}

const STRUT_MAKERS = ['Unistrut', 'B-Line', 'Superstrut'];

export function strut(emit: Emit): void {
  for (const [[depth, dc, dp], gauge, [holes, hc, hp], len, [finish, fc, fp], m] of product(
    [['13/16', '81', 0.65], ['1-5/8', '16', 1], ['2-7/16', '24', 1.45], ['3-1/4', '32', 1.9]] as const,
    [12, 14] as const,
    [['Solid', 'S', 1], ['Slotted', 'SL', 1.05], ['Punched Holes', 'H', 1.04]] as const,
    [10, 20] as const,
    [['Pre-Galvanized', 'PG', 1], ['Hot-Dip Galvanized', 'HG', 1.45], ['Perma-Green Painted', 'GR', 1.1], ['Aluminum', 'AL', 2.1], ['316 Stainless Steel', 'SS', 4.8]] as const,
    [0, 1, 2] as const,
  )) {
    emit({
      code: `CH${dc}${gauge}${hc}${len}${fc}`,
      description: `Strut Channel 1-5/8 x ${depth} in, ${gauge} Gauge, ${holes}, ${len} ft, ${finish}`,
      category: 'Strut & Supports',
      group: 'Strut Channel',
      groupCode: 'STRT',
      manufacturer: STRUT_MAKERS[m],
      alternates: STRUT_MAKERS.filter((_, i) => i !== m),
      unit: 'FT',
      basePrice: 2.05 * dp * hp * fp * (gauge === 12 ? 1 : 0.82),
      spec: { width_in: '1-5/8', depth_in: depth, gauge, pattern: holes, length_ft: len, finish },
      options: [
        { name: 'Per foot', quantity: 1, isDefault: false },
        { name: `${len} ft stick`, quantity: len, isDefault: true },
      ],
    });
  }
  const fittings = [
    ['2-Hole 90 Degree Angle Fitting', 'AF2', 2.6], ['3-Hole 90 Degree Angle Fitting', 'AF3', 3.4], ['4-Hole Flat Plate', 'FP4', 2.2], ['2-Hole Flat Plate', 'FP2', 1.4],
    ['Corner Gusset Fitting', 'CG', 4.9], ['U-Fitting, 3-Hole', 'UF', 5.6], ['Z-Fitting', 'ZF', 3.8], ['Post Base, 4-Hole', 'PB', 11.5], ['Beam Clamp for Strut', 'BC', 6.2],
    ['Channel End Cap, Plastic', 'EC', 0.45], ['Splice Plate, 5-Hole', 'SP', 3.9], ['Pipe Clamp Universal', 'UPC', 1.2], ['Rod Hanger Bracket', 'RH', 2.7], ['Cantilever Bracket 12 in', 'CB12', 14],
    ['Cantilever Bracket 18 in', 'CB18', 18.5], ['Seismic Brace Fitting', 'SBF', 9.8], ['Trapeze Hanger Kit', 'THK', 22], ['Wall Bracket', 'WB', 6.6], ['Hinge Fitting, Adjustable', 'HF', 8.1], ['Channel Nut Retainer', 'NR', 0.35],
  ] as const;
  for (const [[name, code, p], [finish, fc, fp], m] of product(fittings, [['Zinc Plated', 'ZN', 1], ['Hot-Dip Galvanized', 'HG', 1.5], ['316 Stainless Steel', 'SS', 4.2]] as const, [0, 1, 2] as const)) {
    emit({
      code: `SF${code}${fc}`,
      description: `Strut ${name}, 1-5/8 in, ${finish}`,
      category: 'Strut & Supports',
      group: 'Strut Fittings',
      groupCode: 'STFT',
      manufacturer: STRUT_MAKERS[m],
      alternates: STRUT_MAKERS.filter((_, i) => i !== m),
      unit: 'EA',
      basePrice: p * fp,
      spec: { finish, channel: '1-5/8 in' },
      options: [{ name: 'Each', quantity: 1, isDefault: true }, { name: 'Box of 25', quantity: 25, isDefault: false }],
    });
  }
}
