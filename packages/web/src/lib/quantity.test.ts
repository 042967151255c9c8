import { describe, expect, it } from 'vitest';
import { formatQuantity } from './quantity';

describe('formatQuantity', () => {
  it('separates thousands and keeps up to three decimals, as order lines and invoices write quantities', () => {
    expect([formatQuantity(1200), formatQuantity(4000), formatQuantity(12), formatQuantity(0.125), formatQuantity(1500.12345), formatQuantity(1_000_000)]).toEqual(['1,200', '4,000', '12', '0.125', '1,500.123', '1,000,000']);
  });
});
