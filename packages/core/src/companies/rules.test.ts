import { describe, expect, it } from 'vitest';
import { normalizeWebsite, parseServiceFlags } from './rules';

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
});
