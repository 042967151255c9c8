import { cartItemsResponseSchema } from '@jobsite/core';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { buildTestApp, type TestApp } from '../../test/helper';
import { DEMO_PASSWORD, seedDemo } from '../seed/demo';
import { compileResponseSerializer, compiledResponse, isCompiledResponse, responseJsonSchema } from './compiled-response';

/** What the zod serializer (every route's before decision record 023) writes for a payload. */
const zodBody = (schema: unknown, payload: unknown) => zodSerializerCompiler({ schema: schema as $ZodType, method: 'GET', url: '/test', httpStatus: '200' })(payload);

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

describe('the hot lists on the demo data', () => {
  let t: TestApp;
  /** What each handler answered, before serialisation, by request id. */
  const payloads = new Map<string, { schema: unknown; payload: unknown }>();
  const buyerProjectId = { value: 0 };

  beforeAll(async () => {
    t = await buildTestApp({
      extend: (app) => {
        app.addHook('preSerialization', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
          const schema = (request.routeOptions.schema?.response as Record<string, unknown> | undefined)?.[String(reply.statusCode)];
          // A caller asking for it gets undeclared properties added to the answer and its rows: they must not come out.
          let sent = payload;
          if (request.headers['x-test-extra'] && payload && typeof payload === 'object' && 'results' in payload) {
            const page = payload as { results: Record<string, unknown>[] };
            sent = { ...page, password_hash: 'leaked', results: page.results.map((r) => ({ ...r, password_hash: 'leaked' })) };
          }
          payloads.set(request.id, { schema, payload: sent });
          return sent;
        });
      },
    });
    await seedDemo(t.db, { storage: t.app.storage });
    const { rows } = (await t.db.execute(sql`select project_id from cart_items group by project_id order by count(*) desc limit 1`)) as unknown as { rows: { project_id: number }[] };
    buyerProjectId.value = rows[0]!.project_id;
    // Codes as a direct write (an import, an older row) could leave them: the response trims them as core's lineCodeSchema does.
    await t.db.execute(sql`update cart_items set phase_code = '  01-100 ', phase_code_name = ' Rough-in  ', cost_code = ' 200', cost_code_name = 'Labour ' where id = (select min(id) from cart_items where project_id = ${buyerProjectId.value})`);
  }, 240_000);
  afterAll(() => t?.close());

  const signIn = async (email: string) => {
    const res = await t.as(null)({ method: 'POST', url: '/api/v1/auth/login/', payload: { email, password: DEMO_PASSWORD } });
    return t.as({ token: res.cookies.find((c) => c.name === 'sessionid')!.value });
  };

  const calls = [
    { name: 'retrieve_cart_items', email: 'buyer@demo.test', method: 'GET' as const, url: () => `/api/v1/projects/${buyerProjectId.value}/retrieve_cart_items/?page_size=200` },
    { name: 'ListProject', email: 'buyer@demo.test', method: 'GET' as const, url: () => '/api/v1/ListProject/?page_size=100' },
    { name: 'searchproduct', email: 'buyer@demo.test', method: 'POST' as const, url: () => '/api/v1/searchproduct/?page_size=100', payload: { search_text: 'wire' } },
    { name: 'ListNotification', email: 'buyer@demo.test', method: 'GET' as const, url: () => '/api/v1/ListNotification/' },
    { name: 'orders (buyer)', email: 'buyer@demo.test', method: 'GET' as const, url: () => '/api/v1/orders/' },
    { name: 'orders (supplier)', email: 'seller@demo.test', method: 'GET' as const, url: () => '/api/v1/orders/' },
    { name: 'tool_items', email: 'warehouse@demo.test', method: 'GET' as const, url: () => '/api/v1/tool_items/?service=tool&page_size=100' },
    { name: 'ShippingForms/list', email: 'warehouse@demo.test', method: 'GET' as const, url: () => '/api/v1/ShippingForms/list/' },
  ];

  it.each(calls)('$name answers, through its compiled serializer, the bytes the zod serializer writes', async (call) => {
    const as = await signIn(call.email);
    for (const extra of [false, true]) {
      const res = await as({ method: call.method, url: call.url(), payload: call.payload, headers: extra ? { 'x-test-extra': '1' } : {} });
      expect(res.statusCode, res.body).toBe(200);
      const seen = payloads.get(res.headers['x-request-id'] as string)!;
      expect(isCompiledResponse(seen.schema)).toBe(true);
      const body = res.json() as { results: unknown[] };
      expect(body.results.length).toBeGreaterThan(0);
      expect(res.body).toBe(zodBody(seen.schema, seen.payload));
      expect(res.body).not.toContain('leaked');
    }
  });

  it("writes the BOM page as core's cartItemsResponseSchema does, codes trimmed", async () => {
    const as = await signIn('buyer@demo.test');
    const res = await as({ method: 'GET', url: `/api/v1/projects/${buyerProjectId.value}/retrieve_cart_items/?page_size=200` });
    const seen = payloads.get(res.headers['x-request-id'] as string)!;
    expect(res.body).toBe(zodBody(cartItemsResponseSchema, seen.payload));
    const lines = (res.json() as { results: { phase_code: unknown; cost_code: unknown }[] }).results;
    expect(lines).toContainEqual(expect.objectContaining({ phase_code: { code: '01-100', name: 'Rough-in' }, cost_code: { code: '200', name: 'Labour' } }));
  });
});
