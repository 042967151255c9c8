import { describe, expect, it } from 'vitest';
import { extendedPrice, totalQuantity } from './rules';

describe('line money', () => {
  it.each([
    [0.145, 1, 0.15],
    [0.0005, 1, 0],
    [0.4325, 5000, 2162.5],
    [0.1, 3, 0.3],
    [1.005, 1, 1.01],
    [9_999_999.9999, 10_000_000, 99_999_999_999_000],
    [-0.145, 1, -0.15],
  ])('%s x %s is %s, rounded half up to cents like numeric round()', (price, quantity, expected) => {
    expect(extendedPrice(price, quantity)).toBe(expected);
  });

  it('has no price without a unit price', () => expect(extendedPrice(null, 3)).toBeNull());

  it('counts units as packages times the package size, to 3 decimals', () => {
    expect(totalQuantity(100, 50)).toBe(5000);
    expect(totalQuantity(0.024, 500)).toBe(12);
    expect(totalQuantity(3, null)).toBe(3);
  });
});
