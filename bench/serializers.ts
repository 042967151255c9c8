/**
 * `npm run bench -- serializers`: the CPU one response's serialisation takes, per hot list
 * (decision record 023). For each list's response schema, a page of rows made from the schema
 * (every field filled, every other nullable field null) is written `BENCH_SERIALIZE_ROUNDS` times
 * (default 10,000) by:
 * - the zod serializer (fastify-type-provider-zod: zod's encode, then JSON.stringify), what every
 *   route used before;
 * - JSON.stringify alone (no check, no stripping: the floor's way);
 * - the compiled serializer (fast-json-stringify from the schema, platform/compiled-response.ts).
 * Writes results/serializers.json. In process, no server, no database.
 */
import {
  cartItemsResponseSchema,
  notificationSchema,
  pagedOrdersSchema,
  pagedSchema,
  productSearchResponseSchema,
  projectListItemSchema,
  shippingFormSummarySchema,
  toolItemSchema,
} from '@jobsite/core';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';
import { cartItemsPageSchema } from '../packages/server/src/modules/cart/routes';
import { compileResponseSerializer } from '../packages/server/src/platform/compiled-response';
import { machineInfo, writeResults } from './support';

interface Def {
  type: string;
  shape?: Record<string, $ZodType>;
  element?: $ZodType;
  innerType?: $ZodType;
  options?: $ZodType[];
  entries?: Record<string, unknown>;
  values?: unknown[];
  format?: string;
  checks?: { _zod: { def: { format?: string } } }[];
}
const defOf = (s: $ZodType) => s._zod.def as unknown as Def;

/** A value the schema accepts; `row` varies the nulls and the numbers between rows. */
function sample(schema: $ZodType, row: number, key = ''): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return Object.fromEntries(Object.entries(def.shape ?? {}).map(([k, v], i) => [k, sample(v, row + i, k)]));
    case 'array':
      return [sample(def.element!, row, key), sample(def.element!, row + 1, key)];
    case 'string':
      return /date|_at$/.test(key) ? '2026-11-26T02:10:00.000Z' : `${key.replace(/_/g, ' ')} sample ${row} "x"`;
    case 'number': {
      const integer = [def.format, ...(def.checks ?? []).map((c) => c._zod.def.format)].some((f) => f?.includes('int'));
      return integer || row % 3 === 0 ? row * 7 + 1 : row * 7 + 0.25;
    }
    case 'boolean':
      return row % 2 === 0;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values![0];
    case 'optional':
      return sample(def.innerType!, row, key);
    case 'nullable':
      return row % 2 === 0 ? null : sample(def.innerType!, row, key);
    case 'union':
      return sample(def.options!.find((o) => defOf(o).type !== 'null')!, row, key);
    default:
      throw new Error(`no sample for ${def.type} (${key})`);
  }
}

function page(schema: $ZodType, rows: number) {
  const item = defOf(defOf(schema).shape!.results!).element!;
  return { count: 5000, next: 'http://localhost:3000/api/v1/list/?page=2', previous: null, results: Array.from({ length: rows }, (_, i) => sample(item, i)) };
}

function timed(rounds: number, fn: () => string): { us_per_response: number; cpu_us_per_response: number } {
  for (let i = 0; i < Math.min(1000, rounds); i++) fn();
  const cpu = process.cpuUsage();
  const start = process.hrtime.bigint();
  let bytes = 0;
  for (let i = 0; i < rounds; i++) bytes += fn().length;
  const wall = Number(process.hrtime.bigint() - start) / 1000;
  const used = process.cpuUsage(cpu);
  if (bytes === 0) throw new Error('nothing written');
  return { us_per_response: Math.round((wall / rounds) * 10) / 10, cpu_us_per_response: Math.round(((used.user + used.system) / rounds) * 10) / 10 };
}

export default async function serializers(): Promise<void> {
  const rounds = Number(process.env.BENCH_SERIALIZE_ROUNDS ?? 10_000);
  const rows = Number(process.env.BENCH_SERIALIZE_ROWS ?? 50);
  const lists: { name: string; before: $ZodType; after: $ZodType }[] = [
    { name: 'retrieve_cart_items', before: cartItemsResponseSchema, after: cartItemsPageSchema },
    { name: 'ListProject', before: pagedSchema(projectListItemSchema), after: pagedSchema(projectListItemSchema) },
    { name: 'searchproduct', before: productSearchResponseSchema, after: productSearchResponseSchema },
    { name: 'ListNotification', before: pagedSchema(notificationSchema), after: pagedSchema(notificationSchema) },
    { name: 'orders', before: pagedOrdersSchema, after: pagedOrdersSchema },
    { name: 'tool_items', before: pagedSchema(toolItemSchema), after: pagedSchema(toolItemSchema) },
    { name: 'ShippingForms/list', before: pagedSchema(shippingFormSummarySchema), after: pagedSchema(shippingFormSummarySchema) },
  ];
  const results = [];
  for (const list of lists) {
    const payload = page(list.before, rows);
    const zod = zodSerializerCompiler({ schema: list.before, method: 'GET', url: '/bench', httpStatus: '200' });
    const compiled = compileResponseSerializer(list.after);
    if (!compiled) throw new Error(`${list.name}: no compiled serializer`);
    const body = zod(payload);
    if (compiled(payload) !== body) throw new Error(`${list.name}: the compiled body differs from the zod body`);
    const row = {
      list: list.name,
      rows,
      bytes: body.length,
      zod: timed(rounds, () => zod(payload)),
      json_stringify: timed(rounds, () => JSON.stringify(payload)),
      compiled: timed(rounds, () => compiled(payload)),
    };
    console.log(`${row.list.padEnd(20)} ${String(row.bytes).padStart(7)} B  zod ${row.zod.cpu_us_per_response} µs  JSON.stringify ${row.json_stringify.cpu_us_per_response} µs  compiled ${row.compiled.cpu_us_per_response} µs (CPU per response)`);
    results.push(row);
  }
  writeResults('serializers.json', { benchmark: 'serializers', generated_at: new Date().toISOString(), rounds, machine: machineInfo(), results });
}
