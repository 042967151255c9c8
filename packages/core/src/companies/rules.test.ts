import { describe, expect, it } from 'vitest';
import { companyUsesSetting, normalizeWebsite, parseServiceFlags, SETTINGS_BY_COMPANY_TYPE, settingNotUsedRefusal, type TypedCompanySetting } from './rules';

describe('company rules', () => {
  it('strips protocol and www from a website before comparing', () => {
    expect(normalizeWebsite('https://www.Acme-Electric.com/')).toBe('acme-electric.com');
    expect(normalizeWebsite('http://acme-electric.com')).toBe('acme-electric.com');
    expect(normalizeWebsite('acme-electric.com')).toBe('acme-electric.com');
  });

  it('parses service flags and reports unknown names', () => {
    expect(parseServiceFlags('tool, prefab,,temp_power')).toEqual({ flags: ['tool', 'prefab', 'temp_power'], unknown: [] });
    expect(parseServiceFlags('tool,rockets')).toEqual({ flags: ['tool'], unknown: ['rockets'] });
  });

  it('keeps warehouses, PO numbering and popular codes to contractors', () => {
    for (const setting of Object.keys(SETTINGS_BY_COMPANY_TYPE) as TypedCompanySetting[]) {
      expect(companyUsesSetting('buyer', setting)).toBe(true);
      expect(companyUsesSetting('seller', setting)).toBe(false);
    }
    expect(settingNotUsedRefusal('warehouses')).toBe('A supplier company does not use warehouses: they belong to contractors.');
  });
});
