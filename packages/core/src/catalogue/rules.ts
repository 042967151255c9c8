/**
 * Catalogue rules shared by the server (SQL filters) and the web (hints, local checks).
 */

export const catalogueMessages = {
  /** Spec section 5: edit manufacturer (and any edit) with nothing changed. */
  noChangesDetected: 'No changes detected',
  unitPricePositive: 'Enter a unit price greater than 0.',
  linkInvalid: 'Enter a valid URL starting with http:// or https://.',
  notEditable: 'Only staff or the supplier that added this item can change it.',
  unknownManufacturer: 'Unknown manufacturer.',
} as const;

/** "Within 1 percent" (spec section 5). */
export const UNIT_PRICE_TOLERANCE = 0.01;
/** "a value times 0.001 to 1000": the powers of ten from 10^-3 to 10^3 (docs/decisions/008). */
export const UNIT_PRICE_EXPONENTS = [-3, -2, -1, 0, 1, 2, 3] as const;

export interface DecimalRange {
  /** Inclusive bounds as decimal strings, exact for SQL numeric comparison. */
  min: string;
  max: string;
}

/** A float with the binary noise of multiplication removed (0.1 * 3 → 0.3), as a plain decimal string. */
function decimalString(n: number): string {
  const clean = Number(n.toPrecision(12));
  if (Math.abs(clean) >= 1e-6 || clean === 0) return String(clean);
  return clean.toFixed(20).replace(/0+$/, '');
}

/**
 * The price ranges a typed unit price v matches: for each k in -3..3, prices within 1% of
 * v × 10^k. Typing 45.20 finds an item priced 0.452 per foot (a price per hundred feet) as
 * well as 45.20 each or 45,200 per thousand. Empty for a value that is not a positive number.
 */
export function unitPriceRanges(value: number): DecimalRange[] {
  if (!Number.isFinite(value) || value <= 0) return [];
  return UNIT_PRICE_EXPONENTS.map((k) => {
    const scaled = Number((value * 10 ** k).toPrecision(12));
    return {
      min: decimalString(scaled * (1 - UNIT_PRICE_TOLERANCE)),
      max: decimalString(scaled * (1 + UNIT_PRICE_TOLERANCE)),
    };
  });
}

/** Whether a unit price matches the typed value under the unit price filter. */
export function unitPriceMatches(price: number, value: number): boolean {
  const p = Number(price.toPrecision(12));
  return unitPriceRanges(value).some((r) => p >= Number(r.min) && p <= Number(r.max));
}

/** At most this many words of a search count; the rest are ignored. */
export const MAX_SEARCH_TERMS = 8;

/**
 * The words of a catalogue search as the full-text query uses them: lower case, only
 * letters, digits and the characters that appear inside catalogue numbers and sizes
 * (`/ . -`), so `1/2" EMT` becomes ["1/2", "emt"].
 */
export function searchTerms(text: string): string[] {
  return text
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}/.-]+/gu, '').replace(/^[-./]+|[-./]+$/g, ''))
    .filter((w) => w.length > 0)
    .slice(0, MAX_SEARCH_TERMS);
}

/**
 * A PostgreSQL tsquery that needs every word, each as a prefix (`'emt':* & '1/2':*`), so a
 * word being typed still matches. Null when nothing searchable is left.
 */
export function prefixTsQuery(text: string): string | null {
  const terms = searchTerms(text);
  if (!terms.length) return null;
  return terms.map((t) => `'${t}':*`).join(' & ');
}

/** Catalogue numbers compare without case or surrounding blanks. */
export function normalizeCode(code: string): string {
  return code.trim().toLowerCase();
}

/** Units of measure a catalogue item is sold in. */
export const CATALOGUE_UNITS = ['EA', 'FT', 'BOX', 'PK', 'RL', 'PR', 'SET', 'LB', 'BAG', 'CTN'] as const;
export type CatalogueUnit = (typeof CATALOGUE_UNITS)[number];

