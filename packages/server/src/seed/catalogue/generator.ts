import { devices, lighting } from './devices';
import { fasteners, strut } from './fasteners';
import { breakers, wire } from './power';
import { boxes, conduit, fittings } from './raceway';
import { type GeneratedItem, rng, round, upc } from './types';

/** What a family describes; the generator adds the manufacturer prefix, UPC and a priced list price. */
export type FamilyItem = Omit<GeneratedItem, 'upc' | 'unitPrice'> & { basePrice: number };
export type Emit = (item: FamilyItem) => void;

const FAMILIES: ((emit: Emit) => void)[] = [conduit, fittings, wire, boxes, breakers, devices, lighting, fasteners, strut];

/** Catalogue-number prefixes, the way distributors abbreviate manufacturers. */
const PREFIX: Record<string, string> = {
  'Allied Tube & Conduit': 'ATC', 'Wheatland Tube': 'WHT', 'Republic Conduit': 'REP', Cantex: 'CTX', 'JM Eagle': 'JME', 'Prime Conduit': 'PRC',
  Southwire: 'SWC', 'AFC Cable Systems': 'AFC', 'Electri-Flex': 'ELF', 'Bridgeport Fittings': 'BPT', 'Thomas & Betts': 'TNB', Topaz: 'TPZ',
  Halex: 'HLX', Carlon: 'CAR', 'Crouse-Hinds': 'CRH', Appleton: 'APL', Arlington: 'ARL', Caddy: 'CAD', 'B-Line': 'BLN', Unistrut: 'UNS',
  Superstrut: 'SPS', Raco: 'RAC', 'Steel City': 'STC', Garvin: 'GAR', 'Allied Moulded': 'AMP', Hoffman: 'HOF', Wiegmann: 'WGM', Milbank: 'MIL',
  'Encore Wire': 'ENC', 'Cerro Wire': 'CER', 'Coleman Cable': 'CCI', 'Square D': 'SQD', Eaton: 'EAT', Siemens: 'SIE', GE: 'GEI',
  Leviton: 'LEV', Hubbell: 'HBL', 'Pass & Seymour': 'PAS', 'Eaton Arrow Hart': 'AHE', 'Lithonia Lighting': 'LIT', 'Cooper Lighting': 'COO',
  'Columbia Lighting': 'COL', 'LSI Industries': 'LSI', 'ITW Buildex': 'ITW', 'Triangle Fastener': 'TFC', Hilti: 'HIL',
  'Simpson Strong-Tie': 'SST', 'Red Head': 'RDH', 'DEWALT Anchors': 'DWA',
};

/** Later editions (beyond the base set) model distributor variants: the same products in other packs. */
const EDITIONS = ['', 'Contractor Pack', 'Jobsite Bulk', 'Value Line', 'Premium Line', 'Export Grade', 'Plenum Rated', 'Heavy Duty', 'Coastal Grade', 'Spec Grade'];

/** Every item of the base set, in a fixed order: about 12,000 items. */
export function baseCatalogue(): FamilyItem[] {
  const out: FamilyItem[] = [];
  for (const family of FAMILIES) family((item) => out.push(item));
  return out;
}

/**
 * The first `count` items of a deterministic catalogue: the base set, then as many
 * editions of it as needed (codes suffixed -2, -3...). Same count, same catalogue.
 */
export function generateCatalogue(count: number, seed = 2026): GeneratedItem[] {
  const base = baseCatalogue();
  const random = rng(seed);
  const out: GeneratedItem[] = [];
  const seen = new Set<string>();
  const mfrNumber = new Map<string, number>();
  for (let edition = 0; out.length < count; edition++) {
    for (const item of base) {
      if (out.length >= count) break;
      const prefix = PREFIX[item.manufacturer] ?? item.manufacturer.slice(0, 3).toUpperCase();
      let code = `${prefix}-${item.code}${edition ? `-${edition + 1}` : ''}`;
      for (let n = 2; seen.has(code.toLowerCase()); n++) code = `${prefix}-${item.code}${edition ? `-${edition + 1}` : ''}/${n}`;
      seen.add(code.toLowerCase());
      if (!mfrNumber.has(item.manufacturer)) mfrNumber.set(item.manufacturer, 10000 + mfrNumber.size * 731);
      const jitter = 0.92 + random() * 0.16;
      const price = item.basePrice * jitter * (edition ? 0.9 + (edition % 4) * 0.07 : 1);
      const editionName = EDITIONS[edition % EDITIONS.length];
      const { basePrice: _ignored, ...rest } = item;
      out.push({
        ...rest,
        code,
        upc: upc(mfrNumber.get(item.manufacturer)! + Math.floor(out.length / 100000), out.length),
        description: editionName ? `${item.description}, ${editionName}` : item.description,
        unitPrice: round(Math.max(price, 0.005), price < 1 ? 4 : 2),
      });
    }
  }
  return out;
}
