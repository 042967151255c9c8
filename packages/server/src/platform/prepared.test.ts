import { and, asc, eq, sql } from 'drizzle-orm';
import { alias, PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, taxCodes } from '../db/schema/index';
import { makeCompany } from '../../test/factories';
import { openTestDatabase } from '../../test/database';
import type { Database, DbOrTx } from './db';
import { builtOnce, closedLiterals, closedSetMask, closedSubset, literalLimit, preparedPerHandle } from './prepared';

const STATUSES = ['pending', 'ready-to-ship', 'in transit', 'need_repair'] as const;
const text = (fragment: ReturnType<typeof closedLiterals>) => new PgDialect().sqlToQuery(sql`in (${fragment})`);

describe('closed sets written into a prepared statement', () => {
  it('takes the values asked for in the set’s order, each once, and refuses one outside it', () => {
    expect(closedSubset(STATUSES, ['in transit', 'pending', 'in transit'])).toEqual(['pending', 'in transit']);
    expect(closedSubset(STATUSES, [])).toEqual([]);
    expect(closedSubset(STATUSES, ['pending', "pending' or 1=1 --"])).toBeNull();
  });

  it('writes members with hyphens, spaces and underscores as literals, with no parameter', () => {
    const query = text(closedLiterals(STATUSES, ['ready-to-ship', 'in transit', 'need_repair']));
    expect(query.sql).toBe("in ('ready-to-ship', 'in transit', 'need_repair')");
    expect(query.params).toEqual([]);
  });

  it('refuses to write a value outside the set, or one that would need escaping', () => {
    expect(() => closedLiterals(STATUSES, ["pending'); drop table x; --" as 'pending'])).toThrow(/not of the closed set/);
    const quoted = ["it's"] as const;
    expect(() => closedLiterals(quoted, quoted)).toThrow(/not of the closed set/);
  });

  it('names a subset by its members’ places, whatever their order', () => {
    expect(closedSetMask(STATUSES, ['pending'])).toBe(1);
    expect(closedSetMask(STATUSES, ['in transit', 'pending'])).toBe(0b101);
    expect(closedSetMask(STATUSES, ['pending', 'in transit'])).toBe(closedSetMask(STATUSES, ['in transit', 'pending']));
  });

  it('writes a page size into the text, never as a parameter, and refuses what is not a row count', () => {
    const query = new PgDialect().sqlToQuery(sql`limit ${literalLimit(26) as unknown as ReturnType<typeof sql.raw>}`);
    expect(query).toEqual({ sql: 'limit 26', params: [] });
    for (const bad of [2.5, -1, Number.NaN, 2 ** 60]) expect(() => literalLimit(bad)).toThrow(/not a row count/);
  });

  it('builds a statement once per key', () => {
    const kept = builtOnce<{ key: string }>();
    let builds = 0;
    const build = (key: string) => () => ({ key: `${key}#${++builds}` });
    const first = kept('a', build('a'));
    expect(kept('a', build('a'))).toBe(first);
    expect(kept('b', build('b')).key).toBe('b#2');
    expect(builds).toBe(2);
  });
});

describe('rows of a prepared select', () => {
  let database: Database;
  let companyId: number;
  beforeAll(async () => {
    database = await openTestDatabase();
    companyId = (await makeCompany(database.db, { name: 'Mapped Co' })).id;
    await database.db.insert(taxCodes).values([
      { companyId, taxCode: 'A1', taxRate: 5.25, description: 'first' },
      { companyId, taxCode: 'B2', taxRate: 0, isUseTax: true },
    ]);
  });
  afterAll(async () => {
    await database?.close();
  });

  // Columns at the top and nested, a timestamp and a numeric that decode, sql fields with and
  // without a decoder, a left join that matches (an object) and one that matches nothing (null).
  const statement = (name: string) => (db: DbOrTx) => {
    const other = alias(companies, 'other_company');
    return db
      .select({
        code: taxCodes.taxCode,
        rate: taxCodes.taxRate,
        useTax: taxCodes.isUseTax,
        company: { id: companies.id, name: companies.name, created: companies.createdAt },
        other: { id: other.id, name: other.name },
        shout: sql<string>`upper(${taxCodes.description})`.as('shout'),
        twice: sql`${taxCodes.taxRate} * 2`.mapWith(Number),
      })
      .from(taxCodes)
      .innerJoin(companies, eq(companies.id, taxCodes.companyId))
      .leftJoin(other, and(eq(other.id, taxCodes.companyId), eq(taxCodes.taxCode, 'A1')))
      .where(eq(taxCodes.companyId, sql.placeholder('companyId')))
      .orderBy(asc(taxCodes.taxCode))
      .prepare(name);
  };

  it('are what drizzle itself maps, decoded, nested and with an unmatched join as null', async () => {
    const drizzles = await statement('rows_drizzle')(database.db).execute({ companyId });
    const compiled = preparedPerHandle(statement('rows_compiled'))(database.db);
    expect((compiled as unknown as { customResultMapper?: unknown }).customResultMapper).toBeTypeOf('function');
    const ours = await compiled.execute({ companyId });
    expect(ours).toEqual(drizzles);
    expect(ours).toHaveLength(2);
    expect(ours[0]).toMatchObject({ code: 'A1', rate: 5.25, useTax: false, company: { id: companyId, name: 'Mapped Co' }, other: { id: companyId }, shout: 'FIRST', twice: 10.5 });
    expect(ours[0]!.company.created).toBeInstanceOf(Date);
    expect(ours[1]).toMatchObject({ code: 'B2', rate: 0, useTax: true, other: null, shout: '' });
  });
});
