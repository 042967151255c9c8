import { describe, expect, it } from 'vitest';
import { expandShorthand, facetAdjustment, productFacets, rankByFacets } from './bom-facets';

describe('product facets of takeoff phrases and catalogue descriptions', () => {
  it.each([
    ['1/2 in EMT conduit 10 ft', { size: '1/2', family: 'emt', item: 'conduit' }],
    ['1/2 in EMT Electrical Metallic Tubing, 10 ft', { size: '1/2', family: 'emt', item: 'conduit' }],
    ['#12 THHN CU STR BLK', { gauge: '12', family: 'thhn', material: 'copper', stranding: 'stranded', color: 'black' }],
    ['12/2 MC cable aluminum armor', { conductors: '12/2', family: 'mc', item: 'cable', material: 'aluminum' }],
    ['4 in square box 2-1/8 deep', { size: '4', depth: '2-1/8', item: 'box' }],
    ['QO Plug-On Circuit Breaker, 2-Pole, 30A, 120/240V', { family: 'qo', item: 'breaker', amps: '30', poles: '2' }],
    ['single pole switch 20A', { item: 'switch', amps: '20', poles: '1' }],
  ])('%s', (text, facets) => expect(productFacets(text)).toEqual(facets));

  it('spells out takeoff shorthand the way the catalogue writes it', () => {
    expect(expandShorthand('4in sq box')).toBe('4 in square box');
    expect(expandShorthand('3/4" EMT set screw conn')).toBe('3/4 in emt set screw connector');
  });

  it('lowers a candidate whose family or size contradicts the phrase more than an agreeing one rises', () => {
    const want = productFacets('1/2 in EMT conduit');
    expect(facetAdjustment(want, productFacets('1/2 in EMT Electrical Metallic Tubing, 10 ft'))).toBeGreaterThan(0);
    expect(facetAdjustment(want, productFacets('1/2 in IMC Intermediate Metal Conduit, 10 ft'))).toBeLessThan(0);
    expect(facetAdjustment(want, productFacets('3/4 in EMT Electrical Metallic Tubing, 10 ft'))).toBeLessThan(facetAdjustment(want, productFacets('1/2 in EMT Electrical Metallic Tubing, 10 ft')));
  });

  it('ranks the agreeing product first even when another reads more alike', () => {
    const ranked = rankByFacets('1/2 in EMT conduit 10 ft', [
      { description: '1/2 in IMC Intermediate Metal Conduit, 10 ft', score: 0.62 },
      { description: '1/2 in Rigid Galvanized Steel Conduit, 10 ft', score: 0.6 },
      { description: '1/2 in EMT Electrical Metallic Tubing, 10 ft', score: 0.41 },
    ]);
    expect(ranked[0].description).toBe('1/2 in EMT Electrical Metallic Tubing, 10 ft');
  });
});
