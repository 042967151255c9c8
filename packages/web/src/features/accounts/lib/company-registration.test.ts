import { describe, expect, it } from 'vitest';
import { companyAddressSchema, emptyCompanyAddress, stateRequired } from './company-registration';

const address = { ...emptyCompanyAddress, Field_1: '100 Main St', city: 'Denver', zip: '80202' };
/** A zip each country's rule (core's zip patterns) accepts. */
const zips: Record<string, string> = { Canada: 'K1A 0B1', India: '110001', China: '100000', Australia: '2000', 'New Zealand': '6011', Mexico: '06600', Germany: '10115', 'United Kingdom': 'SW1A 1AA', Japan: '100-0001' };

const issues = (value: typeof address) => companyAddressSchema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('company registration address', () => {
  it.each(['USA', 'Canada', 'India', 'China', 'Australia', 'New Zealand', 'Mexico', 'usa', 'United States'])('requires a state in %s', (country) => {
    expect(stateRequired(country)).toBe(true);
    expect(issues({ ...address, country, zip: zips[country] ?? address.zip })).toEqual([['state', 'State is missing.']]);
  });

  it.each(['Germany', 'United Kingdom', 'Japan'])('accepts no state in %s', (country) => {
    expect(stateRequired(country)).toBe(false);
    expect(companyAddressSchema.safeParse({ ...address, country, zip: zips[country] }).success).toBe(true);
  });

  it('defaults the country to USA and asks for street, city and zip', () => {
    expect(emptyCompanyAddress.country).toBe('USA');
    const result = companyAddressSchema.safeParse(emptyCompanyAddress);
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['Field_1', 'city', 'state', 'zip']);
  });

  it.each([
    ['USA', '8020'],
    ['USA', '80202-12'],
    ['Canada', '80202'],
    ['Germany', '1011'],
    ['UK', '12345'],
  ])("puts 'Invalid zip' on the zip of %s %s, by the country's rule the server applies", (country, zip) => {
    expect(issues({ ...address, state: 'CO', country, zip })).toEqual([['zip', 'Invalid zip']]);
  });

  it.each([
    ['USA', '80202-1234'],
    ['Canada', 'm5v 3l9'],
    ['Hong Kong', 'anything'],
    ['Atlantis', '???'],
  ])('accepts the zip %s %s', (country, zip) => {
    expect(companyAddressSchema.safeParse({ ...address, state: 'X', country, zip }).success).toBe(true);
  });
});
