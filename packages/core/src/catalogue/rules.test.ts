import { describe, expect, it } from 'vitest';
import { buyerUnitPrice, canEditCatalogueItem, prefixTsQuery, searchTerms, specLabel, unitPriceMatches, unitPriceRanges } from './rules';

describe('unit price filter: within 1 percent of the typed value times 10^k, k from -3 to 3', () => {
  // [typed value, item unit price, matches?, why]
  const table: [number, number, boolean, string][] = [
    [45.2, 45.2, true, 'the same price'],
    [45.2, 45.65, true, 'within 1% above (45.652 is the limit)'],
    [45.2, 44.75, true, 'within 1% below (44.748 is the limit)'],
    [45.2, 45.66, false, 'just over 1% above'],
    [45.2, 44.74, false, 'just over 1% below'],
    [45.2, 0.452, true, 'a price per hundred typed against a price per foot (×0.01)'],
    [45.2, 0.0452, true, 'a price per thousand typed against a price per foot (×0.001)'],
    [45.2, 0.00452, false, '×0.0001 is beyond the range'],
    [45.2, 45200, true, '×1000'],
    [45.2, 452000, false, '×10000 is beyond the range'],
    [45.2, 4.52, true, '×0.1'],
    [45.2, 452, true, '×10'],
    [45.2, 4520, true, '×100'],
    [45.2, 200, false, 'no power of ten brings 45.20 within 1% of 200'],
    [1, 1.01, true, 'the upper bound itself is inside'],
    [1, 0.99, true, 'the lower bound itself is inside'],
    [1, 1.0101, false, 'just past the upper bound'],
    [1, 0.0099, true, 'lower bound of ×0.01'],
    [1, 0.00101, true, 'upper bound of ×0.001'],
    [0.35, 35, true, 'typed per foot, item priced per hundred'],
    [0.35, 350, true, 'typed per foot, item priced per thousand'],
    [0.35, 0.3, false, 'about 14% off'],
  ];
  it.each(table)('typed %d, price %d → %s (%s)', (typed, price, expected) => {
    expect(unitPriceMatches(price, typed)).toBe(expected);
  });

  it('gives seven exact decimal ranges for SQL', () => {
    expect(unitPriceRanges(45.2)).toEqual([
      { min: '0.044748', max: '0.045652' },
      { min: '0.44748', max: '0.45652' },
      { min: '4.4748', max: '4.5652' },
      { min: '44.748', max: '45.652' },
      { min: '447.48', max: '456.52' },
      { min: '4474.8', max: '4565.2' },
      { min: '44748', max: '45652' },
    ]);
  });

  it('writes tiny bounds without exponent notation', () => {
    expect(unitPriceRanges(0.0005)[0]).toEqual({ min: '0.000000495', max: '0.000000505' });
  });

  it('matches nothing for a value that is not a positive number', () => {
    for (const v of [0, -3, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(unitPriceRanges(v)).toEqual([]);
      expect(unitPriceMatches(1, v)).toBe(false);
    }
  });
});

describe('search words', () => {
  it('keeps sizes and catalogue numbers, drops punctuation', () => {
    expect(searchTerms('1/2" EMT  set-screw, connector')).toEqual(['1/2', 'emt', 'set-screw', 'connector']);
    expect(searchTerms('  "QO120"  ')).toEqual(['qo120']);
    expect(searchTerms('&|!():* <>')).toEqual([]);
  });

  it('builds a prefix query needing every word, or none when nothing is left', () => {
    expect(prefixTsQuery('thhn 12 bl')).toBe("'thhn':* & '12':* & 'bl':*");
    expect(prefixTsQuery("o'brien")).toBe("'obrien':*");
    expect(prefixTsQuery(' ;; ')).toBeNull();
  });

  it('uses at most eight words', () => {
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8);
  });
});

describe('who may edit a catalogue item', () => {
  it('lets staff edit any item and a supplier only the items it added', () => {
    expect(canEditCatalogueItem({ isStaff: true, companyId: 1 }, { ownerCompanyId: null })).toBe(true);
    expect(canEditCatalogueItem({ isStaff: false, companyId: 7 }, { ownerCompanyId: 7 })).toBe(true);
    expect(canEditCatalogueItem({ isStaff: false, companyId: 7 }, { ownerCompanyId: 8 })).toBe(false);
    expect(canEditCatalogueItem({ isStaff: false, companyId: 7 }, { ownerCompanyId: null })).toBe(false);
  });
});

describe('spec data labels', () => {
  it.each([
    ['temperature_rating_c', 'Temperature rating (°C)'],
    ['trade_size_in', 'Trade size (in)'],
    ['interrupting_rating_ka', 'Interrupting rating (kA)'],
    ['volume_cu_in', 'Volume (cu in)'],
    ['cct_k', 'CCT (K)'],
    ['ip_rating', 'IP rating'],
    ['wet_location', 'Wet location'],
    ['in', 'In'],
  ])('%s reads %s', (key, label) => expect(specLabel(key)).toBe(label));
});

describe('the price a buyer pays', () => {
  const supplier = (name: string) => ({ name });
  it('is the lowest contract price, else the list price', () => {
    expect(buyerUnitPrice(0.62, [{ price: 0.51, supplier_company: supplier('A') }, { price: 0.49, supplier_company: supplier('B') }])).toEqual({ price: 0.49, source: 'contract', supplier_name: 'B' });
    expect(buyerUnitPrice(0.62, [])).toEqual({ price: 0.62, source: 'list', supplier_name: null });
  });
});
