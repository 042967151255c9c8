const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Totals and extended prices in dollars and cents (the amounts come exact from core or the API). */
export const formatMoney = (value: number | null) => (value === null ? '—' : money.format(value));

/** Unit prices: cents, or four decimals under a dollar (wire is priced per foot). */
export const formatLinePrice = (value: number | null) => (value === null ? '—' : `$${value.toFixed(value < 1 ? 4 : 2)}`);
