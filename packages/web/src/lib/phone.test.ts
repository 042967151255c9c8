import { describe, expect, it } from 'vitest';
import { formatPhone, usesNorthAmericanFormat } from './phone';

describe('formatPhone for USA and Canada', () => {
  it.each([
    ['', ''],
    ['3', '3'],
    ['303', '303'],
    ['3035', '(303) 5'],
    ['303555', '(303) 555'],
    ['3035550', '(303) 555-0'],
    ['3035550142', '(303) 555-0142'],
    ['303-555-0142', '(303) 555-0142'],
    ['(303) 555-01420', '(303) 555-01420'],
    ['13035550142', '(303) 555-0142'],
    ['1 (303) 555 0142', '(303) 555-0142'],
  ])('formats %j as %j', (input, expected) => {
    expect(formatPhone(input, 'USA')).toBe(expected);
  });

  it('formats Canadian numbers the same way', () => {
    expect(formatPhone('6045550199', 'Canada')).toBe('(604) 555-0199');
  });

  it('treats a missing country as the default country USA', () => {
    expect(formatPhone('6045550199', undefined)).toBe('(604) 555-0199');
  });

  it('re-formats after a deletion, so backspace is never stuck on a bracket', () => {
    expect(formatPhone('(303) ', 'USA')).toBe('303');
  });

  it('leaves international numbers, extensions and other countries as typed', () => {
    expect(formatPhone('+44 20 7946 0958', 'USA')).toBe('+44 20 7946 0958');
    expect(formatPhone('303 555 0142 ext 12', 'USA')).toBe('303 555 0142 ext 12');
    expect(formatPhone('0307946095', 'Germany')).toBe('0307946095');
    expect(usesNorthAmericanFormat('Mexico')).toBe(false);
  });
});
