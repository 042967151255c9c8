import { describe, expect, it } from 'vitest';
import {
  checkAddress,
  COUNTRIES_REQUIRING_STATE,
  countryRules,
  formatAddress,
  formatPhone,
  isValidZip,
  isWillCall,
  normalizeAddress,
  normalizeChineseProvince,
  normalizeCountry,
  requiresState,
  WILL_CALL_ADDRESS,
} from './rules';

// Every country rule of spec section 5: zips that must pass and zips that must fail.
const zipTable: Array<{ country: string; valid: string[]; invalid: string[] }> = [
  { country: 'USA', valid: ['94105', '94105-1234'], invalid: ['9410', '941051', '94105-12', 'ABCDE', '', '94105 1234'] },
  { country: 'Canada', valid: ['K1A 0B1', 'k1a0b1', 'M5V-3L9'], invalid: ['K1A 0B', '12345', 'KK1 0B1', ''] },
  { country: 'India', valid: ['110001', 'anything', ''], invalid: [] },
  { country: 'Macao', valid: ['', '999078', 'n/a'], invalid: [] },
  { country: 'Hong Kong', valid: ['', '999077', 'HK'], invalid: [] },
  { country: 'Austria', valid: ['1010'], invalid: ['101', '10100', 'A101', ''] },
  { country: 'Belgium', valid: ['1000'], invalid: ['100', '10000', 'B100'] },
  { country: 'Switzerland', valid: ['8001'], invalid: ['800', '80010', 'CH-8001'] },
  { country: 'Australia', valid: ['2000'], invalid: ['200', '20000', 'NSW1'] },
  { country: 'New Zealand', valid: ['6011'], invalid: ['601', '60110', 'NZ60'] },
  { country: 'France', valid: ['75001'], invalid: ['7500', '750011', '7500A'] },
  { country: 'Germany', valid: ['10115'], invalid: ['1011', '101155', 'D1011'] },
  { country: 'Spain', valid: ['28001'], invalid: ['2800', '280011', 'E2800'] },
  { country: 'South Korea', valid: ['03051'], invalid: ['0305', '030511', '030-51'] },
  { country: 'Mexico', valid: ['06600'], invalid: ['0660', '066000', 'MX066'] },
  { country: 'Netherlands', valid: ['1012 AB', '1012ab'], invalid: ['1012', '1012 A', 'AB 1012', '10123 AB'] },
  { country: 'UK', valid: ['SW1A 1AA', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'ec1a1bb'], invalid: ['SW1A', '12345', 'SW1A 1A', 'S 1AA'] },
  { country: 'Sweden', valid: ['114 55', '11455'], invalid: ['1145', '114 5', '1145 55', 'S-11455'] },
  { country: 'China', valid: ['100000', '710000'], invalid: ['10000', '1000000', '10000A'] },
  { country: 'Japan', valid: ['100-0001', '1000001'], invalid: ['100-001', '10-00001', '100 0001'] },
  { country: 'Brazil', valid: ['01310-100', 'anything', ''], invalid: [] },
];

describe('zip patterns', () => {
  for (const { country, valid, invalid } of zipTable) {
    for (const zip of valid) {
      it(`${country} accepts "${zip}"`, () => expect(isValidZip(zip, country)).toBe(true));
    }
    for (const zip of invalid) {
      it(`${country} rejects "${zip}"`, () => expect(isValidZip(zip, country)).toBe(false));
    }
  }

  it('uses the USA rule when no country is given', () => {
    expect(isValidZip('94105')).toBe(true);
    expect(isValidZip('K1A 0B1')).toBe(false);
  });

  it('ignores surrounding spaces', () => expect(isValidZip('  94105 ', 'USA')).toBe(true));
});

