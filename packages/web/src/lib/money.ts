const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Totals and extended prices in dollars and cents (the amounts come exact from core or the API). */
export const formatMoney = (value: number | null) => (value === null ? '—' : money.format(value));

/** Unit prices whole (at least cents, up to 4 decimals): core's formatUnitPrice, which the PO PDF writes them with too. */
export { formatUnitPrice } from '@jobsite/core';
