import { describe, expect, it } from 'vitest';
import { companyAddressSchema, emptyCompanyAddress, stateRequired } from './company-registration';

const address = { ...emptyCompanyAddress, Field_1: '100 Main St', city: 'Denver', zip: '80202' };

describe('company registration address', () => {
  it.each(['USA', 'Canada', 'India', 'China', 'Australia', 'New Zealand', 'Mexico', 'usa', 'United States'])('requires a state in %s', (country) => {
    expect(stateRequired(country)).toBe(true);
    const result = companyAddressSchema.safeParse({ ...address, country });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['state', 'State is missing.']]);
  });

  it.each(['Germany', 'United Kingdom', 'Japan'])('accepts no state in %s', (country) => {
    expect(stateRequired(country)).toBe(false);
    expect(companyAddressSchema.safeParse({ ...address, country }).success).toBe(true);
  });

  it('defaults the country to USA and asks for street, city and zip', () => {
    expect(emptyCompanyAddress.country).toBe('USA');
    const result = companyAddressSchema.safeParse(emptyCompanyAddress);
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['Field_1', 'city', 'state', 'zip']);
  });
});
