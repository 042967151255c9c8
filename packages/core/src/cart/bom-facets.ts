/**
 * What kind of product a takeoff phrase or a catalogue description names: trade size, wire
 * gauge or cable conductors, the raceway or wire family (EMT, rigid, THHN, MC...), the item
 * (conduit, connector, strap...), amperage, poles, material, stranding and colour. The BOM
 * import ranks its candidates with these, so "1/2 in EMT conduit 10 ft" finds EMT and not
 * rigid or IMC conduit that merely share the word "conduit".
 */
export interface ProductFacets {
  size?: string;
  gauge?: string;
  conductors?: string;
  family?: string;
  item?: string;
  amps?: string;
  poles?: string;
  material?: string;
  stranding?: 'solid' | 'stranded';
  color?: string;
  depth?: string;
}

/** Words (lower case, as regular expressions on word boundaries) and the facet value they mean; the first that matches wins. */
const FAMILIES: [RegExp, string][] = [
  [/\bemt\b|electrical metallic tubing/, 'emt'],
  [/\bimc\b|intermediate metal/, 'imc'],
  [/\bpvc\b|nonmetallic conduit|sch(edule)?\s*40|sch(edule)?\s*80/, 'pvc'],
  [/\bliquid-?tight\b|\blfmc\b|\blfnc\b/, 'liquidtight'],
  [/\bfmc\b|\bflex(ible)?\b|greenfield/, 'flex'],
  [/\brigid\b|\brmc\b|\bgrc\b|\brgs\b/, 'rigid'],
  [/\bthhn\b|\bthwn\b/, 'thhn'],
  [/\bxhhw\b/, 'xhhw'],
  [/\bmc\b|metal[- ]clad|armou?red cable/, 'mc'],
  [/\bnm-?b\b|\bromex\b/, 'nm'],
  [/\bqo\b/, 'qo'],
  [/\bhomeline\b|\bhom\b/, 'homeline'],
];
const ITEMS: [RegExp, string][] = [
  [/\bconn(ector)?s?\b/, 'connector'],
  [/\bcoup(ling)?s?\b|\bcplgs?\b/, 'coupling'],
  [/\bstraps?\b/, 'strap'],
  [/\bclamps?\b/, 'clamp'],
  [/\bell(bow)?s?\b|\b90s?\b/, 'elbow'],
  [/\bbreakers?\b|\bbkrs?\b|\bcb\b/, 'breaker'],
  [/\brecep(tacle)?s?\b|\bduplex\b|\boutlets?\b/, 'receptacle'],
  [/\bswitch(es)?\b/, 'switch'],
  [/\bbox(es)?\b/, 'box'],
  [/\bcovers?\b|\bplates?\b|\bring\b/, 'cover'],
  [/\bcable\b/, 'cable'],
  [/\bwire\b|\bbldg wire\b/, 'wire'],
  [/\bconduit\b|\btubing\b|\bpipe\b/, 'conduit'],
];
const MATERIALS: [RegExp, string][] = [
  [/\bcopper\b|\bcu\b/, 'copper'],
  [/\balumin(i)?um\b|\bal\b/, 'aluminum'],
  [/\bzinc\b|die-?cast/, 'zinc'],
  [/\bsteel\b|\bstl\b/, 'steel'],
];
const COLORS = ['black', 'white', 'red', 'blue', 'green', 'yellow', 'orange', 'brown', 'gray', 'grey', 'purple'];
const COLOR_SHORT: Record<string, string> = { blk: 'black', bk: 'black', wht: 'white', wh: 'white', rd: 'red', blu: 'blue', bl: 'blue', grn: 'green', gr: 'green', yel: 'yellow', org: 'orange', brn: 'brown', gry: 'gray', pur: 'purple' };

const first = (text: string, table: [RegExp, string][]) => table.find(([re]) => re.test(text))?.[1];

