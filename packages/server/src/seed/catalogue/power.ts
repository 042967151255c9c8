import type { Emit } from './generator';
import { product } from './types';

const COLORS = ['Black', 'White', 'Red', 'Blue', 'Green', 'Yellow', 'Orange', 'Brown', 'Gray', 'Purple'] as const;
/** AWG/kcmil sizes with copper weight factor for pricing. */
const GAUGES = [
  ['14', 1], ['12', 1.5], ['10', 2.4], ['8', 3.9], ['6', 6.1], ['4', 9.6], ['3', 12], ['2', 15], ['1', 19], ['1/0', 24],
  ['2/0', 30], ['3/0', 38], ['4/0', 47], ['250', 56], ['300', 67], ['350', 78], ['400', 89], ['500', 111], ['600', 133], ['750', 166],
] as const;
const gaugeLabel = (g: string) => (Number(g) >= 250 ? `${g} kcmil` : `${g} AWG`);
const gaugeCode = (g: string) => g.replace('/', '');

export function wire(emit: Emit): void {
  const makers = ['Southwire', 'Encore Wire', 'Cerro Wire', 'Coleman Cable'];
  for (const [[g, w], color, solid, m] of product(GAUGES, COLORS, [false, true] as const, [0, 1, 2, 3] as const)) {
    const small = Number(g) >= 10 && !g.includes('/') && Number(g) < 250;
    if (solid && !small) continue;
    if (!small && !['Black', 'White', 'Red', 'Blue', 'Green'].includes(color)) continue;
    const reels = small
      ? [
          { name: 'Per foot', quantity: 1, isDefault: false },
          { name: '500 ft reel', quantity: 500, isDefault: true },
          { name: '2500 ft reel', quantity: 2500, isDefault: false },
        ]
      : [
          { name: 'Cut length per foot', quantity: 1, isDefault: true },
          { name: '1000 ft reel', quantity: 1000, isDefault: false },
        ];
    emit({
      code: `THHN${gaugeCode(g)}${solid ? 'SOL' : 'STR'}${color.slice(0, 3).toUpperCase()}`,
      description: `THHN/THWN-2 ${gaugeLabel(g)} ${solid ? 'Solid' : 'Stranded'} Copper Building Wire, ${color}, 600V`,
      category: 'Wire & Cable',
      group: 'THHN Building Wire',
      groupCode: 'THHN',
      manufacturer: makers[m],
      alternates: makers.filter((_, i) => i !== m),
      unit: 'FT',
      basePrice: 0.11 * w,
      spec: { conductor: 'Copper', size: gaugeLabel(g), stranding: solid ? 'Solid' : 'Stranded', color, voltage_rating: '600V', insulation: 'THHN/THWN-2', temperature_rating_c: 90 },
      options: reels,
    });
  }
  for (const [[g, w], alu, m] of product(GAUGES.slice(3), [false, true] as const, [0, 1, 2, 3] as const)) {
    emit({
      code: `XHHW${gaugeCode(g)}${alu ? 'AL' : 'CU'}`,
      description: `XHHW-2 ${gaugeLabel(g)} Stranded ${alu ? 'Aluminum' : 'Copper'} Conductor, Black, 600V`,
      category: 'Wire & Cable',
      group: 'XHHW Building Wire',
      groupCode: 'XHHW',
      manufacturer: makers[m],
      alternates: makers.filter((_, i) => i !== m),
      unit: 'FT',
      basePrice: 0.12 * w * (alu ? 0.38 : 1),
      spec: { conductor: alu ? 'Aluminum AA-8000' : 'Copper', size: gaugeLabel(g), insulation: 'XHHW-2', voltage_rating: '600V' },
      options: [
        { name: 'Cut length per foot', quantity: 1, isDefault: true },
        { name: '1000 ft reel', quantity: 1000, isDefault: false },
      ],
    });
  }
  const cableMakers = ['Southwire', 'AFC Cable Systems', 'Encore Wire'];
  for (const [[size, p], armor, m] of product(
    [['14/2', 0.62], ['14/3', 0.84], ['12/2', 0.78], ['12/3', 1.08], ['12/4', 1.38], ['10/2', 1.18], ['10/3', 1.62], ['10/4', 2.1], ['8/3', 2.7], ['6/3', 3.9]] as const,
    ['Aluminum', 'Steel'] as const,
    [0, 1, 2] as const,
  )) {
    emit({
      code: `MC${size.replace('/', '')}${armor[0]}`,
      description: `MC Cable ${size} AWG with Ground, ${armor} Interlocked Armor, Copper`,
      category: 'Wire & Cable',
      group: 'MC Cable',
      groupCode: 'MC',
      manufacturer: cableMakers[m],
      alternates: cableMakers.filter((_, i) => i !== m),
      unit: 'FT',
      basePrice: p * (armor === 'Steel' ? 1.15 : 1),
      spec: { conductors: size, armor, ground: 'Insulated green', rating: '600V, 90C' },
      options: [
        { name: 'Per foot', quantity: 1, isDefault: false },
        { name: '250 ft coil', quantity: 250, isDefault: true },
        { name: '1000 ft reel', quantity: 1000, isDefault: false },
      ],
    });
  }
  for (const [[size, p], m] of product([['14/2', 0.42], ['14/3', 0.6], ['12/2', 0.64], ['12/3', 0.9], ['10/2', 1.05], ['10/3', 1.45], ['8/2', 2.1], ['8/3', 2.8], ['6/2', 3.2], ['6/3', 4.1]] as const, [0, 1, 2] as const)) {
    emit({
      code: `NMB${size.replace('/', '')}`,
      description: `NM-B Romex ${size} AWG with Ground, Copper, 600V`,
      category: 'Wire & Cable',
      group: 'Nonmetallic Cable',
      groupCode: 'NMB',
      manufacturer: cableMakers[m],
      alternates: cableMakers.filter((_, i) => i !== m),
      unit: 'FT',
      basePrice: p,
      spec: { conductors: size, jacket: 'PVC', rating: '600V, 90C' },
      options: [
        { name: 'Per foot', quantity: 1, isDefault: false },
        { name: '250 ft coil', quantity: 250, isDefault: true },
      ],
    });
  }
  for (const [[g, w], solid, m] of product(GAUGES.slice(0, 12), [true, false] as const, [0, 1, 2, 3] as const)) {
    emit({
      code: `BARE${gaugeCode(g)}${solid ? 'SD' : 'ST'}`,
      description: `Bare Copper Grounding Conductor ${gaugeLabel(g)} ${solid ? 'Solid' : 'Stranded'}, Soft Drawn`,
      category: 'Wire & Cable',
      group: 'Bare Copper',
      groupCode: 'BARE',
      manufacturer: makers[m],
      alternates: makers.filter((_, i) => i !== m),
      unit: 'FT',
      basePrice: 0.1 * w,
      spec: { conductor: 'Bare copper', size: gaugeLabel(g), stranding: solid ? 'Solid' : 'Stranded' },
      options: [
        { name: 'Per foot', quantity: 1, isDefault: true },
        { name: '500 ft reel', quantity: 500, isDefault: false },
      ],
    });
  }
}

