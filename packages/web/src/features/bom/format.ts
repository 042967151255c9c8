const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Totals and extended prices in dollars and cents. */
export const formatMoney = (value: number | null) => (value === null ? '—' : money.format(value));

/** Unit prices: cents, or four decimals under a dollar (wire is priced per foot). */
export const formatLinePrice = (value: number | null) => (value === null ? '—' : `$${value.toFixed(value < 1 ? 4 : 2)}`);

export const formatQuantity = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 3 });

/**
 * What the quantity field's packages come to: "= 1,200 FT" when a package holds more (or
 * less) than one unit (120 sticks of 10 ft), just the unit otherwise.
 */
export function quantityUnitLabel(line: { unit: string; total_quantity: number; base_item_options: { package_quantity: number } | null }): string {
  const perPackage = line.base_item_options?.package_quantity ?? 1;
  return perPackage === 1 ? line.unit : `= ${formatQuantity(line.total_quantity)} ${line.unit}`;
}
