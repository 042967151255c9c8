import { extendedPrice, totalQuantity } from '@jobsite/core';

import { formatUnitPrice, formatMoney } from '../../lib/money';
import { formatQuantity, formatQuantityWithUnit } from '../../lib/quantity';

export { formatUnitPrice, formatMoney, formatQuantity, formatQuantityWithUnit };

/** "1 line", "1,204 lines": how the BOM screen counts lines everywhere. */
export const lineCount = (n: number) => `${n.toLocaleString()} ${n === 1 ? 'line' : 'lines'}`;

/**
 * What the quantity field's packages come to, for every line alike: "= 1,200 FT" for 120
 * sticks of 10 ft, "= 4 EA" for four of an each item.
 */
export function quantityUnitLabel(line: { unit: string; total_quantity: number }): string {
  return `= ${formatQuantityWithUnit(line.total_quantity, line.unit)}`;
}

/**
 * What a package count will make before it is saved: "= 5,000 EA · $2,162.50" for 100 boxes
 * of 50 at $0.4325 (core's totalQuantity and extendedPrice, the rules the server prices lines by).
 */
export function packagePreview(packageCount: number, perPackage: number | null | undefined, unit: string, unitPrice: number | null): string {
  const units = totalQuantity(packageCount, perPackage);
  const price = extendedPrice(unitPrice, units);
  return `= ${formatQuantityWithUnit(units, unit)}${price === null ? '' : ` · ${formatMoney(price)}`}`;
}