const SERIES = [
  { mfr: 'Square D', series: 'QO', name: 'QO Plug-On', base: 9.8, gfci: true },
  { mfr: 'Square D', series: 'HOM', name: 'Homeline Plug-On', base: 6.2, gfci: true },
  { mfr: 'Square D', series: 'QOB', name: 'QO Bolt-On', base: 14.5, gfci: false },
  { mfr: 'Eaton', series: 'BR', name: 'Type BR Plug-On', base: 6.6, gfci: true },
  { mfr: 'Eaton', series: 'CH', name: 'Type CH Plug-On', base: 11.9, gfci: true },
  { mfr: 'Eaton', series: 'BAB', name: 'Type BAB Bolt-On', base: 15.8, gfci: false },
  { mfr: 'Siemens', series: 'Q', name: 'Type QP Plug-On', base: 6.9, gfci: true },
  { mfr: 'Siemens', series: 'BL', name: 'Type BL Bolt-On', base: 14.2, gfci: false },
  { mfr: 'GE', series: 'THQL', name: 'THQL Plug-On', base: 7.1, gfci: true },
  { mfr: 'GE', series: 'THQB', name: 'THQB Bolt-On', base: 15.1, gfci: false },
  { mfr: 'Square D', series: 'EDB', name: 'EDB 480Y/277V Bolt-On', base: 88, gfci: false },
  { mfr: 'Eaton', series: 'GHB', name: 'GHB 480Y/277V Bolt-On', base: 92, gfci: false },
  { mfr: 'Siemens', series: 'BQD', name: 'BQD 480Y/277V Bolt-On', base: 85, gfci: false },
] as const;
const AMPS: Record<1 | 2 | 3, number[]> = {
  1: [10, 15, 20, 25, 30, 35, 40, 45, 50, 60, 70],
  2: [15, 20, 25, 30, 35, 40, 45, 50, 60, 70, 80, 90, 100, 110, 125],
  3: [15, 20, 25, 30, 35, 40, 45, 50, 60, 70, 80, 90, 100],
};

