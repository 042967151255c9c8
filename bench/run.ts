/**
 * `npm run bench` runs every benchmark in this folder (each file's default export), or
 * only those whose file name contains one of the arguments: `npm run bench -- catalogue`.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts' && !f.endsWith('.d.ts'))
  .filter((f) => !only.length || only.some((o) => f.includes(o)))
  .sort();

for (const file of files) {
  const mod = (await import(`./${file}`)) as { default?: () => Promise<void> };
  if (typeof mod.default !== 'function') continue;
  console.log(`\n== ${file}`);
  try {
    await mod.default();
  } catch (err) {
    // A benchmark measures; a failure is reported, never fatal to the others.
    console.error(`${file} failed:`, err);
  }
}
