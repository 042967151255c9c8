import type { Emit } from './generator';
import { product } from './types';

const DEVICE_MAKERS = ['Leviton', 'Hubbell', 'Pass & Seymour', 'Eaton Arrow Hart'];
const DEVICE_COLORS = [['White', 'W'], ['Ivory', 'I'], ['Light Almond', 'LA'], ['Gray', 'GY'], ['Black', 'BK'], ['Brown', 'BR']] as const;

export function devices(emit: Emit): void {
  const receptacles = [
    ['Duplex Receptacle, Commercial Grade', 'DR', 1.4],
    ['Decora Duplex Receptacle', 'DDR', 2.1],
    ['GFCI Receptacle, Self-Test', 'GFR', 16.5],
    ['Tamper-Resistant Duplex Receptacle', 'TRR', 2.3],
    ['Weather and Tamper-Resistant Duplex Receptacle', 'WRR', 3.9],
    ['Weather-Resistant GFCI Receptacle, Self-Test', 'WGF', 21],
    ['USB Type-A/C Charger Duplex Receptacle', 'USB', 24],
    ['Isolated Ground Duplex Receptacle', 'IGR', 9.8],
    ['Hospital Grade Duplex Receptacle', 'HGR', 11.5],
  ] as const;
  for (const [[name, code, price], amps, [color, cc], m] of product(receptacles, [15, 20] as const, DEVICE_COLORS, [0, 1, 2, 3] as const)) {
    emit({
      code: `${code}${amps}${cc}`,
      description: `${name}, ${amps}A 125V, NEMA ${amps === 15 ? '5-15R' : '5-20R'}, ${color}`,
      category: 'Wiring Devices',
      group: 'Receptacles',
      groupCode: 'RCPT',
      manufacturer: DEVICE_MAKERS[m],
      alternates: DEVICE_MAKERS.filter((_, i) => i !== m),
      unit: 'EA',
      basePrice: price * (amps === 20 ? 1.35 : 1),
      spec: { amperage: amps, voltage: '125V', nema: amps === 15 ? '5-15R' : '5-20R', color },
      options: [
        { name: 'Each', quantity: 1, isDefault: true },
        { name: 'Box of 10', quantity: 10, isDefault: false },
      ],
    });
  }
  const switches = [
    ['Single-Pole Toggle Switch', 'SP', 1.9],
    ['3-Way Toggle Switch', '3W', 3.2],
    ['4-Way Toggle Switch', '4W', 9.4],
    ['Double-Pole Toggle Switch', 'DP', 8.6],
    ['Pilot Light Toggle Switch', 'PL', 11.8],
    ['Decora Rocker Switch, Single-Pole', 'RS', 2.9],
    ['Decora Rocker Switch, 3-Way', 'R3', 4.1],
    ['LED/CFL Dimmer, 0-10V and Phase', 'DM', 27],
  ] as const;
  for (const [[name, code, price], amps, [color, cc], m] of product(switches, [15, 20] as const, DEVICE_COLORS, [0, 1, 2, 3] as const)) {
    emit({
      code: `${code}S${amps}${cc}`,
      description: `${name}, ${amps}A 120/277V, ${color}`,
      category: 'Wiring Devices',
      group: 'Switches and Dimmers',
      groupCode: 'SWCH',
      manufacturer: DEVICE_MAKERS[m],
      alternates: DEVICE_MAKERS.filter((_, i) => i !== m),
      unit: 'EA',
      basePrice: price * (amps === 20 ? 1.3 : 1),
      spec: { amperage: amps, voltage: '120/277V', color },
      options: [
        { name: 'Each', quantity: 1, isDefault: true },
        { name: 'Box of 10', quantity: 10, isDefault: false },
      ],
    });
  }
  const plates = [
    ['1-Gang Duplex Wall Plate', '1D', 1], ['1-Gang Toggle Wall Plate', '1T', 1], ['1-Gang Decora Wall Plate', '1R', 1],
    ['2-Gang Duplex Wall Plate', '2D', 1.8], ['2-Gang Toggle Wall Plate', '2T', 1.8], ['2-Gang Decora Wall Plate', '2R', 1.8],
    ['1-Gang Blank Wall Plate', '1B', 0.9], ['2-Gang Blank Wall Plate', '2B', 1.6], ['3-Gang Decora Wall Plate', '3R', 2.7], ['4-Gang Decora Wall Plate', '4R', 3.6],
  ] as const;
  for (const [[name, code, p], [material, mc, mp], size, m] of product(
    plates,
    [['Nylon', 'N', 0.55], ['302 Stainless Steel', 'SS', 1.6], ['Thermoset', 'T', 0.7]] as const,
    ['Standard', 'Midsize'] as const,
    [0, 1, 2, 3] as const,
  )) {
    const colors = material === 'Nylon' ? DEVICE_COLORS : material === 'Thermoset' ? DEVICE_COLORS.slice(0, 2) : ([['Stainless', '']] as const);
    for (const [color, cc] of colors) {
      emit({
        code: `WP${code}${mc}${size === 'Midsize' ? 'M' : ''}${cc}`,
        description: `${name}, ${size}, ${material}${color === 'Stainless' ? '' : `, ${color}`}`,
        category: 'Wiring Devices',
        group: 'Wall Plates',
        groupCode: 'WPLT',
        manufacturer: DEVICE_MAKERS[m],
        alternates: DEVICE_MAKERS.filter((_, i) => i !== m),
        unit: 'EA',
        basePrice: p * mp * (size === 'Midsize' ? 1.15 : 1),
        spec: { material, size, color },
        options: [
          { name: 'Each', quantity: 1, isDefault: true },
          { name: 'Box of 25', quantity: 25, isDefault: false },
        ],
      });
    }
  }
  for (const [[nema, p], [kind, kc, kp], m] of product(
    [['L5-20', 14], ['L5-30', 19], ['L6-20', 15], ['L6-30', 20], ['L14-20', 22], ['L14-30', 27], ['L21-30', 34], ['5-15', 5], ['5-20', 8]] as const,
    [['Plug', 'P', 1], ['Connector', 'C', 1.25], ['Receptacle', 'R', 0.95], ['Flanged Inlet', 'I', 1.6]] as const,
    [0, 1, 2] as const,
  )) {
    emit({
      code: `${nema.replace('-', '')}${kc}`,
      description: `${nema.startsWith('L') ? 'Twist-Lock ' : ''}${kind}, NEMA ${nema}, Industrial Grade`,
      category: 'Wiring Devices',
      group: 'Plugs and Connectors',
      groupCode: 'PLUG',
      manufacturer: DEVICE_MAKERS[m],
      alternates: DEVICE_MAKERS.filter((_, i) => i !== m).slice(0, 2),
      unit: 'EA',
      basePrice: p * kp,
      spec: { nema, type: kind },
      options: [{ name: 'Each', quantity: 1, isDefault: true }],
    });
  }
}

