import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueItem, makeCatalogueItems } from '../../../test/catalogue-factories';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { projectWorld, type ProjectWorld } from '../projects/test-world';

/*
 * Real takeoff phrasings as list items, against catalogue items written the way the demo
 * catalogue writes them, both ways: the suggestion for a list item (catalogue items) and the
 * match for a catalogue item (list items) must put the same kind of product first — the EMT
 * stick for "1/2 in EMT conduit 10 ft", never rigid or IMC conduit.
 */

const CATALOGUE = {
  emt12: '1/2 in EMT Electrical Metallic Tubing, 10 ft Stick',
  emt34: '3/4 in EMT Electrical Metallic Tubing, 10 ft Stick',
  rgs12: '1/2 in Rigid Galvanized Steel Conduit, 10 ft',
  imc12: '1/2 in IMC Intermediate Metal Conduit, 10 ft',
  pvc12: '1/2 in PVC Schedule 40 Rigid Nonmetallic Conduit, 10 ft',
  fmc12: '1/2 in Flexible Metal Conduit, Reduced Wall Steel',
  lfmc34: '3/4 in Liquidtight Flexible Metal Conduit, Gray',
  esc12: '1/2 in EMT Set Screw Connector, Steel',
  ecc12: '1/2 in EMT Compression Connector, Steel',
  ecp12: '1/2 in EMT Set Screw Coupling, Steel',
  strap12: '1/2 in One-Hole Strap for EMT, Steel',
  thhn12blk: 'THHN/THWN-2 12 AWG Stranded Copper Building Wire, Black, 600V',
  thhn12red: 'THHN/THWN-2 12 AWG Solid Copper Building Wire, Red, 600V',
  thhn10grn: 'THHN/THWN-2 10 AWG Stranded Copper Building Wire, Green, 600V',
  mc122: 'MC Cable 12/2 AWG with Ground, Aluminum Interlocked Armor, Copper',
  nm142: 'NM-B Romex 14/2 AWG with Ground, Copper, 600V',
  qo120: 'QO Plug-On Circuit Breaker, 1-Pole, 20A, 120V',
  qo230: 'QO Plug-On Circuit Breaker, 2-Pole, 30A, 120/240V',
  box4deep: '4 in Square Box, 2-1/8 in Deep, 1/2 in KO, Steel',
  box4: '4 in Square Box, 1-1/2 in Deep, 1/2 in KO, Steel',
  dup20: 'Duplex Receptacle, Commercial Grade, 20A 125V, NEMA 5-20R, White',
  sw20: 'Single-Pole Toggle Switch, 20A 120/277V, Ivory',
} as const;
type Product = keyof typeof CATALOGUE;

const TABLE: [phrase: string, expected: Product][] = [
  ['1/2 in EMT conduit 10 ft', 'emt12'],
  ['1/2" EMT', 'emt12'],
  ['EMT 1/2 inch conduit', 'emt12'],
  ['EMT 3/4in', 'emt34'],
  ['3/4 EMT conduit', 'emt34'],
  ['3/4 in EMT', 'emt34'],
  ['1/2 rigid conduit', 'rgs12'],
  ['1/2 in RGS', 'rgs12'],
  ['1/2 in IMC', 'imc12'],
  ['1/2 PVC sch 40', 'pvc12'],
  ['1/2 in PVC schedule 40 conduit', 'pvc12'],
  ['1/2 flex', 'fmc12'],
  ['3/4 liquidtight', 'lfmc34'],
  ['1/2 EMT set screw conn', 'esc12'],
  ['1/2 EMT compression connector', 'ecc12'],
  ['1/2 EMT set screw coupling', 'ecp12'],
  ['1/2 EMT 1-hole strap', 'strap12'],
  ['#12 THHN CU STR BLK', 'thhn12blk'],
  ['#12 THHN copper wire', 'thhn12blk'],
  ['12 AWG THHN solid red', 'thhn12red'],
  ['#10 THHN stranded green', 'thhn10grn'],
  ['12/2 MC', 'mc122'],
  ['12/2 MC cable aluminum armor', 'mc122'],
  ['14/2 romex', 'nm142'],
  ['QO 20 amp single pole breaker', 'qo120'],
  ['20A 1P breaker', 'qo120'],
  ['2P 30A QO breaker', 'qo230'],
  ['4in sq box 2-1/8 deep', 'box4deep'],
  ['4 in square box 1-1/2 deep', 'box4'],
  ['duplex receptacle 20A white', 'dup20'],
  ['single pole switch 20A ivory', 'sw20'],
  ['20A single pole toggle switch', 'sw20'],
];

