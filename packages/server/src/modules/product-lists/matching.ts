import { asc, desc, eq, sql } from 'drizzle-orm';
import { BOM_CANDIDATE_LIMIT, expandShorthand, productFacets, rankByFacets, unstatedChoicePenalty } from '@jobsite/core';
import { baseItems, manufacturers, projectProductListItems } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import { notFound } from '../../platform/errors';
import type { CompanyScope } from '../../platform/scope';
import { descriptionCandidates } from '../bom/matching';
import { findProject } from '../projects/queries';
import { findItem } from './queries';

/*
 * Matching list items and catalogue items both ways, as the BOM import does: the same item or
 * catalogue number first, then description likeness (trigram similarity) adjusted by the kind
 * of product each names (core rankByFacets), so "1/2 in EMT conduit 10 ft" finds the EMT stick
 * and not rigid or IMC conduit.
 */

/** How many of the project's list items are ranked by likeness (the most similar first). */
const MATCH_POOL = 200;
const MATCH_LIMIT = 20;

/** MatchItemToProjectProductListItem/: the project's list items for a catalogue item, best first, with their score. */
export async function matchListItems(db: DbOrTx, scope: CompanyScope, projectId: number, baseItemId: number): Promise<{ id: number; score: number }[]> {
  if (!(await findProject(db, scope, projectId))) throw notFound();
  const [item] = await db.select({ code: baseItems.baseItemCode, description: baseItems.description }).from(baseItems).where(eq(baseItems.id, baseItemId));
  if (!item) throw notFound();
  const phrase = expandShorthand(item.description);
  const text = sql`lower(${projectProductListItems.description} || ' ' || ${projectProductListItems.manufacturer})`;
  const similarity = sql<number>`similarity(${text}, ${phrase.toLowerCase()})`;
  const same = sql<boolean>`(${projectProductListItems.baseItemId} = ${baseItemId} or (${projectProductListItems.code} <> '' and lower(${projectProductListItems.code}) = lower(${item.code})))`;
  const rows = await db
    .select({ id: projectProductListItems.id, description: projectProductListItems.description, same, score: similarity.mapWith(Number) })
    .from(projectProductListItems)
    .where(scope.where(projectProductListItems, eq(projectProductListItems.projectId, projectId), sql`(${same} or ${similarity} > 0.08)`))
    .orderBy(desc(same), desc(similarity), asc(projectProductListItems.id))
    .limit(MATCH_POOL);
  const exact = rows.filter((r) => r.same).map((r) => ({ id: r.id, score: 2 }));
  const wanted = productFacets(phrase);
  const alike = rankByFacets(
    phrase,
    rows
      .filter((r) => !r.same)
      .map((r) => {
        const description = expandShorthand(r.description);
        return { id: r.id, description, score: Math.round((r.score - unstatedChoicePenalty(wanted, productFacets(description))) * 1000) / 1000 };
      }),
  ).filter((r) => r.score > 0);
  return [...exact, ...alike.map((r) => ({ id: r.id, score: r.score }))].slice(0, MATCH_LIMIT);
}

/** GetProjectProductListItemSuggestion/: catalogue items for a list item, best first. */
export async function suggestCatalogueItems(db: DbOrTx, scope: CompanyScope, listItemId: number) {
  const item = await findItem(db, scope, listItemId);
  const byCode = item.code
    ? await db
        .select({ id: baseItems.id, code: baseItems.baseItemCode, description: baseItems.description, unit: baseItems.unit, manufacturer: manufacturers.name })
        .from(baseItems)
        .leftJoin(manufacturers, eq(manufacturers.id, baseItems.manufacturerId))
        .where(sql`lower(${baseItems.baseItemCode}) = lower(${item.code}) or (${baseItems.productCode} <> '' and lower(${baseItems.productCode}) = lower(${item.code}))`)
        .orderBy(asc(baseItems.id))
        .limit(5)
    : [];
  const exact = byCode.map((r) => ({ base_item_id: r.id, code: r.code, description: r.description, unit: r.unit, manufacturer: r.manufacturer ?? '', score: 2 }));
  const seen = new Set(exact.map((e) => e.base_item_id));
  const alike = (await descriptionCandidates(db, item.description))
    .filter((c) => !seen.has(c.base_item_id))
    .map((c) => ({ base_item_id: c.base_item_id, code: c.base_item_code, description: c.description, unit: c.unit, manufacturer: c.manufacturer ?? '', score: c.score }));
  return [...exact, ...alike].slice(0, BOM_CANDIDATE_LIMIT);
}
