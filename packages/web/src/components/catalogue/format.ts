/** Unit prices: cents, or four decimals under a dollar (wire is priced per foot). */
export const formatUnitPrice = (price: number) => `$${price.toFixed(price < 1 ? 4 : 2)}`;
