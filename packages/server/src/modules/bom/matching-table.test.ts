import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../seed/catalogue/seed';
import { makeCompany } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { readBomLine } from '@jobsite/core';
import { descriptionCandidates, matchBomLines } from './matching';

/*
 * Real takeoff phrasings against the demo catalogue (11,091 items, the one `npm start`
 * seeds), each with the product it must propose first. The ranking is text likeness
 * adjusted by the kind of product (core rankByFacets); a regression here means an import
 * proposes rigid conduit for EMT again.
 */

const TABLE: [phrase: string, expected: RegExp][] = [
  ['1/2 in EMT conduit 10 ft', /^1\/2 in EMT Electrical Metallic Tubing/],
  ['1/2" EMT', /^1\/2 in EMT Electrical Metallic Tubing/],
  ['EMT 3/4in', /^3\/4 in EMT Electrical Metallic Tubing/],
  ['3/4 EMT conduit', /^3\/4 in EMT Electrical Metallic Tubing/],
  ['1-1/4 in EMT', /^1-1\/4 in EMT Electrical Metallic Tubing/],
  ['#12 THHN copper wire', /^THHN\/THWN-2 12 AWG Stranded Copper Building Wire, Black/],
  ['#12 THHN CU STR BLK', /^THHN\/THWN-2 12 AWG Stranded Copper Building Wire, Black/],
  ['12 AWG THHN solid red', /^THHN\/THWN-2 12 AWG Solid Copper Building Wire, Red/],
  ['#10 THHN stranded green', /^THHN\/THWN-2 10 AWG Stranded Copper Building Wire, Green/],
  ['3/4 EMT set screw conn', /^3\/4 in EMT Set Screw Connector, (Steel|Die-Cast Zinc)$/],
  ['1/2 EMT compression connector', /^1\/2 in EMT Compression Connector/],
  ['1/2 EMT set screw coupling', /^1\/2 in EMT Set Screw Coupling/],
  ['1/2 EMT 1-hole strap', /^1\/2 in One-Hole Strap for EMT/],
  ['3/4 in one hole strap EMT', /^3\/4 in One-Hole Strap for EMT/],
  ['1/2 EMT 90', /^1\/2 in EMT 90 Degree Elbow/],
  ['4in sq box 2-1/8 deep', /^4 in Square Box, 2-1\/8 in Deep, 1\/2 in KO, Steel$/],
  ['4 in square box 1-1/2 deep', /^4 in Square Box, 1-1\/2 in Deep, 1\/2 in KO, Steel$/],
  ['20A 1P breaker', /Plug-On Circuit Breaker, 1-Pole, 20A, 120V$/],
  ['QO 20 amp single pole breaker', /^QO Plug-On Circuit Breaker, 1-Pole, 20A, 120V$/],
  ['2P 30A QO breaker', /^QO Plug-On Circuit Breaker, 2-Pole, 30A, 120\/240V$/],
  ['12/2 MC', /^MC Cable 12\/2 AWG with Ground/],
  ['12/2 MC cable aluminum armor', /^MC Cable 12\/2 AWG with Ground, Aluminum Interlocked Armor/],
  ['14/2 romex', /^NM-B Romex 14\/2 AWG/],
  ['12/2 NM-B w/ground', /^NM-B Romex 12\/2 AWG/],
  ['1/2 in PVC sch 40', /^1\/2 in PVC Schedule 40 Rigid Nonmetallic Conduit/],
  ['3/4 PVC schedule 80 conduit', /^3\/4 in PVC Schedule 80 Rigid Nonmetallic Conduit/],
  ['1/2 flex', /^1\/2 in Flexible Metal Conduit/],
  ['3/4 liquidtight', /^3\/4 in Liquidtight Flexible Metal Conduit/],
  ['3/4 in IMC', /^3\/4 in IMC Intermediate Metal Conduit/],
  ['1/2 rigid conduit', /^1\/2 in Rigid Galvanized Steel Conduit/],
  ['duplex receptacle 20A white', /Duplex Receptacle, (Commercial Grade, )?20A 125V, NEMA 5-20R, White$/],
  ['single pole switch 20A ivory', /^Single-Pole Toggle Switch, 20A 120\/277V, Ivory$/],
];

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  const supplier = await makeCompany(t.db, { systemType: 'seller' });
  await seedCatalogue(t.db, { supplierId: supplier.id, buyerIds: [] });
}, 240_000);
afterAll(() => t.close());

describe('BOM import matching against the demo catalogue', () => {
  it(`proposes the right product first for ${TABLE.length} takeoff phrasings`, async () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(30);
    const got: { phrase: string; first: string }[] = [];
    for (const [phrase] of TABLE) got.push({ phrase, first: (await descriptionCandidates(t.db, phrase))[0]?.description ?? '(nothing)' });
    const wrong = got.filter((g, i) => !TABLE[i][1].test(g.first));
    expect(wrong).toEqual([]);
  }, 120_000);
});

describe('matching time', () => {
  const known = { phase: [], cost: [] };
  const lines = [
    readBomLine({ quantity: '1', description: 'Square D QO 20A single pole breaker' }, 2, known),
    readBomLine({ quantity: '2', description: '1/2 in EMT set screw connector' }, 3, known),
  ];
  it('searches every line while there is time, and leaves the rest unsearched for the review once it is gone', async () => {
    const [first] = (await descriptionCandidates(t.db, 'Square D QO 20A single pole breaker')).map((c) => c.base_item_code);
    const coded = readBomLine({ quantity: '3', catalogue_number: first }, 4, known);
    const inTime = await matchBomLines(t.db, [...lines, coded]);
    expect(inTime.map((m) => m.unsearched ?? false)).toEqual([false, false, false]);
    expect(inTime[0].match?.base_item_code ?? inTime[0].candidates[0]?.base_item_code).toBe(first);
    const late = await matchBomLines(t.db, [...lines, coded], 0);
    expect(late.map((m) => [m.unsearched ?? false, m.candidates.length])).toEqual([
      [true, 0],
      [true, 0],
      [false, 0],
    ]);
    // an exact catalogue number is matched whatever the time
    expect(late[2].match).toMatchObject({ base_item_code: first, match_kind: 'code' });
  });
});
