import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';
import { loadFastJsonStringify } from './lazy-modules';

/**
 * Compiled response serializers for the hot lists (issue 14, decision record 023).
 *
 * Every response schema is zod; the zod serializer (fastify-type-provider-zod) checks the whole
 * answer with zod's encode and then calls JSON.stringify: 0.3-0.5 ms of a 50-line BOM page. A
 * route marked with `compiledResponse(schema)` is written instead by fast-json-stringify, compiled
 * once from a JSON Schema that this file derives from the zod schema itself.
 *
 * The body must be the one the zod serializer writes, byte for byte, for every answer the zod
 * schema accepts. So the translation takes only what it can say exactly and gives up (the route
 * keeps the zod serializer) on anything else:
 * - objects that strip unknown keys (z.object, the default): fast-json-stringify also writes only
 *   the declared properties (no `additionalProperties`), in the schema's order. No `required`
 *   list: fast-json-stringify moves required properties first, which would reorder the keys; a
 *   property left undefined is left out, as JSON.stringify leaves it out;
 * - strings, numbers, booleans, arrays, string enums and string/number/boolean literals. String
 *   checks (min, max, formats such as dates) only refuse values, so they are dropped; a check that
 *   rewrites a value (trim, toLowerCase: zod's `overwrite`) would change the output and gives up;
 *   an integer is written as a `number` (fast-json-stringify would round a fraction where zod
 *   refuses it; JSON.stringify and fast-json-stringify write finite numbers alike);
 * - `.nullable()` and `z.union([x, z.null()])` as OpenAPI `nullable: true`, which
 *   fast-json-stringify writes as `null` without trying other shapes (no anyOf, no Ajv);
 * - `.optional()` on an object property only.
 * Transforms, pipes and codecs, defaults, records, other unions, dates, any/unknown, loose or
 * strict objects all give up.
 *
 * What is lost on those routes is zod's check of the answer at run time: a value of the wrong
 * type is coerced (null to "" or 0) instead of failing with a 500. The handlers' return types are
 * checked against the same schemas at compile time (the zod type provider), and
 * compiled-response.test.ts compares the two serializers on every marked route.
 */

type JsonSchema = Record<string, unknown>;

/** The schemas marked for a compiled serializer, by identity (the route keeps the zod schema for its types and the OpenAPI document). */
const marked = new WeakSet<object>();

/**
 * Marks a route's response schema to be written by a compiled serializer; returns the same
 * schema, so the route's types and its OpenAPI description do not change.
 */
export function compiledResponse<T extends $ZodType>(schema: T): T {
  marked.add(schema);
  return schema;
}

class Unsupported extends Error {}

interface ZodDef {
  type: string;
  checks?: { _zod: { def: { check: string } } }[];
  shape?: Record<string, $ZodType>;
  catchall?: $ZodType;
  element?: $ZodType;
  innerType?: $ZodType;
  options?: $ZodType[];
  entries?: Record<string, unknown>;
  values?: unknown[];
}

const defOf = (schema: $ZodType): ZodDef => schema._zod.def as unknown as ZodDef;

function noRewritingChecks(def: ZodDef, path: string): void {
  for (const check of def.checks ?? []) {
    if (check._zod.def.check === 'overwrite') throw new Unsupported(`${path}: a ${def.type} check that rewrites the value`);
  }
}

function primitiveType(values: unknown[]): string {
  const types = new Set(values.map((v) => typeof v));
  const [only] = [...types];
  if (types.size !== 1 || !['string', 'number', 'boolean'].includes(only!)) throw new Unsupported(`literal or enum values of types ${[...types].join(', ')}`);
  return only!;
}

function toJsonSchema(schema: $ZodType, path: string): JsonSchema {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      if (def.catchall !== undefined) throw new Unsupported(`${path}: an object that keeps or refuses unknown keys`);
      noRewritingChecks(def, path);
      const properties: JsonSchema = {};
      for (const [key, value] of Object.entries(def.shape ?? {})) {
        const valueDef = defOf(value);
        properties[key] = toJsonSchema(valueDef.type === 'optional' ? valueDef.innerType! : value, `${path}.${key}`);
      }
      return { type: 'object', properties };
    }
    case 'array':
      noRewritingChecks(def, path);
      return { type: 'array', items: toJsonSchema(def.element!, `${path}[]`) };
    case 'string':
    case 'number':
    case 'boolean':
      noRewritingChecks(def, path);
      return { type: def.type };
    case 'enum':
      return { type: primitiveType(Object.values(def.entries ?? {})) };
    case 'literal':
      return { type: primitiveType(def.values ?? []) };
    case 'nullable':
      return nullable(toJsonSchema(def.innerType!, path), path);
    case 'union': {
      const options = def.options ?? [];
      const others = options.filter((o) => defOf(o).type !== 'null');
      if (options.length === 2 && others.length === 1) return nullable(toJsonSchema(others[0]!, path), path);
      throw new Unsupported(`${path}: a union other than x | null`);
    }
    default:
      throw new Unsupported(`${path}: ${def.type}`);
  }
}

function nullable(schema: JsonSchema, path: string): JsonSchema {
  if (schema.nullable) throw new Unsupported(`${path}: nullable twice`);
  return { ...schema, nullable: true };
}

/** The JSON Schema fast-json-stringify compiles for a zod response schema, or why it cannot say it exactly. */
export function responseJsonSchema(schema: $ZodType): { schema: JsonSchema } | { unsupported: string } {
  try {
    return { schema: toJsonSchema(schema, '$') };
  } catch (error) {
    if (error instanceof Unsupported) return { unsupported: error.message };
    throw error;
  }
}

/**
 * The compiled serializer of a zod response schema, or undefined when it cannot be written
 * exactly. Whether it can is decided now; fast-json-stringify compiles it on its first answer,
 * so a start does not load and run that compiler for every hot list (decision record 019).
 */
export function compileResponseSerializer(schema: $ZodType): ((data: unknown) => string) | undefined {
  const json = responseJsonSchema(schema);
  if (!('schema' in json)) return undefined;
  let write: ((data: unknown) => string) | undefined;
  return (data) => (write ??= loadFastJsonStringify()(json.schema))(data);
}

/** Whether a route's response schema is marked and written by a compiled serializer (the tests hold the hot routes to it). */
export function isCompiledResponse(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && marked.has(schema) && 'schema' in responseJsonSchema(schema as $ZodType);
}

type RouteSchema = $ZodType | { properties: $ZodType };

/**
 * The app's serializer compiler: a response schema marked with `compiledResponse` gets its
 * compiled serializer; every other one (and a marked one that cannot be said exactly) keeps
 * the zod serializer.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<RouteSchema> = (route) => {
  const schema = route.schema;
  if (marked.has(schema)) {
    const compiled = compileResponseSerializer(schema as $ZodType);
    if (compiled) return compiled;
  }
  return zodSerializerCompiler(route);
};
