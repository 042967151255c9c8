import type { FastifyRequest } from 'fastify';
import { DEFAULT_PAGE_SIZE, type Paged } from '@jobsite/core';

/** The rows of a list one read asks for: `limit` of them from `offset` on. */
export interface PageWindow {
  limit: number;
  offset: number;
  /**
   * The size of the whole list when the caller knows it already: a background export reading its
   * next page (its opening read counted the list). No count is sent then. Over a million-row
   * export read 2,000 rows at a time, that was a count of the whole filtered list for each of 500
   * pages.
   */
  knownTotal?: number;
}

export interface PageRequest extends PageWindow {
  page: number;
  pageSize: number;
}

/** Reads page and page_size from a validated query. */
export function pageOf(query: { page?: number; page_size?: number }, defaultSize = DEFAULT_PAGE_SIZE): PageRequest {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? defaultSize;
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}

/** The absolute URL of this request with other query values, https when the caller came over https. */
export function absoluteUrl(request: FastifyRequest, params: Record<string, string | number>): string {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, String(v));
  return url.toString();
}

/** One shape for every list: {count, next, previous, results}, next an absolute URL. */
export function pagedResponse<T>(request: FastifyRequest, page: PageRequest, count: number, results: T[]): Paged<T> {
  const hasNext = page.offset + results.length < count;
  return {
    count,
    next: hasNext ? absoluteUrl(request, { page: page.page + 1 }) : null,
    previous: page.page > 1 ? absoluteUrl(request, { page: page.page - 1 }) : null,
    results,
  };
}

/** A list query whose page the helper cuts: a select with its WHERE, joins and ORDER BY, not yet limited. */
export interface PageableQuery<Row> {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
}

/** The count of the same list: `db.select({ n: count() }).from(...).where(<the same where>)`. */
export type CountQuery = PromiseLike<{ n: number }[]>;

/**
 * One page of a list and the size of the whole list, the pair every paged list needs.
 * `rows` keeps its own joins and order; the helper adds LIMIT/OFFSET of the page, asking one
 * row more than the page holds. The count runs only when that row came back (there is more
 * after this page) or the page is past the end: a short list, and the last page of any list,
 * know their size without it (offset + rows), and so does a caller that gives `knownTotal`. Lazy
 * queries: the count is not sent unless awaited here. Pass queries of `db`, not of a transaction.
 */
export async function pagedRows<Row>(page: PageWindow, query: { rows: PageableQuery<Row>; count: CountQuery }): Promise<{ rows: Row[]; total: number }> {
  if (page.knownTotal !== undefined) return { rows: await query.rows.limit(page.limit).offset(page.offset), total: page.knownTotal };
  const fetched = await query.rows.limit(page.limit + 1).offset(page.offset);
  if (fetched.length <= page.limit && (fetched.length > 0 || page.offset === 0)) return { rows: fetched, total: page.offset + fetched.length };
  const counted = await query.count;
  return { rows: fetched.slice(0, page.limit), total: Number(counted[0]?.n ?? 0) };
}

/**
 * One page of a list whose statement must read every match before its first row anyway (a
 * ranked search, a text filter), so each row carries the total of the whole list (`count(*) over
 * ()` as `n`) instead of a second statement scanning the matches again. `rows` is the page,
 * limited and offset; a page past the end has no row to carry the total, so `count` is sent then
 * (lazy: not otherwise).
 */
export async function pageCountedInline<Row extends { n: number }>(rows: PromiseLike<Row[]>, page: PageWindow, count: CountQuery): Promise<{ rows: Row[]; total: number }> {
  const found = await rows;
  if (found.length) return { rows: found, total: Number(found[0].n) };
  return { rows: [], total: page.offset === 0 ? 0 : Number((await count)[0]?.n ?? 0) };
}

/**
 * A first page read as one statement of `limit + 1` rows, each carrying the list's kept total as
 * `keptTotal` (the hot lists' opening pages, decision record 026). As pagedRows: a page that holds
 * the end of the list knows its total; otherwise any row carries the kept one.
 */
export function firstPageWithKeptTotal<Row extends { keptTotal: unknown }>(rows: Row[], limit: number): { rows: Row[]; total: number } {
  return { rows: rows.slice(0, limit), total: rows.length <= limit ? rows.length : Number(rows[0]!.keptTotal) };
}
