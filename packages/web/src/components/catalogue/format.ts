import { type CatalogueItem, formatUnitPrice } from '@jobsite/core';

export { formatUnitPrice };

/**
 * The price a buyer pays per unit and where it comes from, as search results and the add
 * dialog show it: "$0.4325 / FT · contract price (Metro Electric Supply)" or "$0.6156 / FT · list price".
 * A supplier (no your_price) sees the list price.
 */
export function yourPriceLabel(item: Pick<CatalogueItem, 'unit_price' | 'unit' | 'your_price'>): string {
  const p = item.your_price;
  if (!p) return `${formatUnitPrice(item.unit_price)} / ${item.unit} · list price`;
  return p.source === 'contract'
    ? `${formatUnitPrice(p.price)} / ${item.unit} · contract price${p.supplier_name ? ` (${p.supplier_name})` : ''}`
    : `${formatUnitPrice(p.price)} / ${item.unit} · list price`;
}
