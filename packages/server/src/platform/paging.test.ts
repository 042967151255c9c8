import { asc, count, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, taxCodes } from '../db/schema/index';
import { makeCompany } from '../../test/factories';
import { openTestDatabase } from '../../test/database';
import type { Database } from './db';
import { firstPageWithKeptTotal, pageCountedInline, pagedRows, pageOf } from './paging';
import { companyScope } from './scope';

let database: Database;
let companyId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  companyId = (await makeCompany(database.db)).id;
  const other = await makeCompany(database.db);
  const codes = ['T05', 'T01', 'T04', 'T02', 'T03', 'X01', 'T06', 'T07'];
  await database.db.insert(taxCodes).values(codes.map((taxCode) => ({ companyId, taxCode, taxRate: 1, description: '' })));
  await database.db.insert(taxCodes).values({ companyId: other.id, taxCode: 'T99', taxRate: 1, description: '' });
});

afterAll(async () => {
  await database?.close();
});

function taxCodePage(pageNumber: number, pageSize: number) {
  const db = database.db;
  const where = companyScope(companyId).where(taxCodes, like(taxCodes.taxCode, 'T%'));
  return pagedRows(pageOf({ page: pageNumber, page_size: pageSize }), {
    rows: db.select({ code: taxCodes.taxCode }).from(taxCodes).where(where).orderBy(asc(taxCodes.taxCode)),
    count: db.select({ n: count() }).from(taxCodes).where(where),
  });
}

describe('pagedRows', () => {
  it('answers the rows of the page in the query order and the count of the whole list', async () => {
    expect(await taxCodePage(1, 3)).toEqual({ rows: [{ code: 'T01' }, { code: 'T02' }, { code: 'T03' }], total: 7 });
    expect(await taxCodePage(3, 3)).toEqual({ rows: [{ code: 'T07' }], total: 7 });
  });

  it('counts only when more rows follow the page or the page is past the end', async () => {
    const db = database.db;
    const where = companyScope(companyId).where(taxCodes, like(taxCodes.taxCode, 'T%'));
    const sent: number[] = [];
    const pageWithCountLog = (pageNumber: number, pageSize: number) =>
      pagedRows(pageOf({ page: pageNumber, page_size: pageSize }), {
        rows: db.select({ code: taxCodes.taxCode }).from(taxCodes).where(where).orderBy(asc(taxCodes.taxCode)),
        count: {
          then: (resolve, reject) => {
            sent.push(pageNumber);
            return db.select({ n: count() }).from(taxCodes).where(where).then(resolve, reject);
          },
        },
      });
    // Seven codes: a page of 7 or more holds them all; the last page of 3 holds one.
    expect(await pageWithCountLog(1, 7)).toEqual({ rows: expect.any(Array), total: 7 });
    expect(await pageWithCountLog(3, 3)).toEqual({ rows: [{ code: 'T07' }], total: 7 });
    expect(sent).toEqual([]);
    expect(await pageWithCountLog(1, 6)).toEqual({ rows: expect.any(Array), total: 7 });
    expect((await pageWithCountLog(2, 3)).rows).toEqual([{ code: 'T04' }, { code: 'T05' }, { code: 'T06' }]);
    expect(await pageWithCountLog(5, 3)).toEqual({ rows: [], total: 7 });
    expect(sent).toEqual([1, 2, 5]);
  });

  it('sends no count when the caller knows the total (an export reading its next page)', async () => {
    const db = database.db;
    const where = companyScope(companyId).where(taxCodes, like(taxCodes.taxCode, 'T%'));
    let counted = 0;
    const page = await pagedRows(
      { limit: 3, offset: 3, knownTotal: 7 },
      {
        rows: db.select({ code: taxCodes.taxCode }).from(taxCodes).where(where).orderBy(asc(taxCodes.taxCode)),
        count: {
          then: (resolve, reject) => {
            counted++;
            return db.select({ n: count() }).from(taxCodes).where(where).then(resolve, reject);
          },
        },
      },
    );
    expect(page).toEqual({ rows: [{ code: 'T04' }, { code: 'T05' }, { code: 'T06' }], total: 7 });
    expect(counted).toBe(0);
  });

  it('answers no rows past the end, with the count still of the whole list', async () => {
    expect(await taxCodePage(4, 3)).toEqual({ rows: [], total: 7 });
  });

  it('keeps the joins of the row query', async () => {
    const db = database.db;
    const where = companyScope(companyId).where(taxCodes, eq(taxCodes.taxCode, 'X01'));
    const page = await pagedRows(pageOf({}), {
      rows: db.select({ code: taxCodes.taxCode, company: companies.name }).from(taxCodes).innerJoin(companies, eq(companies.id, taxCodes.companyId)).where(where),
      count: db.select({ n: count() }).from(taxCodes).where(where),
    });
    expect(page.total).toBe(1);
    expect(page.rows).toEqual([{ code: 'X01', company: expect.stringMatching(/^Company /) }]);
  });

  it('answers a count of zero for an empty list', async () => {
    const db = database.db;
    const where = companyScope(companyId).where(taxCodes, eq(taxCodes.taxCode, 'none'));
    expect(await pagedRows(pageOf({}), { rows: db.select().from(taxCodes).where(where), count: db.select({ n: count() }).from(taxCodes).where(where) })).toEqual({ rows: [], total: 0 });
  });
});

