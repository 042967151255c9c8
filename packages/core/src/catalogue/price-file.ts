import { fileTooLargeMessage } from '../platform/files';
import { CATALOGUE_UNITS, type CatalogueUnit, PRICE_PER, type PricePer } from './rules';

/**
 * A supplier price file (CSV): one row per catalogue item with its price. The header
 * names the columns; common spellings of each are accepted.
 */
export const PRICE_FILE_COLUMNS = [
  'catalog_number',
  'description',
  'manufacturer',
  'category',
  'product_group',
  'upc',
  'unit',
  'price',
  'price_per',
  'package_name',
  'package_quantity',
  'valid_from',
  'valid_to',
] as const;
export type PriceFileColumn = (typeof PRICE_FILE_COLUMNS)[number];

export const REQUIRED_PRICE_FILE_COLUMNS: readonly PriceFileColumn[] = ['catalog_number', 'price'];

const ALIASES: Record<string, PriceFileColumn> = {
  catalog_number: 'catalog_number',
  catalog_no: 'catalog_number',
  catalogue_number: 'catalog_number',
  cat_no: 'catalog_number',
  catalog: 'catalog_number',
  base_item_code: 'catalog_number',
  item_code: 'catalog_number',
  description: 'description',
  item_description: 'description',
  manufacturer: 'manufacturer',
  mfr: 'manufacturer',
  mfg: 'manufacturer',
  category: 'category',
  product_group: 'product_group',
  group: 'product_group',
  upc: 'upc',
  product_code: 'upc',
  unit: 'unit',
  uom: 'unit',
  unit_of_measure: 'unit',
  price: 'price',
  unit_price: 'price',
  net_price: 'price',
  price_per: 'price_per',
  price_uom: 'price_per',
  package_name: 'package_name',
  package: 'package_name',
  package_quantity: 'package_quantity',
  package_qty: 'package_quantity',
  pack_qty: 'package_quantity',
  valid_from: 'valid_from',
  effective_date: 'valid_from',
  valid_to: 'valid_to',
  expiration_date: 'valid_to',
};

