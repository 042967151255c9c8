import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  BOM_CANDIDATE_LIMIT,
  BOM_DESCRIPTION_MATCH_THRESHOLD,
  BOM_MATCH_SECONDS,
  type BomCandidate,
  type BomLineValues,
  type BomMatch,
  expandShorthand,
  normalizeCode,
  rankByFacets,
  searchTerms,
} from '@jobsite/core';
import { baseItems, manufacturers } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import { searchCatalogue, typedWordsQuery } from '../catalogue/queries';

/** How many full-text hits are ranked by description likeness and product facets. */
const DESCRIPTION_POOL = 80;
const CODE_BATCH = 1000;

export interface LineMatch {
  match: BomMatch | null;
  candidates: BomCandidate[];
  /** The matching time ran out before the line was searched (BOM_MATCH_SECONDS). */
  unsearched?: boolean;
}

type ItemFields = Pick<BomMatch, 'base_item_id' | 'base_item_code' | 'description' | 'unit'>;

/** Items whose catalogue number or product code (UPC) is exactly one of `codes`, by lower-cased code. */
async function itemsByCode(db: DbOrTx, codes: string[]): Promise<Map<string, ItemFields>> {
  const out = new Map<string, ItemFields>();
  for (let i = 0; i < codes.length; i += CODE_BATCH) {
    const batch = codes.slice(i, i + CODE_BATCH);
    const rows = await db
      .select({ id: baseItems.id, code: baseItems.baseItemCode, productCode: baseItems.productCode, description: baseItems.description, unit: baseItems.unit })
      .from(baseItems)
      .where(or(inArray(sql`lower(${baseItems.baseItemCode})`, batch), inArray(sql`lower(${baseItems.productCode})`, batch)))
      .orderBy(asc(baseItems.id));
    const item = (r: (typeof rows)[number]): ItemFields => ({ base_item_id: r.id, base_item_code: r.code, description: r.description, unit: r.unit });
    // The catalogue number wins over another item's UPC.
    for (const r of rows) if (r.productCode && !out.has(r.productCode.toLowerCase())) out.set(r.productCode.toLowerCase(), item(r));
    for (const r of rows) out.set(r.code.toLowerCase(), item(r));
  }
  return out;
}

/**
 * Catalogue items most like a description: the full-text index finds items sharing any of
 * its words (best ranked first); trigram similarity of the whole descriptions, adjusted by
 * the kind of product each names (core rankByFacets: trade size, family, item, gauge...),
 * orders them.
 */
export async function descriptionCandidates(db: DbOrTx, phrase: string): Promise<BomCandidate[]> {
  const text = expandShorthand(phrase);
  const terms = searchTerms(text);
  if (!terms.length) return [];
  const tsq = terms.map((t) => `'${t}':*`).join(' | ');
  // A word like 1-pole is the phrase '1' <-> 'pole':*, not '1':* (every word starting with 1) <-> 'pole':*.
  const query = typedWordsQuery(tsq);
  const every = typedWordsQuery(terms.map((t) => `'${t}':*`).join(' & '));
  // Items with every word first, then those with the most of them.
  const rank = sql<number>`(${baseItems.searchVector} @@ ${every})::int + ts_rank_cd(${baseItems.searchVector}, ${query})`.as('rank');
  const pool = db
    .select({ id: baseItems.id, rank })
    .from(baseItems)
    .where(sql`${baseItems.searchVector} @@ ${query}`)
    .orderBy(desc(sql`rank`), asc(baseItems.id))
    .limit(DESCRIPTION_POOL)
    .as('pool');
  const score = sql<number>`similarity(lower(${baseItems.description}), ${text.toLowerCase()})`;
  const rows = await db
    .select({ id: baseItems.id, code: baseItems.baseItemCode, description: baseItems.description, unit: baseItems.unit, manufacturer: manufacturers.name, score: score.mapWith(Number) })
    .from(pool)
    .innerJoin(baseItems, eq(baseItems.id, pool.id))
    .leftJoin(manufacturers, eq(manufacturers.id, baseItems.manufacturerId))
    .orderBy(desc(score), desc(pool.rank), asc(baseItems.id));
  const candidates = rows.map((r) => ({ base_item_id: r.id, base_item_code: r.code, description: r.description, unit: r.unit, manufacturer: r.manufacturer, score: Math.round(r.score * 1000) / 1000 }));
  return rankByFacets(text, candidates).slice(0, BOM_CANDIDATE_LIMIT);
}