let t: TestApp;
let w: ProjectWorld;
let projectId: number;
const idOf = {} as Record<Product, number>;
const itemOfPhrase = new Map<string, number>();
const phraseOfItem = new Map<number, string>();

beforeAll(async () => {
  t = await buildTestApp();
  w = await projectWorld(t);
  projectId = (await w.make({ name: 'Matching job' })).id;
  const keys = Object.keys(CATALOGUE) as Product[];
  const ids = await makeCatalogueItems(
    t.db,
    keys.map((k) => catalogueItem({ code: `MT-${k.toUpperCase()}`, description: CATALOGUE[k] })),
  );
  keys.forEach((k, n) => (idOf[k] = ids[n]));
  const list = (await w.asBuyer({ method: 'POST', url: '/api/v1/UpdateProductList/', payload: { action: 'create', project_id: projectId, name: 'Takeoff' } })).json().id;
  for (const [phrase] of TABLE) {
    const res = await w.asBuyer({ method: 'POST', url: '/api/v1/UpdateProductListItem/', payload: { action: 'add', list_id: list, description: phrase, unit: 'EA', quantity: 1 } });
    const id = res.json().results[0].id as number;
    itemOfPhrase.set(phrase, id);
    phraseOfItem.set(id, phrase);
  }
}, 60_000);
afterAll(() => t.close());

describe('product-list matching against takeoff phrasings', () => {
  it(`suggests the right catalogue item first for ${TABLE.length} list items`, async () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(30);
    const wrong: string[] = [];
    for (const [phrase, expected] of TABLE) {
      const res = await w.asBuyer({ method: 'GET', url: `/api/v1/GetProjectProductListItemSuggestion/?list_item_id=${itemOfPhrase.get(phrase)}` });
      const first = res.json().results[0];
      if (first?.base_item_id !== idOf[expected]) wrong.push(`${phrase} → ${first?.description ?? 'nothing'} (wanted ${CATALOGUE[expected]})`);
    }
    expect(wrong).toEqual([]);
  });

  it('matches each catalogue item to a list item of its own kind first', async () => {
    const wrong: string[] = [];
    for (const product of Object.keys(CATALOGUE) as Product[]) {
      const res = await w.asBuyer({ method: 'GET', url: `/api/v1/MatchItemToProjectProductListItem/?project_id=${projectId}&base_item_id=${idOf[product]}` });
      const first = res.json().results[0];
      const phrase = first ? phraseOfItem.get(first.id) : undefined;
      const expected = TABLE.find(([p]) => p === phrase)?.[1];
      if (expected !== product) wrong.push(`${CATALOGUE[product]} → ${phrase ?? 'nothing'}`);
    }
    expect(wrong).toEqual([]);
  });

  it('the same catalogue item or number comes first, whatever the description', async () => {
    const list = (await w.asBuyer({ method: 'POST', url: '/api/v1/UpdateProductList/', payload: { action: 'create', project_id: projectId, name: 'Exact' } })).json().id;
    const byCode = (await w.asBuyer({ method: 'POST', url: '/api/v1/UpdateProductListItem/', payload: { action: 'add', list_id: list, description: 'Stuff for the panel', code: 'mt-qo230', unit: 'EA', quantity: 2 } })).json().results[0];
    const suggestion = await w.asBuyer({ method: 'GET', url: `/api/v1/GetProjectProductListItemSuggestion/?list_item_id=${byCode.id}` });
    expect(suggestion.json().results[0]).toMatchObject({ base_item_id: idOf.qo230, score: 2 });
    const match = await w.asBuyer({ method: 'GET', url: `/api/v1/MatchItemToProjectProductListItem/?project_id=${projectId}&base_item_id=${idOf.qo230}` });
    expect(match.json().results[0]).toMatchObject({ id: byCode.id, score: 2 });
  });

  it('another company’s project and items are not found', async () => {
    const any = itemOfPhrase.get(TABLE[0][0]);
    expect((await w.asStranger({ method: 'GET', url: `/api/v1/GetProjectProductListItemSuggestion/?list_item_id=${any}` })).statusCode).toBe(404);
    expect((await w.asStranger({ method: 'GET', url: `/api/v1/MatchItemToProjectProductListItem/?project_id=${projectId}&base_item_id=${idOf.emt12}` })).statusCode).toBe(404);
    expect((await w.asForeman({ method: 'GET', url: `/api/v1/MatchItemToProjectProductListItem/?project_id=${projectId}&base_item_id=${idOf.emt12}` })).statusCode).toBe(403);
  });
});