export function normalizeHeaderName(name: string): string {
  return name
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[#.]/g, '')
    .replace(/[\s-/]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

export interface PriceFileHeader {
  /** For each position in the file, the column it holds (null: ignored). */
  columns: (PriceFileColumn | null)[];
  missing: PriceFileColumn[];
  duplicated: PriceFileColumn[];
}

export function readPriceFileHeader(names: string[]): PriceFileHeader {
  const columns = names.map((n) => ALIASES[normalizeHeaderName(n)] ?? null);
  const seen = new Set<PriceFileColumn>();
  const duplicated = new Set<PriceFileColumn>();
  for (const c of columns) if (c) (seen.has(c) ? duplicated : seen).add(c);
  return { columns, missing: REQUIRED_PRICE_FILE_COLUMNS.filter((c) => !seen.has(c)), duplicated: [...duplicated] };
}

/** The largest price file POST price_file/upload/ takes (/price_file checks before sending). */
export const MAX_PRICE_FILE_BYTES = 25 * 1024 * 1024;

/** Messages a file or a row can get; the server adds its own for facts only the database knows. */
export const priceFileMessages = {
  missingColumns: (cols: string[]) => `The file has no ${cols.join(', ')} column. Required columns: ${REQUIRED_PRICE_FILE_COLUMNS.join(', ')}.`,
  duplicatedColumns: (cols: string[]) => `The file has more than one ${cols.join(', ')} column.`,
  noRows: 'The file has no rows under its header.',
  tooManyRows: (max: number) => `The file has more than ${max} rows; split it into smaller files.`,
  tooLarge: fileTooLargeMessage(MAX_PRICE_FILE_BYTES),
  required: 'This field is required.',
  priceNotNumber: 'Enter a price as a number, such as 12.50.',
  pricePositive: 'The price must be greater than 0.',
  priceDecimals: 'The price may have at most 4 decimal places.',
  pricePer: `Use ${Object.keys(PRICE_PER).join(', ')} (each, per hundred, per thousand).`,
  pricePerTooFine: (price: string, per: string, unit: number) => {
    const basis = per === 'M' ? 'thousand' : 'hundred';
    const rounded = Math.round(unit * 10_000) / 10_000;
    const exact = `${price} per ${basis} is $${Number(unit.toPrecision(12))} a unit, and a unit price has at most 4 decimal places`;
    return rounded === 0 ? `${exact}: the least it can be is $0.0001 a unit.` : `${exact}: round it to ${Number((rounded * PRICE_PER[per as PricePer]).toPrecision(12))} per ${basis} ($${rounded} a unit).`;
  },
  unit: `Use one of ${CATALOGUE_UNITS.join(', ')}.`,
  packageQuantity: 'The package quantity must be a whole number greater than 0.',
  packageNameWithoutQuantity: 'A package needs both a name and a quantity.',
  date: 'Enter a date as YYYY-MM-DD or MM/DD/YYYY.',
  dateOrder: 'valid_to must be on or after valid_from.',
  otherSuppliersItem: "This catalog number is another supplier's item: price your own items or the shared catalogue's.",
  tooLong: (max: number) => `Ensure this field has no more than ${max} characters.`,
  duplicateCatalogNumber: (line: number) => `This catalog number is already on line ${line}.`,
  newItemNeeds: 'The catalog number is not in the catalogue; description, manufacturer, category and unit are needed to add it.',
} as const;

export const MAX_PRICE_FILE_ROWS = 250_000;

export interface PriceFileRow {
  catalogNumber: string;
  description: string | null;
  manufacturer: string | null;
  category: string | null;
  productGroup: string | null;
  upc: string | null;
  unit: CatalogueUnit | null;
  /** Price of one unit, after dividing by price_per. */
  unitPrice: number;
  packageName: string | null;
  packageQuantity: number | null;
  validFrom: string | null;
  validTo: string | null;
}

export interface RowError {
  line: number;
  column: PriceFileColumn | null;
  message: string;
}

export type RowResult = { ok: true; row: PriceFileRow } | { ok: false; errors: RowError[] };

const LIMITS: Partial<Record<PriceFileColumn, number>> = {
  catalog_number: 64,
  description: 500,
  manufacturer: 120,
  category: 120,
  product_group: 120,
  upc: 64,
  package_name: 60,
};

/** Reads a date as ISO YYYY-MM-DD or US MM/DD/YYYY; null when it is not a real calendar date. */
export function parsePriceFileDate(text: string): string | null {
  let y: number, m: number, d: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (us) [y, m, d] = [Number(us[3]), Number(us[1]), Number(us[2])];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * Checks one row's values on their own (the server then checks what only the catalogue
 * knows). `line` is the row's line number in the file, the header being line 1.
 */
export function validatePriceFileRow(values: Partial<Record<PriceFileColumn, string>>, line: number): RowResult {
  const errors: RowError[] = [];
  const fail = (column: PriceFileColumn, message: string) => errors.push({ line, column, message });
  const text = (c: PriceFileColumn): string | null => {
    const v = values[c]?.trim() ?? '';
    if (!v) return null;
    const max = LIMITS[c];
    if (max && v.length > max) fail(c, priceFileMessages.tooLong(max));
    return v;
  };

  const catalogNumber = text('catalog_number');
  if (!catalogNumber) fail('catalog_number', priceFileMessages.required);

  let unitPrice = 0;
  const priceText = text('price')?.replace(/^\$/, '').replace(/,/g, '');
  if (!priceText) fail('price', priceFileMessages.required);
  else if (!/^-?\d+(\.\d+)?$|^-?\.\d+$/.test(priceText)) fail('price', priceFileMessages.priceNotNumber);
  else if (Number(priceText) <= 0) fail('price', priceFileMessages.pricePositive);
  else if ((priceText.split('.')[1] ?? '').length > 4) fail('price', priceFileMessages.priceDecimals);
  else unitPrice = Number(priceText);

  const perText = (text('price_per') ?? 'E').toUpperCase();
  if (!(perText in PRICE_PER)) fail('price_per', priceFileMessages.pricePer);
  else if (unitPrice > 0) {
    const per = PRICE_PER[perText as PricePer];
    // a price per hundred or thousand whose unit price needs more decimals than prices are kept to is refused, not rounded (45.67 per M is $0.04567 a unit)
    const decimals = (priceText!.split('.')[1] ?? '').replace(/0+$/, '').length + Math.round(Math.log10(per));
    if (decimals > 4) fail('price', priceFileMessages.pricePerTooFine(priceText!, perText, unitPrice / per));
    else unitPrice = Number((unitPrice / per).toPrecision(12));
  }

  const unitText = text('unit')?.toUpperCase() ?? null;
  if (unitText && !(CATALOGUE_UNITS as readonly string[]).includes(unitText)) fail('unit', priceFileMessages.unit);

  const packageName = text('package_name');
  const qtyText = text('package_quantity');
  let packageQuantity: number | null = null;
  if (qtyText) {
    if (!/^\d+$/.test(qtyText) || Number(qtyText) <= 0) fail('package_quantity', priceFileMessages.packageQuantity);
    else packageQuantity = Number(qtyText);
  }
  if (Boolean(packageName) !== Boolean(qtyText)) fail(packageName ? 'package_quantity' : 'package_name', priceFileMessages.packageNameWithoutQuantity);

  const dates: Record<'valid_from' | 'valid_to', string | null> = { valid_from: null, valid_to: null };
  for (const c of ['valid_from', 'valid_to'] as const) {
    const v = text(c);
    if (!v) continue;
    const parsed = parsePriceFileDate(v);
    if (!parsed) fail(c, priceFileMessages.date);
    dates[c] = parsed;
  }
  if (dates.valid_from && dates.valid_to && dates.valid_to < dates.valid_from) fail('valid_to', priceFileMessages.dateOrder);

  const row: PriceFileRow = {
    catalogNumber: catalogNumber ?? '',
    description: text('description'),
    manufacturer: text('manufacturer'),
    category: text('category'),
    productGroup: text('product_group'),
    upc: text('upc'),
    unit: (unitText as CatalogueUnit | null) ?? null,
    unitPrice,
    packageName,
    packageQuantity,
    validFrom: dates.valid_from,
    validTo: dates.valid_to,
  };
  return errors.length ? { ok: false, errors } : { ok: true, row };
}

/** Whether a row carries everything needed to add an item the catalogue does not have. */
export function canCreateItem(row: PriceFileRow): boolean {
  return Boolean(row.description && row.manufacturer && row.category && row.unit);
}
