import { describe, expect, it } from 'vitest';
import { canCreateItem, parsePriceFileDate, readPriceFileHeader, validatePriceFileRow } from './price-file';

describe('price file header', () => {
  it('accepts common spellings of each column', () => {
    const h = readPriceFileHeader(['\uFEFFCatalog #', 'Description', 'MFR', 'UOM', 'Net Price', 'Price UOM', 'Notes']);
    expect(h.columns).toEqual(['catalog_number', 'description', 'manufacturer', 'unit', 'price', 'price_per', null]);
    expect(h.missing).toEqual([]);
  });

  it('names missing and duplicated required columns', () => {
    expect(readPriceFileHeader(['description', 'unit']).missing).toEqual(['catalog_number', 'price']);
    expect(readPriceFileHeader(['catalog_number', 'price', 'unit_price']).duplicated).toEqual(['price']);
  });
});

describe('price file row', () => {
  const good = { catalog_number: 'EMT-050', price: '45.20', price_per: 'C', unit: 'ft', package_name: 'Stick', package_quantity: '10' };

  it('reads a good row, converting a price per hundred to a unit price', () => {
    const r = validatePriceFileRow(good, 2);
    expect(r).toEqual({
      ok: true,
      row: expect.objectContaining({ catalogNumber: 'EMT-050', unitPrice: 0.452, unit: 'FT', packageName: 'Stick', packageQuantity: 10 }),
    });
  });

  it('takes a price per thousand whose unit price keeps to 4 decimals, trailing zeros and all', () => {
    const r = validatePriceFileRow({ ...good, price: '456.70', price_per: 'M' }, 2);
    expect(r).toEqual({ ok: true, row: expect.objectContaining({ unitPrice: 0.4567 }) });
  });

  it.each([
    [{ price: '' }, 'price', 'This field is required.'],
    [{ price: 'twelve' }, 'price', 'Enter a price as a number, such as 12.50.'],
    [{ price: '0' }, 'price', 'The price must be greater than 0.'],
    [{ price: '-4' }, 'price', 'The price must be greater than 0.'],
    [{ price: '1.23456' }, 'price', 'The price may have at most 4 decimal places.'],
    [{ price_per: 'X' }, 'price_per', 'Use E, C, M (each, per hundred, per thousand).'],
    // per hundred or thousand, a unit price finer than 4 decimals is refused, never rounded or made $0
    [{ price: '45.67', price_per: 'M' }, 'price', '45.67 per thousand is $0.04567 a unit, and a unit price has at most 4 decimal places: round it to 45.7 per thousand ($0.0457 a unit).'],
    [{ price: '0.01', price_per: 'M' }, 'price', '0.01 per thousand is $0.00001 a unit, and a unit price has at most 4 decimal places: the least it can be is $0.0001 a unit.'],
    [{ price: '12.345', price_per: 'C' }, 'price', '12.345 per hundred is $0.12345 a unit, and a unit price has at most 4 decimal places: round it to 12.35 per hundred ($0.1235 a unit).'],
    [{ unit: 'GALLON' }, 'unit', expect.stringContaining('Use one of EA, FT')],
    [{ package_quantity: '2.5' }, 'package_quantity', 'The package quantity must be a whole number greater than 0.'],
    [{ package_quantity: '' }, 'package_quantity', 'A package needs both a name and a quantity.'],
    [{ catalog_number: '  ' }, 'catalog_number', 'This field is required.'],
    [{ valid_from: '2026-02-30' }, 'valid_from', 'Enter a date as YYYY-MM-DD or MM/DD/YYYY.'],
    [{ valid_from: '2026-03-01', valid_to: '2026-02-01' }, 'valid_to', 'valid_to must be on or after valid_from.'],
    [{ description: 'x'.repeat(501) }, 'description', 'Ensure this field has no more than 500 characters.'],
  ])('reports %o as an error in %s', (change, column, message) => {
    const r = validatePriceFileRow({ ...good, ...change }, 7);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors).toContainEqual({ line: 7, column, message });
  });

  it('accepts $ and thousands separators in prices', () => {
    const r = validatePriceFileRow({ catalog_number: 'X', price: '$1,250.00' }, 2);
    expect(r.ok && r.row.unitPrice).toBe(1250);
  });

  it('knows when a row can add a new item', () => {
    const r = validatePriceFileRow({ ...good, description: 'EMT 1/2', manufacturer: 'Allied', category: 'Conduit' }, 2);
    expect(r.ok && canCreateItem(r.row)).toBe(true);
    const bare = validatePriceFileRow(good, 2);
    expect(bare.ok && canCreateItem({ ...bare.row, description: null })).toBe(false);
  });
});

describe('price file dates', () => {
  it('reads ISO and US dates and refuses impossible ones', () => {
    expect(parsePriceFileDate('2026-01-05')).toBe('2026-01-05');
    expect(parsePriceFileDate('1/5/2026')).toBe('2026-01-05');
    expect(parsePriceFileDate('13/5/2026')).toBeNull();
    expect(parsePriceFileDate('yesterday')).toBeNull();
  });
});
