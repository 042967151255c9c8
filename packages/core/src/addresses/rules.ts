import { DEFAULT_COUNTRY } from '../companies/rules';
import { messages } from '../platform/messages';
import { CHINESE_PROVINCES, STATES_BY_COUNTRY } from './states';

/**
 * Address rules (spec sections 5 and 9): zip patterns per country, completeness,
 * required states, Chinese provinces, will-call and phone formatting. The server
 * validates with them and the address panel shows the same messages.
 */

/** "Any" zip: the country has postal codes in no single shape, or none at all. */
const ANY = /^.*$/s;
const FOUR_DIGITS = /^\d{4}$/;
const FIVE_DIGITS = /^\d{5}$/;

export const ZIP_PATTERNS: Record<string, RegExp> = {
  USA: /^\d{5}(-\d{4})?$/,
  Canada: /^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/,
  India: ANY,
  Macao: ANY,
  'Hong Kong': ANY,
  Austria: FOUR_DIGITS,
  Belgium: FOUR_DIGITS,
  Switzerland: FOUR_DIGITS,
  Australia: FOUR_DIGITS,
  'New Zealand': FOUR_DIGITS,
  France: FIVE_DIGITS,
  Germany: FIVE_DIGITS,
  Spain: FIVE_DIGITS,
  'South Korea': FIVE_DIGITS,
  Mexico: FIVE_DIGITS,
  Netherlands: /^\d{4} ?[A-Za-z]{2}$/,
  // Outward code (area letters, district digit, optional letter or digit), then inward code.
  UK: /^[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}$/,
  Sweden: /^\d{3} ?\d{2}$/,
  China: /^\d{6}$/,
  Japan: /^\d{3}-?\d{4}$/,
};

/** A sample zip per pattern, shown as the zip field's placeholder. */
export const ZIP_EXAMPLES: Record<string, string> = {
  USA: '94105 or 94105-1234',
  Canada: 'K1A 0B1',
  Austria: '1010',
  Belgium: '1000',
  Switzerland: '8001',
  Australia: '2000',
  'New Zealand': '6011',
  France: '75001',
  Germany: '10115',
  Spain: '28001',
  'South Korea': '03051',
  Mexico: '06600',
  Netherlands: '1012 AB',
  UK: 'SW1A 1AA',
  Sweden: '114 55',
  China: '100000',
  Japan: '100-0001',
};

export const COUNTRIES_REQUIRING_STATE = ['USA', 'Canada', 'India', 'China', 'Australia', 'New Zealand', 'Mexico'] as const;

/** The countries the panel offers first; any other country name is accepted with any zip. */
export const KNOWN_COUNTRIES: readonly string[] = Object.keys(ZIP_PATTERNS);

const COUNTRY_ALIASES: Record<string, string> = {
  us: 'USA', usa: 'USA', 'united states': 'USA', 'united states of america': 'USA',
  ca: 'Canada', can: 'Canada',
  uk: 'UK', gb: 'UK', 'united kingdom': 'UK', 'great britain': 'UK', england: 'UK',
  'korea': 'South Korea', 'republic of korea': 'South Korea', kr: 'South Korea',
  'the netherlands': 'Netherlands', holland: 'Netherlands', nl: 'Netherlands',
  'hong kong sar': 'Hong Kong', hk: 'Hong Kong', macau: 'Macao', 'macao sar': 'Macao',
  prc: 'China', "people's republic of china": 'China', cn: 'China',
  nz: 'New Zealand', au: 'Australia', mx: 'Mexico', in: 'India', jp: 'Japan', de: 'Germany', fr: 'France',
};

/** The canonical name of a country ("united states" → "USA"); unknown names come back trimmed. */
export function normalizeCountry(country: string | null | undefined): string {
  const trimmed = (country ?? '').trim();
  if (!trimmed) return '';
  const lower = trimmed.toLowerCase();
  const known = KNOWN_COUNTRIES.find((c) => c.toLowerCase() === lower);
  return known ?? COUNTRY_ALIASES[lower] ?? trimmed;
}

export function requiresState(country: string | null | undefined): boolean {
  return (COUNTRIES_REQUIRING_STATE as readonly string[]).includes(normalizeCountry(country));
}

/** Whether a zip fits the country's pattern. Countries without a rule accept any zip. */
export function isValidZip(zip: string | null | undefined, country: string | null | undefined = DEFAULT_COUNTRY): boolean {
  const pattern = ZIP_PATTERNS[normalizeCountry(country) || DEFAULT_COUNTRY];
  if (!pattern) return true;
  return pattern.test((zip ?? '').trim());
}

/** The address fields the rules look at. */
export interface AddressFields {
  Field_1?: string | null;
  Field_2?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  country?: string | null;
}

const blank = (v: string | null | undefined) => !v || !v.trim();

/**
 * Null when the address is complete; otherwise the spec's message: "Please complete the
 * address" (street, city or country missing), "Invalid zip", or "State is missing.".
 */
export function checkAddress(address: AddressFields): string | null {
  if (blank(address.Field_1) || blank(address.city) || blank(address.country)) return messages.completeAddress;
  if (!isValidZip(address.zip, address.country)) return messages.invalidZip;
  if (requiresState(address.country) && blank(address.state)) return messages.stateMissing;
  return null;
}

