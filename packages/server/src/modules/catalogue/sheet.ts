import type { CatalogueItem } from '@jobsite/core';

export const SHEET_ROW_LIMIT = 10_000;

const cell = (v: string | number | null) => {
  const s = v === null ? '' : String(v);
  // Quote what needs it, and defuse spreadsheet formulas (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** The catalogue sheet: one line per item, columns a price file can be built from. */
export function catalogueSheetCsv(items: CatalogueItem[]): string {
  const header = ['catalog_number', 'upc', 'description', 'manufacturer', 'category', 'product_group', 'unit', 'price', 'packages'];
  const lines = items.map((i) =>
    [i.base_item_code, i.product_code, i.description, i.manufacturer?.name ?? '', i.category.name, i.product_group.name, i.unit, i.unit_price, i.options.map((o) => `${o.name} (${o.package_quantity})`).join('; ')]
      .map(cell)
      .join(','),
  );
  return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
