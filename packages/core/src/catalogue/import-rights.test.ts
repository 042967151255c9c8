import { describe, expect, it } from 'vitest';
import { mayImportCatalogueFiles } from './rules';

describe('mayImportCatalogueFiles', () => {
  it.each([
    [false, 'seller', true],
    [false, 'buyer', false],
    [true, 'buyer', true],
  ] as const)('staff %s, %s: %s', (is_staff, system_type, expected) => {
    expect(mayImportCatalogueFiles({ is_staff, company: { system_type } })).toBe(expected);
  });
});