const complete = { Field_1: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701', country: 'USA' };

describe('address completeness', () => {
  const table: Array<[string, object, string | null]> = [
    ['a complete US address', complete, null],
    ['no street', { ...complete, Field_1: '' }, 'Please complete the address'],
    ['a blank street', { ...complete, Field_1: '   ' }, 'Please complete the address'],
    ['no city', { ...complete, city: undefined }, 'Please complete the address'],
    ['no country', { ...complete, country: '' }, 'Please complete the address'],
    ['a bad zip', { ...complete, zip: '6270' }, 'Invalid zip'],
    ['no zip in the USA', { ...complete, zip: '' }, 'Invalid zip'],
    ['no state in the USA', { ...complete, state: '' }, 'State is missing.'],
    ['a UK address without state', { Field_1: '10 Downing St', city: 'London', zip: 'SW1A 2AA', country: 'UK' }, null],
    ['a German address without state', { Field_1: 'Unter den Linden 1', city: 'Berlin', zip: '10117', country: 'Germany' }, null],
    ['a Hong Kong address without zip', { Field_1: '1 Queens Rd', city: 'Central', country: 'Hong Kong' }, null],
  ];
  for (const [name, address, expected] of table) {
    it(`${name} → ${expected ?? 'complete'}`, () => expect(checkAddress(address)).toBe(expected));
  }

  const validZip: Record<string, string> = {
    USA: '94105', Canada: 'K1A 0B1', India: '110001', China: '100000', Australia: '2000', 'New Zealand': '6011', Mexico: '06600',
  };
  for (const country of COUNTRIES_REQUIRING_STATE) {
    it(`${country} requires a state`, () => {
      const address = { Field_1: '1 Road', city: 'City', zip: validZip[country], country };
      expect(checkAddress(address)).toBe('State is missing.');
      expect(checkAddress({ ...address, state: 'Somewhere' })).toBeNull();
    });
  }

  it('knows exactly seven countries that require a state', () => {
    expect([...COUNTRIES_REQUIRING_STATE].sort()).toEqual(
      ['Australia', 'Canada', 'China', 'India', 'Mexico', 'New Zealand', 'USA'],
    );
    expect(requiresState('France')).toBe(false);
    expect(requiresState('united states')).toBe(true);
  });
});

describe('countries', () => {
  it.each([
    ['united states', 'USA'], ['US', 'USA'], ['canada', 'Canada'], ['United Kingdom', 'UK'], ['Macau', 'Macao'],
    ['Narnia', 'Narnia'], ['  ', ''],
  ])('normalises %s to %s', (input, expected) => expect(normalizeCountry(input)).toBe(expected));

  it('lists every country rule for the panel', () => {
    const rules = countryRules();
    expect(rules.map((r) => r.name)).toContain('Netherlands');
    const usa = rules.find((r) => r.name === 'USA');
    expect(usa).toMatchObject({ requires_state: true, zip_pattern: '^\\d{5}(-\\d{4})?$' });
    expect(usa?.states).toContain('TX');
    expect(rules.find((r) => r.name === 'India')?.zip_pattern).toBeNull();
    expect(rules.find((r) => r.name === 'Germany')).toMatchObject({ requires_state: false, states: null });
  });
});

describe('Chinese provinces', () => {
  it.each([
    ['Guangdong Province', '510000', 'Guangdong'],
    ['广东省', '510000', 'Guangdong'],
    ['Beijing Shi', '100000', 'Beijing'],
    ['Guangxi Zhuang Autonomous Region', '530000', 'Guangxi'],
    ['Xinjiang Uygur Autonomous Region', '830000', 'Xinjiang'],
    ['inner mongolia', '010000', 'Inner Mongolia'],
    ['Xizang', '850000', 'Tibet'],
    ['Shanxi', '030000', 'Shanxi'],
    ['Shanxi Province', '710000', 'Shaanxi'],
    ['山西省', '721000', 'Shaanxi'],
    ['Shanxi', '', 'Shanxi'],
    ['Shaanxi', '710000', 'Shaanxi'],
    ['', '710000', ''],
  ])('%s (zip %s) → %s', (state, zip, expected) => expect(normalizeChineseProvince(state, zip)).toBe(expected));

  it('normalises only Chinese addresses', () => {
    expect(normalizeAddress({ state: 'Shanxi', zip: '710000', country: 'China' }).state).toBe('Shaanxi');
    expect(normalizeAddress({ state: 'Shanxi Province', zip: '710000', country: 'Narnia' }).state).toBe('Shanxi Province');
  });
});

describe('normalising an address', () => {
  it('defaults the country to USA and canonicalises it', () => {
    expect(normalizeAddress({ zip: ' 94105 ' })).toMatchObject({ country: 'USA', zip: '94105' });
    expect(normalizeAddress({ zip: 'k1a 0b1', country: 'canada' })).toMatchObject({ country: 'Canada', zip: 'K1A 0B1' });
  });
});

describe('will call and formatting', () => {
  it('will call is one fixed value', () => {
    expect(WILL_CALL_ADDRESS).toBe('Will Call');
    expect(isWillCall(' will call ')).toBe(true);
    expect(isWillCall('1 Main St')).toBe(false);
  });

  it('formats an address on one line', () => {
    expect(formatAddress({ ...complete, Field_2: 'Suite 2' })).toBe('1 Main St, Suite 2, Springfield, IL 62701, USA');
  });

  it.each([
    ['5551234567', 'USA', '(555) 123-4567'],
    ['555-123-4567', 'USA', '(555) 123-4567'],
    ['(555) 123 4567', 'Canada', '(555) 123-4567'],
    ['+1 555 123 4567', 'USA', '+1 (555) 123-4567'],
    ['555.123.4567 ext. 22', 'USA', '(555) 123-4567 ext. 22'],
    ['555123', 'USA', '555123'],
    ['call me', 'USA', 'call me'],
    ['020 7946 0958', 'UK', '020 7946 0958'],
    ['5551234567', undefined, '(555) 123-4567'],
  ])('formats %s in %s as %s', (input, country, expected) => expect(formatPhone(input, country)).toBe(expected));
});