const LIGHT_MAKERS = ['Lithonia Lighting', 'Cooper Lighting', 'Columbia Lighting', 'LSI Industries'];
const CCTS = [3000, 3500, 4000, 5000] as const;

export function lighting(emit: Emit): void {
  const lightAlts = (m: number) => LIGHT_MAKERS.filter((_, i) => i !== m);
  for (const [[size, sc, p], lumens, cct, battery, m] of product(
    [['1x4', '14', 72], ['2x2', '22', 78], ['2x4', '24', 94]] as const,
    [3000, 4000, 5000, 6000] as const,
    CCTS,
    [false, true] as const,
    [0, 1, 2, 3] as const,
  )) {
    emit({
      code: `FPT${sc}${lumens / 100}L${cct / 100}K${battery ? 'EM' : ''}`,
      description: `LED Flat Panel Troffer ${size} ft, ${lumens} lm, ${cct}K, 0-10V Dimming, 120-277V${battery ? ', Emergency Battery Pack' : ''}`,
      category: 'Lighting',
      group: 'Troffers and Panels',
      groupCode: 'TROF',
      manufacturer: LIGHT_MAKERS[m],
      alternates: lightAlts(m),
      unit: 'EA',
      basePrice: p + lumens / 250 + (battery ? 85 : 0),
      spec: { size_ft: size, lumens, cct_k: cct, cri: 80, dimming: '0-10V', voltage: '120-277V', emergency_battery: battery },
      options: [{ name: 'Each', quantity: 1, isDefault: true }, { name: 'Carton of 2', quantity: 2, isDefault: false }],
    });
  }
  for (const [[shape, sh], lumens, cct, optic, m] of product([['Round UFO', 'R'], ['Linear', 'L']] as const, [12000, 18000, 24000, 32000] as const, [4000, 5000] as const, ['Wide', 'Narrow'] as const, [0, 1, 2, 3] as const)) {
    emit({
      code: `HB${sh}${lumens / 1000}K${cct / 1000}${optic[0]}`,
      description: `LED ${shape} High Bay, ${lumens} lm, ${cct}K, ${optic} Optic, 120-277V`,
      category: 'Lighting',
      group: 'High Bays',
      groupCode: 'HBAY',
      manufacturer: LIGHT_MAKERS[m],
      alternates: lightAlts(m),
      unit: 'EA',
      basePrice: 95 + lumens / 140,
      spec: { lumens, cct_k: cct, optic, ip_rating: 'IP65' },
      options: [{ name: 'Each', quantity: 1, isDefault: true }],
    });
  }
  for (const [[size, watts], cct, photocell, finish, m] of product([['Small', 20], ['Medium', 40], ['Large', 80]] as const, [3000, 4000, 5000] as const, [false, true] as const, ['Bronze', 'Black'] as const, [0, 1, 2, 3] as const)) {
    emit({
      code: `WP${watts}${cct / 1000}${photocell ? 'PC' : ''}${finish === 'Bronze' ? 'DDB' : 'BLK'}`,
      description: `LED Wall Pack, ${size} ${watts}W, ${cct}K${photocell ? ', Button Photocell' : ''}, ${finish}`,
      category: 'Lighting',
      group: 'Outdoor Wall Packs',
      groupCode: 'WPAK',
      manufacturer: LIGHT_MAKERS[m],
      alternates: lightAlts(m),
      unit: 'EA',
      basePrice: 48 + watts * 1.6 + (photocell ? 12 : 0),
      spec: { watts, cct_k: cct, photocell, finish, wet_location: true },
      options: [{ name: 'Each', quantity: 1, isDefault: true }],
    });
  }
  for (const [ap, lumens, cct, trim, m] of product([4, 6] as const, [600, 900, 1200, 2000] as const, [2700, 3000, 3500, 4000, 5000] as const, ['White', 'Clear Reflector'] as const, [0, 1, 2, 3] as const)) {
    emit({
      code: `DL${ap}${lumens / 100}${cct / 100}${trim === 'White' ? 'WH' : 'CR'}`,
      description: `LED Recessed Downlight ${ap} in, ${lumens} lm, ${cct}K, ${trim} Trim, IC Rated`,
      category: 'Lighting',
      group: 'Downlights',
      groupCode: 'DWNL',
      manufacturer: LIGHT_MAKERS[m],
      alternates: lightAlts(m),
      unit: 'EA',
      basePrice: 22 + lumens / 60 + (trim === 'White' ? 0 : 9),
      spec: { aperture_in: ap, lumens, cct_k: cct, trim, ic_rated: true },
      options: [{ name: 'Each', quantity: 1, isDefault: true }, { name: 'Case of 6', quantity: 6, isDefault: false }],
    });
  }
  for (const [[len, lc], lumens, cct, m] of product([['4 ft', '4'], ['8 ft', '8']] as const, [2500, 4000, 5000, 8000] as const, [3500, 4000, 5000] as const, [0, 1, 2, 3] as const)) {
    emit({
      code: `STR${lc}${lumens / 100}${cct / 100}`,
      description: `LED Strip Light ${len}, ${lumens} lm, ${cct}K, 120-277V`,
      category: 'Lighting',
      group: 'Strip Lights',
      groupCode: 'STRP',
      manufacturer: LIGHT_MAKERS[m],
      alternates: lightAlts(m),
      unit: 'EA',
      basePrice: 29 + lumens / 180,
      spec: { length: len, lumens, cct_k: cct },
      options: [{ name: 'Each', quantity: 1, isDefault: true }],
    });
  }
  for (const [letters, faces, battery, housing, m] of product(['Red', 'Green'] as const, ['Single', 'Double'] as const, [true, false] as const, ['Thermoplastic', 'Die-Cast Aluminum'] as const, [0, 1, 2, 3] as const)) {
    emit({
      code: `EXIT${letters[0]}${faces[0]}${battery ? 'EM' : 'AC'}${housing[0]}`,
      description: `LED Exit Sign, ${letters} Letters, ${faces} Face, ${battery ? 'Battery Backup' : 'AC Only'}, ${housing}`,
      category: 'Lighting',
      group: 'Exit and Emergency',
      groupCode: 'EXIT',
      manufacturer: LIGHT_MAKERS[m],
      alternates: lightAlts(m),
      unit: 'EA',
      basePrice: 24 + (battery ? 18 : 0) + (housing === 'Thermoplastic' ? 0 : 46),
      spec: { letters, faces, battery_backup: battery, housing },
      options: [{ name: 'Each', quantity: 1, isDefault: true }],
    });
  }
}
