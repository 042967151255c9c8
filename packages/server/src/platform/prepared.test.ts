import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { builtOnce, closedLiterals, closedSetMask, closedSubset, literalLimit } from './prepared';

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
