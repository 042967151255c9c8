import { describe, expect, it } from 'vitest';
import { packagePreview, quantityUnitLabel } from './format';

describe('quantityUnitLabel', () => {
  it.each([
    ['120 sticks of 10 ft', { unit: 'FT', total_quantity: 1200, base_item_options: { package_quantity: 10 } }, '= 1,200 FT'],
    ['a box of 25', { unit: 'EA', total_quantity: 50, base_item_options: { package_quantity: 25 } }, '= 50 EA'],
    ['each', { unit: 'EA', total_quantity: 4, base_item_options: { package_quantity: 1 } }, '= 4 EA'],
    ['no option (custom line)', { unit: 'LOT', total_quantity: 2, base_item_options: null }, '= 2 LOT'],
  ])('%s', (_, line, expected) => {
    expect(quantityUnitLabel(line)).toBe(expected);
  });
});

describe('packagePreview', () => {
  it('says what a package count makes before it is saved', () => {
    expect(packagePreview(100, 50, 'EA', 0.4325)).toBe('= 5,000 EA · $2,162.50');
    expect(packagePreview(3, null, 'EA', 9.8)).toBe('= 3 EA · $29.40');
    expect(packagePreview(2, 500, 'FT', null)).toBe('= 1,000 FT');
  });
});
