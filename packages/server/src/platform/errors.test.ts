import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const modules = path.join(import.meta.dirname, '..', 'modules');

describe('one 404', () => {
  // notFound() carries the catalogue's words (messages.notFound); a 404 built by hand drifts from them.
  it('domain modules answer a missing record through notFound(), not a 404 built by hand', () => {
    const sources = readdirSync(modules, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const handBuilt = sources.flatMap((file) =>
      readFileSync(path.join(modules, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (/new ApiError\(\s*404\b|detailError\(\s*404\s*,\s*['"`]Not found/.test(line) ? [`${file}:${i + 1}`] : [])),
    );
    expect(sources.length).toBeGreaterThan(50);
    expect(handBuilt).toEqual([]);
  });
});
