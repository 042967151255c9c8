import { describe, expect, it } from 'vitest';
import { formatQuantity, formatQuantityWithUnit, quantityLeft, roundQuantity } from './quantities';

describe('quantities', () => {
  it('are kept to 3 decimals, without floating-point residue', () => {
    expect(roundQuantity(0.1 + 0.2)).toBe(0.3);
    expect(roundQuantity(12.3456)).toBe(12.346);
    expect(roundQuantity(1200)).toBe(1200);
    expect(roundQuantity(-0.0001)).toBe(0);
  });

  it('left over is the total less what is taken, rounded the same way', () => {
    expect(quantityLeft(0.3, 0.1 + 0.2)).toBe(0);
    expect(quantityLeft(10, 2.5 + 2.25)).toBe(5.25);
    expect(quantityLeft(1, 1.5)).toBe(-0.5);
    expect(formatQuantity(quantityLeft(0.3, 0.1 + 0.2))).toBe('0');
  });

  it('are written thousands separated, up to 3 decimals, trailing zeros left off, in en-US', () => {
    expect(formatQuantity(1200)).toBe('1,200');
    expect(formatQuantity(0.125)).toBe('0.125');
    expect(formatQuantity(12.5)).toBe('12.5');
    expect(formatQuantity(1234.56789)).toBe('1,234.568');
    expect(formatQuantityWithUnit(1200.5, 'FT')).toBe('1,200.5 FT');
    expect(formatQuantityWithUnit(3, '')).toBe('3');
  });
});