/** Which field a checkAddress message belongs to (null: the address as a whole). */
export function addressMessageField(message: string): 'zip' | 'state' | null {
  if (message === messages.invalidZip) return 'zip';
  if (message === messages.stateMissing) return 'state';
  return null;
}

const PROVINCE_SUFFIXES =
  /\s*(province|sheng|shi|municipality|city|special administrative region|sar|autonomous region|zizhiqu|zhuang|hui|uygur|uyghur|uighur)\s*$/i;
const CHINESE_SUFFIXES = /(省|市|特别行政区|自治区|壮族|回族|维吾尔)+$/u;

/**
 * The short name of a Chinese province ("Guangdong Province", "广东省" → "Guangdong").
 * Shanxi and Shaanxi are easily confused; a zip starting 71 or 72 is Shaanxi's.
 */
export function normalizeChineseProvince(state: string | null | undefined, zip?: string | null): string {
  let name = (state ?? '').trim();
  if (!name) return '';
  const chinese = name.replace(CHINESE_SUFFIXES, '');
  const byChinese = CHINESE_PROVINCES.find((p) => p.chinese === chinese);
  if (byChinese) name = byChinese.name;
  else {
    let previous = '';
    while (previous !== name) {
      previous = name;
      name = name.replace(PROVINCE_SUFFIXES, '').trim();
    }
    const lower = name.toLowerCase();
    const alias: Record<string, string> = { 'nei mongol': 'Inner Mongolia', neimenggu: 'Inner Mongolia', xizang: 'Tibet' };
    const known = CHINESE_PROVINCES.find((p) => p.name.toLowerCase() === lower);
    name = known?.name ?? alias[lower] ?? name;
  }
  const z = (zip ?? '').trim();
  if (name === 'Shanxi' && (z.startsWith('71') || z.startsWith('72'))) return 'Shaanxi';
  return name;
}

/** The address as stored: country canonical (default USA), text trimmed, Chinese provinces short. */
export function normalizeAddress<T extends AddressFields>(address: T): T {
  const country = normalizeCountry(address.country) || DEFAULT_COUNTRY;
  const zip = (address.zip ?? '').trim();
  const state = (address.state ?? '').trim();
  return {
    ...address,
    country,
    zip: country === 'Canada' || country === 'UK' || country === 'Netherlands' ? zip.toUpperCase() : zip,
    state: country === 'China' ? normalizeChineseProvince(state, zip) : state,
  };
}

/** The states the panel offers for a country, or null when the state is free text. */
export function statesOf(country: string | null | undefined): readonly string[] | null {
  return STATES_BY_COUNTRY[normalizeCountry(country)] ?? null;
}

/** The shipping address of an order picked up at the supplier's counter: a fixed value. */
export const WILL_CALL_ADDRESS = 'Will Call';

export function isWillCall(address: string | null | undefined): boolean {
  return (address ?? '').trim().toLowerCase() === WILL_CALL_ADDRESS.toLowerCase();
}

/** One line for lists and shipping forms: "1 Main St, Suite 2, Austin, TX 78701, USA". */
export function formatAddress(address: AddressFields): string {
  const stateZip = [address.state, address.zip].map((v) => (v ?? '').trim()).filter(Boolean).join(' ');
  return [address.Field_1, address.Field_2, address.city, stateZip, address.country]
    .map((v) => (v ?? '').trim())
    .filter(Boolean)
    .join(', ');
}

const NANP = ['USA', 'Canada'];

/**
 * Phone numbers in USA and Canada read "(555) 123-4567" (with "+1 " when the country code
 * was typed, and " ext. N" for an extension). Other countries, and numbers that are not
 * ten digits, are returned as typed.
 */
export function formatPhone(phone: string | null | undefined, country: string | null | undefined = DEFAULT_COUNTRY): string {
  const raw = (phone ?? '').trim();
  if (!NANP.includes(normalizeCountry(country) || DEFAULT_COUNTRY)) return raw;
  const match = /^(.*?)(?:\s*(?:ext\.?|x|#)\s*(\d+))?$/i.exec(raw);
  const main = match?.[1] ?? raw;
  const extension = match?.[2];
  let digits = main.replace(/\D/g, '');
  if (/[^\d\s().+-]/.test(main)) return raw;
  let prefix = '';
  if (digits.length === 11 && digits.startsWith('1')) {
    prefix = '+1 ';
    digits = digits.slice(1);
  }
  if (digits.length !== 10) return raw;
  const formatted = `${prefix}(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  return extension ? `${formatted} ext. ${extension}` : formatted;
}

/** Every known country with its rules, in the order the panel lists them (RetrieveCountries). */
export function countryRules(): Array<{
  name: string;
  requires_state: boolean;
  zip_pattern: string | null;
  zip_example: string;
  states: string[] | null;
}> {
  return KNOWN_COUNTRIES.map((name) => {
    const pattern = ZIP_PATTERNS[name];
    const states = statesOf(name);
    return {
      name,
      requires_state: requiresState(name),
      zip_pattern: pattern && pattern !== ANY ? pattern.source : null,
      zip_example: ZIP_EXAMPLES[name] ?? '',
      states: states ? [...states] : null,
    };
  });
}
