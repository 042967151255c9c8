import { describe, expect, it } from 'vitest';
import { CART_MAX_PACKAGE_COUNT, cartMessages, extendedPrice, formatUnitPrice, isPositiveQuantity, packageCountProblem, packageCountSchema, rentalDatesProblem, totalQuantity } from './rules';
import { addItemAction, bulkSetQuantityAction, rentalDatesInput, rentalItemUpdateBody } from './schemas';

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
  it('has no price for a value that is not a number (a form half typed), rather than throwing', () => {
    expect(extendedPrice(Number('-'), 3)).toBeNull();
    expect(extendedPrice(2.5, Number.NaN)).toBeNull();
    expect(extendedPrice(Number.POSITIVE_INFINITY, 1)).toBeNull();
  });

  it.each([
    [12.345, '$12.345'],
    [0.4325, '$0.4325'],
    [0.35, '$0.35'],
    [12, '$12.00'],
    [1.5, '$1.50'],
    [1.005, '$1.005'],
    [1250, '$1,250.00'],
    [9_999_999.9999, '$9,999,999.9999'],
    [0.0005, '$0.0005'],
    [0, '$0.00'],
    [-0.145, '-$0.145'],
  ])('writes the unit price %s as %s: cents at least, its whole 4 decimals at most', (price, text) => {
    expect(formatUnitPrice(price)).toBe(text);
  });

  it('writes a unit price that times the quantity gives the extended price: $12.345 x 4 is $49.38', () => {
    expect(formatUnitPrice(12.345)).toBe('$12.345');
    expect(extendedPrice(12.345, 4)).toBe(49.38);
    expect(formatUnitPrice(null)).toBe('—');
  });

  it('counts units as packages times the package size, to 3 decimals', () => {
    expect(totalQuantity(100, 50)).toBe(5000);
    expect(totalQuantity(0.024, 500)).toBe(12);
    expect(totalQuantity(3, null)).toBe(3);
  });
});

describe('quantity > 0', () => {
  it.each([
    [1, null],
    [0.001, null],
    [CART_MAX_PACKAGE_COUNT, null],
    ['2.5', null],
    [0, cartMessages.quantityPositive],
    [-1, cartMessages.quantityPositive],
    ['', cartMessages.quantityPositive],
    ['  ', cartMessages.quantityPositive],
    ['abc', cartMessages.quantityPositive],
    [Number.NaN, cartMessages.quantityPositive],
    [null, cartMessages.quantityPositive],
  ])('a count of %j has the problem %j', (value, problem) => {
    expect(packageCountProblem(value)).toBe(problem);
  });

  it('refuses a count past the largest a line may carry, naming the limit', () => {
    expect(packageCountProblem(CART_MAX_PACKAGE_COUNT + 1)).toBe('Quantity must be at most 10,000,000.');
    expect(packageCountSchema.safeParse(CART_MAX_PACKAGE_COUNT + 1).error?.issues.map((i) => i.message)).toEqual([cartMessages.quantityTooLarge]);
    expect(packageCountSchema.safeParse(CART_MAX_PACKAGE_COUNT).success).toBe(true);
    // what is not a number still says so
    expect(packageCountSchema.safeParse('3').error?.issues.map((i) => i.message)).toEqual(['A valid number is required.']);
  });

  it('tells a positive number from zero, negatives and no number', () => {
    expect([1, 0.5, 0, -2, Number.NaN, Number.POSITIVE_INFINITY, null, undefined].map(isPositiveQuantity)).toEqual([true, true, false, false, false, false, false, false]);
  });

  it('is the package count of the add and quantity actions', () => {
    const add = (package_count: number) => addItemAction.safeParse({ func: 'add_item', id: 1, package_count });
    expect(add(2).success).toBe(true);
    expect(add(0).error?.issues.map((i) => [i.path, i.message])).toEqual([[['package_count'], cartMessages.quantityPositive]]);
    const bulk = bulkSetQuantityAction.safeParse({ func: 'bulk_set_cart_item_quantity', id_list: [1], value: -1 });
    expect(bulk.error?.issues.map((i) => i.message)).toEqual([cartMessages.quantityPositive]);
  });
});

describe('rental dates', () => {
  const required = { required: true };
  it.each([
    ['2026-05-01', '2026-05-01', null],
    ['2026-05-01', '2026-06-30', null],
    ['2026-05-02', '2026-05-01', { field: 'rental_end_date', message: cartMessages.rentalDatesOrder }],
    ['2026-05-01', null, { field: 'rental_start_date', message: cartMessages.rentalDatesRequired }],
    [null, '2026-05-01', { field: 'rental_start_date', message: cartMessages.rentalDatesRequired }],
    ['', '', { field: 'rental_start_date', message: cartMessages.rentalDatesRequired }],
  ])('a rental from %j to %j has the problem %j', (start, end, problem) => {
    expect(rentalDatesProblem(start, end, required)).toEqual(problem);
  });

  it('checks only the order when one date of a line is edited', () => {
    expect(rentalDatesProblem('2026-05-01', null, { required: false })).toBeNull();
    expect(rentalDatesProblem(null, '2026-05-01', { required: false })).toBeNull();
    expect(rentalDatesProblem('2026-05-02', '2026-05-01', { required: false })).toEqual({ field: 'rental_end_date', message: cartMessages.rentalDatesOrder });
  });

  it('is checked by add_item on a rental line only', () => {
    const add = (extra: object) => addItemAction.safeParse({ func: 'add_item', id: 1, package_count: 1, ...extra });
    expect(add({ rental_start_date: '2026-05-02', rental_end_date: '2026-05-01' }).success).toBe(true);
    expect(add({ is_rental: true, rental_start_date: '2026-05-01', rental_end_date: '2026-05-03' }).success).toBe(true);
    expect(add({ is_rental: true, rental_start_date: '2026-05-01' }).error?.issues.map((i) => [i.path, i.message])).toEqual([[['rental_start_date'], cartMessages.rentalDatesRequired]]);
    expect(add({ is_rental: true, rental_start_date: '2026-05-02', rental_end_date: '2026-05-01' }).error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['rental_end_date'], cartMessages.rentalDatesOrder],
    ]);
  });

  it('is checked by ProjectRentalItemUpdate/', () => {
    const update = (rental_start_date: string, rental_end_date: string) => rentalItemUpdateBody.safeParse({ project_id: 1, item_id: 2, rental_start_date, rental_end_date });
    expect(update('2026-05-01', '2026-05-01').success).toBe(true);
    expect(update('2026-05-02', '2026-05-01').error?.issues.map((i) => [i.path, i.message])).toEqual([[['rental_end_date'], cartMessages.rentalDatesOrder]]);
  });
});

describe('rental dates as a form holds them', () => {
  it('says the required message for a missing date and the order message for dates out of order', async () => {
    expect(rentalDatesInput.safeParse({ rental_start_date: null, rental_end_date: '2026-05-01' }).error?.issues.map((i) => i.message)).toEqual([cartMessages.rentalDatesRequired]);
    expect(rentalDatesInput.safeParse({ rental_start_date: '2026-05-02', rental_end_date: '2026-05-01' }).error?.issues.map((i) => i.message)).toEqual([cartMessages.rentalDatesOrder]);
    expect(rentalDatesInput.safeParse({ rental_start_date: '2026-05-01', rental_end_date: '2026-05-02' }).success).toBe(true);
  });
});
