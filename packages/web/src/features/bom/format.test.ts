import { describe, expect, it } from 'vitest';
import { quantityUnitLabel } from './format';

describe('quantityUnitLabel', () => {
  it.each([
    ['120 sticks of 10 ft', { unit: 'FT', total_quantity: 1200, base_item_options: { package_quantity: 10 } }, '= 1,200 FT'],
    ['a box of 25', { unit: 'EA', total_quantity: 50, base_item_options: { package_quantity: 25 } }, '= 50 EA'],
    ['each', { unit: 'EA', total_quantity: 4, base_item_options: { package_quantity: 1 } }, 'EA'],
    ['no option (custom line)', { unit: 'LOT', total_quantity: 2, base_item_options: null }, 'LOT'],
  ])('%s', (_, line, expected) => {
    expect(quantityUnitLabel(line)).toBe(expected);
  });
});