/** Suggestions for a catalogue number the catalogue does not have exactly: the catalogue search's own ranking. */
async function codeCandidates(db: DbOrTx, code: string): Promise<BomCandidate[]> {
  const { items } = await searchCatalogue(db, { search_text: code }, { page: 1, pageSize: BOM_CANDIDATE_LIMIT, limit: BOM_CANDIDATE_LIMIT, offset: 0 });
  return items.map((i) => ({ base_item_id: i.id, base_item_code: i.base_item_code, description: i.description, unit: i.unit, manufacturer: i.manufacturer?.name ?? null, score: 0 }));
}

/**
 * Matches each line to the catalogue: an exact catalogue number or UPC first, then a
 * description close enough (BOM_DESCRIPTION_MATCH_THRESHOLD). Lines left unmatched carry
 * suggestions. Lines with an error are not looked up. Each search gives the event loop a turn
 * (on the embedded database the searches would otherwise hold every other request); once
 * `budgetMs` has passed, the lines still to search are left unsearched for the review.
 */
export async function matchBomLines(db: DbOrTx, lines: readonly BomLineValues[], budgetMs = BOM_MATCH_SECONDS * 1000): Promise<LineMatch[]> {
  const codes = [...new Set(lines.filter((l) => !l.error && l.catalogue_number).map((l) => normalizeCode(l.catalogue_number)))];
  const byCode = await itemsByCode(db, codes);
  const byDescription = new Map<string, BomCandidate[]>();
  const byCodeSearch = new Map<string, BomCandidate[]>();
  const started = performance.now();
  const timeLeft = () => performance.now() - started < budgetMs;
  const searched = async <K>(cache: Map<K, BomCandidate[]>, key: K, search: () => Promise<BomCandidate[]>): Promise<BomCandidate[] | null> => {
    const known = cache.get(key);
    if (known) return known;
    if (!timeLeft()) return null;
    const found = await search();
    cache.set(key, found);
    await yieldToEventLoop();
    return found;
  };
  const out: LineMatch[] = [];
  for (const l of lines) {
    if (l.error) {
      out.push({ match: null, candidates: [] });
      continue;
    }
    const exact = l.catalogue_number ? byCode.get(normalizeCode(l.catalogue_number)) : undefined;
    if (exact) {
      out.push({ match: { ...exact, match_kind: 'code' }, candidates: [] });
      continue;
    }
    let candidates: BomCandidate[] = [];
    if (l.description) {
      const found = await searched(byDescription, l.description.toLowerCase(), () => descriptionCandidates(db, l.description));
      if (!found) {
        out.push({ match: null, candidates: [], unsearched: true });
        continue;
      }
      candidates = found;
    }
    const best = candidates[0];
    if (best && best.score >= BOM_DESCRIPTION_MATCH_THRESHOLD) {
      out.push({ match: { base_item_id: best.base_item_id, base_item_code: best.base_item_code, description: best.description, unit: best.unit, match_kind: 'description' }, candidates: [] });
      continue;
    }
    if (l.catalogue_number) {
      const suggested = await searched(byCodeSearch, normalizeCode(l.catalogue_number), () => codeCandidates(db, l.catalogue_number));
      if (!suggested) {
        out.push({ match: null, candidates, unsearched: true });
        continue;
      }
      const seen = new Set(candidates.map((c) => c.base_item_id));
      candidates = [...suggested.filter((c) => !seen.has(c.base_item_id)), ...candidates].slice(0, BOM_CANDIDATE_LIMIT);
    }
    out.push({ match: null, candidates });
  }
  return out;
}

/** The catalogue items of `ids` that exist, as a match carries them. */
export async function itemsForMatch(db: DbOrTx, ids: number[]): Promise<Map<number, ItemFields>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: baseItems.id, code: baseItems.baseItemCode, description: baseItems.description, unit: baseItems.unit })
    .from(baseItems)
    .where(inArray(baseItems.id, ids));
  return new Map(rows.map((r) => [r.id, { base_item_id: r.id, base_item_code: r.code, description: r.description, unit: r.unit }]));
}