export function breakers(emit: Emit): void {
  for (const [s, poles] of product(SERIES, [1, 2, 3] as const)) {
    const variants: [string, string, number][] = [['', '', 1]];
    for (const amps of AMPS[poles]) {
      const list = [...variants];
      if (s.gfci && poles === 1 && amps <= 20) list.push(['GFCI', 'GF', 5.2], ['AFCI', 'AF', 4.6], ['Dual Function AFCI/GFCI', 'DF', 6.4]);
      if (s.gfci && poles === 2 && amps <= 50) list.push(['GFCI', 'GF', 6.8]);
      for (const [kind, kc, kp] of list) {
        emit({
          code: `${s.series}${poles}${String(amps).padStart(3, '0')}${kc}`,
          description: `${s.name} Circuit Breaker, ${poles}-Pole, ${amps}A${kind ? `, ${kind}` : ''}, ${s.base > 50 ? '480Y/277V' : poles === 1 ? '120V' : '120/240V'}`,
          category: 'Circuit Breakers',
          group: `${s.mfr} ${s.series} Breakers`,
          groupCode: s.series,
          manufacturer: s.mfr,
          alternates: [],
          unit: 'EA',
          basePrice: s.base * poles ** 1.35 * (1 + amps / 160) * kp,
          spec: { poles, amperage: amps, series: s.series, trip: kind || 'Thermal magnetic', interrupting_rating_ka: s.base > 50 ? 14 : 10 },
          options: [{ name: 'Each', quantity: 1, isDefault: true }],
        });
      }
    }
  }
  for (const [mfr, main, amps, spaces, outdoor] of product(
    ['Square D', 'Eaton', 'Siemens', 'GE'] as const,
    [true, false] as const,
    [100, 125, 150, 200, 225] as const,
    [12, 20, 24, 30, 32, 40, 42] as const,
    [false, true] as const,
  )) {
    if (amps <= 125 && spaces > 32) continue;
    emit({
      code: `LC${spaces}${amps}${main ? 'M' : 'L'}${outdoor ? 'RB' : ''}`,
      description: `Load Center, ${amps}A ${main ? 'Main Breaker' : 'Main Lug'}, ${spaces} Spaces, 120/240V 1-Phase, ${outdoor ? 'NEMA 3R Outdoor' : 'NEMA 1 Indoor'}`,
      category: 'Load Centers & Panels',
      group: 'Load Centers',
      groupCode: 'LC',
      manufacturer: mfr,
      alternates: [],
      unit: 'EA',
      basePrice: 38 + spaces * 3.1 + amps * 0.42 + (main ? 55 : 0) + (outdoor ? 28 : 0),
      spec: { amperage: amps, main: main ? 'Main breaker' : 'Main lug', spaces, enclosure: outdoor ? 'NEMA 3R' : 'NEMA 1', phase: 1 },
      options: [{ name: 'Each', quantity: 1, isDefault: true }],
    });
  }
}
