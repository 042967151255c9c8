import { describe, expect, it } from 'vitest';
import { formatQuantity, formatQuantityWithUnit } from './quantity';

describe('formatQuantity', () => {
  it('separates thousands and keeps up to three decimals, as order lines and invoices write quantities', () => {
    expect([formatQuantity(1200), formatQuantity(4000), formatQuantity(12), formatQuantity(0.125), formatQuantity(1500.12345), formatQuantity(1_000_000)]).toEqual(['1,200', '4,000', '12', '0.125', '1,500.123', '1,000,000']);
  });

  it('writes the unit after the number, and the number alone when there is no unit', () => {
    expect([formatQuantityWithUnit(1200, 'ft'), formatQuantityWithUnit(0.125, 'lb'), formatQuantityWithUnit(3, ''), formatQuantityWithUnit(3, null)]).toEqual(['1,200 ft', '0.125 lb', '3', '3']);
  });
});