describe('a first page read with its kept total', () => {
  it('knows its total when it holds the end of the list, and takes the kept one otherwise', () => {
    const rows = (n: number, kept: string) => Array.from({ length: n }, (_, i) => ({ id: i, keptTotal: kept }));
    expect(firstPageWithKeptTotal(rows(3, '99'), 3)).toEqual({ rows: rows(3, '99'), total: 3 });
    expect(firstPageWithKeptTotal([], 3)).toEqual({ rows: [], total: 0 });
    expect(firstPageWithKeptTotal(rows(4, '42'), 3)).toEqual({ rows: rows(3, '42'), total: 42 });
  });
});

describe('a page counted in its own statement', () => {
  const db = () => database.db;
  const where = () => companyScope(companyId).where(taxCodes, like(taxCodes.taxCode, 'T%'));
  async function countedPage(pageNumber: number, pageSize: number) {
    const page = pageOf({ page: pageNumber, page_size: pageSize });
    let counted = 0;
    const result = await pageCountedInline(
      db()
        .select({ code: taxCodes.taxCode, n: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(taxCodes)
        .where(where())
        .orderBy(asc(taxCodes.taxCode))
        .limit(page.limit)
        .offset(page.offset),
      page,
      {
        then: (resolve, reject) => {
          counted++;
          return db().select({ n: count() }).from(taxCodes).where(where()).then(resolve, reject);
        },
      },
    );
    return { codes: result.rows.map((r) => r.code), total: result.total, counted };
  }

  it('takes the total from its rows, and counts only a page past the end', async () => {
    expect(await countedPage(1, 3)).toEqual({ codes: ['T01', 'T02', 'T03'], total: 7, counted: 0 });
    expect(await countedPage(3, 3)).toEqual({ codes: ['T07'], total: 7, counted: 0 });
    expect(await countedPage(4, 3)).toEqual({ codes: [], total: 7, counted: 1 });
  });

  it('answers an empty list on its first page without a count', async () => {
    const nothing = eq(taxCodes.taxCode, 'none');
    let counted = 0;
    const none = await pageCountedInline(db().select({ n: sql<number>`count(*) over ()`.mapWith(Number) }).from(taxCodes).where(nothing), pageOf({}), {
      then: (resolve, reject) => {
        counted++;
        return db().select({ n: count() }).from(taxCodes).where(nothing).then(resolve, reject);
      },
    });
    expect(none).toEqual({ rows: [], total: 0 });
    expect(counted).toBe(0);
  });
});
