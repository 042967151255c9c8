/** Quantities as every screen writes them ("1,200", "0.125", "1,200 FT"): core's formatters, which the server's messages use too. */
export { formatQuantity, formatQuantityWithUnit } from '@jobsite/core';
