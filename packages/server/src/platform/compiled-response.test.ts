import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { zodBody } from '../../test/serializer-check';
import { compileResponseSerializer, compiledResponse, isCompiledResponse, responseJsonSchema } from './compiled-response';

// The hot lists' routes on the demo data (each sends, through its compiled serializer, the bytes
// the zod serializer writes) are checked in seed/demo.test.ts, which seeds the demo world once.

function compiled(schema: $ZodType): (data: unknown) => string {
  const serialize = compileResponseSerializer(schema);
  if (!serialize) throw new Error(`not compiled: ${JSON.stringify(responseJsonSchema(schema))}`);
  return serialize;
}

describe('a compiled response serializer', () => {
  const ref = z.object({ id: z.number().int(), name: z.string() });
  const row = z.object({
    id: z.number().int(),
    name: z.string().min(1).max(200),
    date: z.iso.date(),
    amount: z.string(),
    price: z.number().nullable(),
    ok: z.boolean(),
    kind: z.enum(['a', 'b']),
    tag: z.literal('fixed'),
    note: z.string().optional(),
    maybe: z.string().nullable().optional(),
    owner: ref.nullable(),
    either: z.union([ref, z.null()]),
    refs: z.array(ref),
    codes: z.array(z.string()),
  });
  const page = z.object({ count: z.number().int(), next: z.string().nullable(), previous: z.string().nullable(), results: z.array(row) });
  const full = { id: 1, name: 'Wire', date: '2026-11-26', amount: '12.50', price: 0.1 + 0.2, ok: true, kind: 'a', tag: 'fixed', note: 'n', maybe: null, owner: { id: 2, name: 'Dana' }, either: null, refs: [{ id: 3, name: 'x' }], codes: ['a', 'b'] };
  const sparse = { id: 2, name: 'Bare', date: '2026-01-01', amount: '0', price: null, ok: false, kind: 'b', tag: 'fixed', owner: null, either: { id: 4, name: 'y' }, refs: [], codes: [] };

  it('writes the bytes the zod serializer writes, nulls, optional keys and key order included', () => {
    const payload = { count: 2, next: 'http://localhost/api/v1/x/?page=2', previous: null, results: [full, sparse] };
    expect(compiled(page)(payload)).toBe(zodBody(page, payload));
  });

  it('escapes strings and writes numbers as JSON.stringify does', () => {
    const texts = ['', 'plain', 'quote " and \\ backslash', 'tab\tnew\nline\u0001', 'emoji 🔌 é ü 日本', 'lone \ud800 surrogate', 'x'.repeat(41) + '"', 'y'.repeat(6000), `${'z'.repeat(100)}\u2028\u2029</script>`];
    const numbers = [0, -0, 1, -1, 0.1 + 0.2, 1e21, 5e-7, 2147483647, Number.MAX_SAFE_INTEGER, 123456.789];
    const schema = z.object({ texts: z.array(z.string()), numbers: z.array(z.number()), rows: z.array(z.object({ t: z.string(), n: z.number() })) });
    const payload = { texts, numbers, rows: texts.map((t, i) => ({ t, n: numbers[i % numbers.length]! })) };
    expect(compiled(schema)(payload)).toBe(zodBody(schema, payload));
  });

  it('leaves out properties the schema does not declare, at every level', () => {
    const payload = { count: 1, next: null, previous: null, password_hash: 'secret', results: [{ ...full, password_hash: 'secret', owner: { id: 2, name: 'Dana', password_hash: 'secret' }, refs: [{ id: 3, name: 'x', password_hash: 'secret' }] }] };
    const body = compiled(page)(payload);
    expect(body).not.toContain('password_hash');
    expect(body).toBe(zodBody(page, payload));
  });

  it('gives up (the route keeps the zod serializer) on what it cannot write exactly', () => {
    for (const schema of [
      z.object({ a: z.string().trim() }),
      z.object({ a: z.string().transform((v) => v.length) }),
      z.looseObject({ a: z.string() }),
      z.strictObject({ a: z.string() }),
      z.object({ a: z.record(z.string(), z.number()) }),
      z.object({ a: z.union([z.string(), z.number()]) }),
      z.object({ a: z.string().default('x') }),
      z.object({ a: z.date() }),
      z.object({ a: z.unknown() }),
      z.array(z.string().optional()),
    ]) {
      expect(compileResponseSerializer(schema)).toBeUndefined();
    }
    const marked = compiledResponse(z.object({ a: z.string().trim() }));
    expect(isCompiledResponse(marked)).toBe(false);
  });
});
