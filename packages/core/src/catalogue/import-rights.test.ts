import { describe, expect, it } from 'vitest';
import { catalogueImportKinds, mayImportCatalogueFiles } from './rules';

describe('mayImportCatalogueFiles', () => {
  it.each([
    [false, 'seller', true],
    [false, 'buyer', false],
    [true, 'buyer', true],
  ] as const)('staff %s, %s: %s', (is_staff, system_type, expected) => {
    expect(mayImportCatalogueFiles({ is_staff, company: { system_type } })).toBe(expected);
  });
});

describe('catalogueImportKinds', () => {
  it.each([
    [false, 'seller', ['price_file']],
    [false, 'buyer', []],
    [true, 'buyer', ['master']],
    [true, 'seller', ['master', 'price_file']],
  ] as const)('staff %s, %s: %j', (is_staff, system_type, expected) => {
    expect(catalogueImportKinds({ is_staff, company: { system_type } })).toEqual(expected);
  });
});
