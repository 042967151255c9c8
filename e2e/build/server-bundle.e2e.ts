import { readFileSync } from 'node:fs';
import { builtinModules, SourceMap } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/server';

/**
 * The compiled server the journeys run (scripts/build-server.mjs, decision record 019): one file
 * holding our code and the packages it loads at start, and a source map of our code only.
 */
const bundleFile = path.join(REPO_ROOT, 'packages/server/dist/main.mjs');
const bundle = readFileSync(bundleFile, 'utf8');
const lines = bundle.split('\n');
const lineOf = (pattern: RegExp) => {
  const index = lines.findIndex((line) => pattern.test(line));
  if (index < 0) throw new Error(`no line of the bundle matches ${pattern}`);
  return index;
};

describe('the compiled server', () => {
  it('imports from node_modules at start only the packages that cannot be bundled; the rest load on first use', () => {
    const imported = [...bundle.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]);
    const packages = [...new Set(imported.filter((s) => !s.startsWith('node:') && !builtinModules.includes(s)))].sort();
    // PGlite loads its WebAssembly from beside its modules, swagger-ui serves its own files, argon2
    // is a native addon. exceljs, pdfkit, pg, nodemailer, the S3 SDK and node-saml must not be here.
    expect(packages).toEqual(['@electric-sql/pglite', '@electric-sql/pglite/contrib/pg_trgm', '@fastify/swagger-ui', 'argon2']);
    expect(bundle).toContain('import("exceljs")');
  });

  it('maps a frame in our code to its TypeScript source and leaves a frame in a bundled package on the bundle', () => {
    const map = new SourceMap(JSON.parse(readFileSync(`${bundleFile}.map`, 'utf8')));
    const ours = map.findEntry(lineOf(/^function serverRoot\(/), 0);
    expect('originalSource' in ours && ours.originalSource).toBe('../src/platform/config.ts');
    const inZod = map.findEntry(lineOf(/^\/\/ node_modules\/zod\//) + 1, 4);
    expect('originalSource' in inZod ? inZod.originalSource : undefined).toBeUndefined();
  });
});