/** Electrical price files quote per each (E), per hundred (C) or per thousand (M). */
export const PRICE_PER = { E: 1, C: 100, M: 1000 } as const;
export type PricePer = keyof typeof PRICE_PER;

/** Who may change a catalogue item's link or manufacturer (docs/decisions/008). */
export function canEditCatalogueItem(caller: { isStaff: boolean; companyId: number }, item: { ownerCompanyId: number | null }): boolean {
  return caller.isStaff || (item.ownerCompanyId !== null && item.ownerCompanyId === caller.companyId);
}

type ImportingAccount = { is_staff: boolean; company: { system_type: 'buyer' | 'seller' } };

/**
 * The catalogue files a caller may import: a price file from a supplier company (to its customers),
 * the master catalogue as staff. Staff signed in at a contractor import the master catalogue only.
 */
export function catalogueImportKinds(account: ImportingAccount): ('master' | 'price_file')[] {
  const kinds: ('master' | 'price_file')[] = [];
  if (account.is_staff) kinds.push('master');
  if (account.company.system_type === 'seller') kinds.push('price_file');
  return kinds;
}

/** Who imports catalogue files at all (the catalogue's Import price file link, /price_file). */
export function mayImportCatalogueFiles(account: ImportingAccount): boolean {
  return catalogueImportKinds(account).length > 0;
}

/** What a buyer pays for one unit of a catalogue item, and why. */
export interface BuyerPrice {
  price: number;
  source: 'contract' | 'list';
  /** The supplier whose contract price it is (null for the list price). */
  supplier_name: string | null;
}

/**
 * The price a buyer pays (and a BOM line shows): its lowest contract price valid on the day,
 * else the list price. `contractPrices` are the buyer's prices for this item valid that day.
 */
export function buyerUnitPrice(listPrice: number, contractPrices: readonly { price: number; supplier_company: { name: string } }[]): BuyerPrice {
  const lowest = contractPrices.reduce<(typeof contractPrices)[number] | null>((best, p) => (best === null || p.price < best.price ? p : best), null);
  return lowest ? { price: lowest.price, source: 'contract', supplier_name: lowest.supplier_company.name } : { price: listPrice, source: 'list', supplier_name: null };
}

/** Unit suffixes of spec data keys and how they read: temperature_rating_c is "Temperature rating (°C)". */
const SPEC_UNITS: Record<string, string> = { c: '°C', f: '°F', in: 'in', ft: 'ft', mm: 'mm', m: 'm', k: 'K', ka: 'kA', a: 'A', v: 'V', w: 'W', lb: 'lb', kg: 'kg', lm: 'lm', cu_in: 'cu in' };
const SPEC_ACRONYMS = new Set(['ip', 'ic', 'ul', 'nema', 'cct', 'cri', 'awg', 'emt', 'imc', 'pvc', 'thhn', 'upc', 'led', 'gfci', 'afci', 'ac', 'dc']);

/** A spec data key as people read it: "temperature_rating_c" → "Temperature rating (°C)", "ip_rating" → "IP rating". */
export function specLabel(key: string): string {
  let words = key.split(/[_\s]+/).filter(Boolean);
  let unit = '';
  const two = words.slice(-2).join('_');
  if (words.length > 2 && SPEC_UNITS[two]) {
    unit = SPEC_UNITS[two];
    words = words.slice(0, -2);
  } else if (words.length > 1 && SPEC_UNITS[words[words.length - 1]]) {
    unit = SPEC_UNITS[words[words.length - 1]];
    words = words.slice(0, -1);
  }
  const text = words.map((w, i) => (SPEC_ACRONYMS.has(w.toLowerCase()) ? w.toUpperCase() : i === 0 ? w.charAt(0).toUpperCase() + w.slice(1) : w)).join(' ');
  return unit ? `${text} (${unit})` : text;
}
