import { describe, expect, it } from 'vitest';
import { limitedNumber, numberMessages } from './numbers';
import './zod-messages';

const messagesOf = (schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } }, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('a number with limits', () => {
  const price = limitedNumber({ label: 'Unit price', min: 0, max: 100_000_000 });

  it('names the limit it is over or under, the number written as people read it', () => {
    expect(messagesOf(price, 100_000_001)).toEqual(['Unit price must be at most 100,000,000.']);
    expect(messagesOf(price, -0.01)).toEqual(['Unit price must be 0 or more.']);
    expect(messagesOf(price, 0)).toEqual([]);
    expect(messagesOf(price, 100_000_000)).toEqual([]);
  });

  it('still says what is not a number, and what is missing', () => {
    expect(messagesOf(price, '7')).toEqual(['A valid number is required.']);
    expect(messagesOf(price, undefined)).toEqual(['This field is required.']);
    expect(messagesOf(price.nullable(), null)).toEqual([]);
  });

  it('says "greater than 0" for a positive amount, in the spec\'s words for a quantity', () => {
    const quantity = limitedNumber({ label: 'Quantity', min: 'positive', max: 10_000_000 });
    expect(messagesOf(quantity, 0)).toEqual(['Quantity must be greater than 0']);
    expect(messagesOf(quantity, -3)).toEqual(['Quantity must be greater than 0']);
    expect(messagesOf(quantity, 0.001)).toEqual([]);
    expect(messagesOf(quantity, 10_000_001)).toEqual(['Quantity must be at most 10,000,000.']);
  });

  it('keeps whole numbers whole, with the unit the number counts', () => {
    const days = limitedNumber({ label: 'Lead time', min: 0, max: 3650, int: true, unit: 'days' });
    expect(messagesOf(days, 3651)).toEqual(['Lead time must be at most 3,650 days.']);
    expect(messagesOf(days, -1)).toEqual(['Lead time must be 0 days or more.']);
    expect(messagesOf(days, 2.5)).toEqual(['A valid integer is required.']);
    expect(messagesOf(days, 'soon')).toEqual(['A valid integer is required.']);
    expect(messagesOf(days, 3650)).toEqual([]);
  });

  it('lets a schema add its own checks after the limits', () => {
    const rate = limitedNumber({ label: 'Daily rate', min: 0, max: 100_000 }).multipleOf(0.01, 'Enter the rate in dollars and cents.');
    expect(messagesOf(rate, 1.005)).toEqual(['Enter the rate in dollars and cents.']);
    expect(messagesOf(rate, 100_001)).toEqual(['Daily rate must be at most 100,000.']);
  });

  it('refuses more decimals than the number is kept to, never rounding them away', () => {
    const quantity = limitedNumber({ label: 'Quantity', min: 'positive', max: 1e7, decimals: 3 });
    expect(messagesOf(quantity, 0.0004)).toEqual(['Ensure that there are no more than 3 decimal places.']);
    expect(messagesOf(quantity, 1.2345)).toEqual(['Ensure that there are no more than 3 decimal places.']);
    expect(messagesOf(quantity, 0.1 + 0.2)).toEqual([]);
    expect(messagesOf(quantity, 1234567.125)).toEqual([]);
    expect(messagesOf(limitedNumber({ label: 'Unit price', min: 0, max: 1e8, decimals: 4 }), 0.64934)).toEqual(['Ensure that there are no more than 4 decimal places.']);
  });

  it('tells a value past a limit that alone, not also the checks after it (a tax rate of -5 and its decimals)', () => {
    const rate = limitedNumber({ label: 'Tax rate', min: 0, max: 100, decimals: 4 });
    expect(messagesOf(rate, -5)).toEqual(['Tax rate must be 0 or more.']);
    expect(messagesOf(rate, -5.12345)).toEqual(['Tax rate must be 0 or more.']);
    expect(messagesOf(rate, 100.5)).toEqual(['Tax rate must be at most 100.']);
    expect(messagesOf(rate, 8.12345)).toEqual(['Ensure that there are no more than 4 decimal places.']);
    for (const ok of [0, 8.81, 4.3125, 100]) expect(messagesOf(rate, ok)).toEqual([]);
    const cents = limitedNumber({ label: 'Daily rate', min: 0, max: 100_000 }).multipleOf(0.01, 'Enter the rate in dollars and cents.');
    expect(messagesOf(cents, -5.005)).toEqual(['Daily rate must be 0 or more.']);
    const days = limitedNumber({ label: 'Lead time', min: 0, max: 3650, int: true, unit: 'days' });
    expect(messagesOf(days, -1.5)).toEqual(['A valid integer is required.']);
  });

  it('words every limit the same way', () => {
    expect(numberMessages.atMost('Quantity', 1e9)).toBe('Quantity must be at most 1,000,000,000.');
    expect(numberMessages.atLeast('Stack layers', 1)).toBe('Stack layers must be 1 or more.');
    expect(numberMessages.greaterThanZero('Length')).toBe('Length must be greater than 0');
  });
});