/** A trade size as a number of inches in lowest form: "1-1/4", "1/2", "2". */
function tradeSize(text: string): string | undefined {
  // 1-1/4 in, 1/2", 3/4in, 2 in; a size followed by "deep" is a box depth, not a trade size.
  const m = text.match(/(?<![\d/#-])(\d+-\d+\/\d+|\d+\/\d+|\d+(?:\.\d+)?)\s*(?:in\b|"|inch(?:es)?\b|(?=\s*(?:emt|imc|pvc|rigid|flex|fmc|conn|coup|strap|sq|square|set|comp)))(?!\s*deep)/);
  return m?.[1];
}

/** Reads the facets a phrase or a description names; what it does not say stays undefined. */
export function productFacets(input: string): ProductFacets {
  const text = ` ${input.toLowerCase().replace(/[,;()]/g, ' ').replace(/\s+/g, ' ')} `;
  const f: ProductFacets = {};
  const conductors = text.match(/(?<![\d/])(\d{1,2})\/(\d)(?![\d/])(?:\s*(?:awg|w\/?\s*g(?:round|rd)?|wg))?/);
  if (conductors && !/\d+\/\d+\s*(in\b|")/.test(conductors[0]) && Number(conductors[2]) <= 4 && Number(conductors[1]) >= 4) f.conductors = `${conductors[1]}/${conductors[2]}`;
  const gauge = text.match(/#\s*(\d{1,2})\b|\b(\d{1,2})\s*awg\b/);
  if (gauge && !f.conductors) f.gauge = gauge[1] ?? gauge[2];
  if (!f.conductors) f.size = tradeSize(text);
  const depth = text.match(/(\d+-\d+\/\d+|\d+\/\d+|\d+(?:\.\d+)?)\s*(?:in\b|")?\s*deep\b/);
  if (depth) f.depth = depth[1];
  f.family = first(text, FAMILIES);
  f.item = first(text, ITEMS);
  const amps = text.match(/\b(\d{1,3})\s*a(mp)?s?\b/);
  if (amps) f.amps = amps[1];
  const poles = text.match(/\b(\d)\s*-?\s*p(ole)?\b/);
  if (poles) f.poles = poles[1];
  else if (/\bsingle[- ]?pole\b|\bsp\b/.test(text)) f.poles = '1';
  else if (/\b(double|two)[- ]?pole\b|\bdp\b/.test(text)) f.poles = '2';
  f.material = first(text, MATERIALS);
  if (/\bsol(id)?\b/.test(text)) f.stranding = 'solid';
  else if (/\bstr(anded)?\b/.test(text)) f.stranding = 'stranded';
  const color = COLORS.find((c) => new RegExp(`\\b${c}\\b`).test(text)) ?? Object.entries(COLOR_SHORT).find(([k]) => new RegExp(`\\b${k}\\b`).test(text))?.[1];
  if (color) f.color = color === 'grey' ? 'gray' : color;
  for (const k of Object.keys(f) as (keyof ProductFacets)[]) if (f[k] === undefined) delete f[k];
  return f;
}

/** The product a family means when a phrase names no item. */
const BASE_ITEM: Record<string, string> = { emt: 'conduit', imc: 'conduit', pvc: 'conduit', flex: 'conduit', liquidtight: 'conduit', rigid: 'conduit', thhn: 'wire', xhhw: 'wire', mc: 'cable', nm: 'cable', qo: 'breaker', homeline: 'breaker' };

/** Takeoff shorthand spelled out, so the catalogue's full-text search finds the words the descriptions use. */
const SHORTHAND: [RegExp, string][] = [
  [/\bsq\b/g, 'square'],
  [/\bconns?\b/g, 'connector'],
  [/\bcplgs?\b/g, 'coupling'],
  [/\bbkrs?\b/g, 'breaker'],
  [/\brecep\b/g, 'receptacle'],
  [/\bsw\b/g, 'switch'],
  [/\bstr\b/g, 'stranded'],
  [/\bsol\b/g, 'solid'],
  [/\bblk\b/g, 'black'],
  [/\bwht\b/g, 'white'],
  [/\bgrn\b/g, 'green'],
  [/\bcu\b/g, 'copper'],
  [/\bsch\b/g, 'schedule'],
  [/\bliquid-?tight\b/g, 'liquidtight'],
  [/\bromex\b/g, 'romex nm-b'],
  [/\b1-hole\b/g, 'one-hole'],
  [/\b2-hole\b/g, 'two-hole'],
  [/\bflex\b/g, 'flexible'],
];

export function expandShorthand(phrase: string): string {
  // 4in, 3/4" and 10ft read as the catalogue writes them: "4 in", "3/4 in", "10 ft".
  const spaced = phrase.toLowerCase().replace(/(\d)"/g, '$1 in').replace(/(\d)(in|ft)\b/g, '$1 $2');
  return SHORTHAND.reduce((text, [re, full]) => text.replace(re, full), spaced);
}

/** How much a facet counts: agreeing raises a candidate, contradicting lowers it more. */
const WEIGHTS: Record<keyof ProductFacets, number> = {
  size: 0.3,
  gauge: 0.3,
  conductors: 0.3,
  family: 0.35,
  item: 0.25,
  amps: 0.25,
  poles: 0.2,
  material: 0.1,
  stranding: 0.1,
  color: 0.1,
  depth: 0.15,
};

/**
 * How much better (or worse) a candidate fits a phrase than its text likeness alone says.
 * Where the phrase is silent the usual choice is preferred a little: stranded wire in black,
 * a plain item over one with extras (GFCI, AFCI, brackets, insulated throat).
 */
export function facetAdjustment(phrase: ProductFacets, candidate: ProductFacets, candidateText = ''): number {
  let score = 0;
  for (const key of Object.keys(WEIGHTS) as (keyof ProductFacets)[]) {
    const want = phrase[key];
    const have = candidate[key];
    if (want === undefined || have === undefined) continue;
    score += want === have ? WEIGHTS[key] : -2 * WEIGHTS[key];
  }
  // The phrase names a family the candidate does not have at all (EMT asked, a plain "conduit" offered).
  if (phrase.family && !candidate.family) score -= WEIGHTS.family;
  if (phrase.item && !candidate.item) score -= WEIGHTS.item / 2;
  // A family named without an item means its base product: "1/2 EMT" is the tubing, not a coupling.
  if (phrase.family && !phrase.item && candidate.item) score += candidate.item === BASE_ITEM[phrase.family] ? WEIGHTS.item : -WEIGHTS.item / 2;
  // Rigid conduit without a material is galvanized steel on a takeoff.
  if (phrase.family === 'rigid' && !phrase.material && candidate.material === 'steel') score += 0.1;
  if (!phrase.stranding && candidate.stranding === 'stranded') score += 0.02;
  if (!phrase.color && candidate.color === 'black') score += 0.02;
  const extras = /gfci|afci|dual function|bracket|insulated throat|raintight|weather|tamper|isolated|hospital|bolt-on/i;
  if (candidateText && extras.test(candidateText) && !extras.test(Object.values(phrase).join(' '))) score -= 0.03;
  return Math.round(score * 1000) / 1000;
}

/** Orders candidates by text likeness plus facet fit (best first), keeping each one's adjusted score. */
export function rankByFacets<T extends { description: string; score: number }>(phrase: string, candidates: readonly T[]): T[] {
  const want = productFacets(phrase);
  const extrasAsked = /gfci|afci|dual function|bracket|insulated|raintight|weather|tamper|isolated|hospital|bolt/i.test(phrase);
  return candidates
    .map((c, i) => {
      const adjust = facetAdjustment(want, productFacets(c.description), extrasAsked ? '' : c.description);
      return { c: { ...c, score: Math.round((c.score + adjust) * 1000) / 1000 }, i };
    })
    .sort((a, b) => b.c.score - a.c.score || a.i - b.i)
    .map((x) => x.c);
}
