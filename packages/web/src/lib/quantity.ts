const quantity = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** Quantities as every screen writes them: "1,200", "0.125" (thousands separated, up to three decimals, for wire by the foot). */
export const formatQuantity = (value: number) => quantity.format(value);

/** A quantity and its unit as every screen writes them: "1,200 ft", "3 each"; the number alone when the unit is empty. */
export const formatQuantityWithUnit = (value: number, unit: string | null | undefined) => (unit ? `${formatQuantity(value)} ${unit}` : formatQuantity(value));
