/**
 * Quantities as the app keeps and writes them: to 3 decimals (numeric(14, 3): wire by the foot,
 * 0.125 box), thousands separated and without trailing zeros, in en-US whatever the browser's
 * language, the same on every screen, in every message and on the server.
 */

/** Quantities are kept to this many decimals. */
export const QUANTITY_DECIMALS = 3;

const quantity = /*#__PURE__*/ new Intl.NumberFormat('en-US', { maximumFractionDigits: QUANTITY_DECIMALS });

/** A quantity to the decimals it is kept to, without floating-point residue: 0.1 + 0.2 is 0.3 (and -0.0001 is 0, never a "-0"). */
export function roundQuantity(value: number): number {
  const rounded = Number(value.toFixed(QUANTITY_DECIMALS));
  return rounded === 0 ? 0 : rounded;
}

/**
 * What is left of a quantity once `taken` of it is used (ordered, linked, released), rounded as
 * quantities are kept; 0 or less when nothing is left. What is left to order of a BOM line is
 * its total less its orders, on the server and on the BOM's badges alike.
 */
export const quantityLeft = (total: number, taken: number): number => roundQuantity(total - taken);

/** A quantity as every screen writes it: "1,200", "0.125", "12.5". */
export const formatQuantity = (value: number): string => quantity.format(value);

/** A quantity and its unit as every screen writes them: "1,200 FT", "3 EA"; the number alone when the unit is empty. */
export const formatQuantityWithUnit = (value: number, unit: string | null | undefined): string => (unit ? `${formatQuantity(value)} ${unit}` : formatQuantity(value));
