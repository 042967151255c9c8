/**
 * The page weight of the first visit: what a browser downloads to show /login, from the
 * built web app (packages/web/dist; `npm run build` first). It follows the entry script's
 * static imports, the modulepreload links of index.html and the login screen's chunk with
 * its own static imports, and records raw, gzip and brotli sizes of each, the total, the
 * CSS, and how the largest other chunks weigh. Budget: the login JavaScript at most 200 KB
 * gzipped (issue 13).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { machineInfo, repoRoot, writeResults } from './support';

const dist = path.join(repoRoot, 'packages/web/dist');
const LOGIN_JS_BUDGET_GZIP = 200 * 1024;

function sizes(file: string) {
  const body = readFileSync(path.join(dist, file));
  return { file, raw: body.length, gzip: gzipSync(body, { level: 9 }).length, brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length };
}

/** A chunk and every chunk it imports statically (import ... from "./x.js"), each once. */
function withStaticImports(start: string[], seen = new Set<string>()): Set<string> {
  const queue = [...start];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(path.join(dist, file), 'utf8');
    for (const m of code.matchAll(/(?:import|export)\s*(?:[\w*{}\s,$]*from\s*)?["']\.\/([\w.-]+\.js)["']/g)) queue.push(`assets/${m[1]}`);
  }
  return seen;
}

export default async function bundle(): Promise<void> {
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error('packages/web/dist is missing: run `npm run build` first');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const fromHtml = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const assets = readdirSync(path.join(dist, 'assets'));
  const loginChunk = assets.find((f) => /^LoginPage-.*\.js$/.test(f));
  const login = [...withStaticImports([...fromHtml, ...(loginChunk ? [`assets/${loginChunk}`] : [])])].map(sizes).sort((a, b) => b.gzip - a.gzip);
  const css = [...html.matchAll(/href="\/(assets\/[^"]+\.css)"/g)].map((m) => sizes(m[1]));
  const total = (key: 'raw' | 'gzip' | 'brotli') => login.reduce((n, f) => n + f[key], 0);
  const loginSet = new Set(login.map((f) => f.file));
  const others = assets.filter((f) => f.endsWith('.js') && !loginSet.has(`assets/${f}`)).map((f) => sizes(`assets/${f}`)).sort((a, b) => b.gzip - a.gzip);
  const result = {
    benchmark: 'JavaScript and CSS a browser downloads to show /login (built web app)',
    recorded_at: new Date().toISOString(),
    machine: machineInfo(),
    budget_login_js_gzip_bytes: LOGIN_JS_BUDGET_GZIP,
    login_js: { files: login.length, raw_bytes: total('raw'), gzip_bytes: total('gzip'), brotli_bytes: total('brotli'), within_budget: total('gzip') <= LOGIN_JS_BUDGET_GZIP },
    login_css: css,
    login_chunks: login,
    largest_later_chunks: others.slice(0, 10),
    source_maps_in_dist: assets.filter((f) => f.endsWith('.map')).length,
  };
  writeResults('bundle.json', result);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`login JS: ${login.length} files, ${kb(total('raw'))} raw, ${kb(total('gzip'))} gzip, ${kb(total('brotli'))} brotli (budget ${kb(LOGIN_JS_BUDGET_GZIP)} gzip)`);
  for (const c of css) console.log(`login CSS ${c.file}: ${kb(c.raw)} raw, ${kb(c.gzip)} gzip`);
  for (const c of others.slice(0, 5)) console.log(`later: ${c.file} ${kb(c.gzip)} gzip`);
}
