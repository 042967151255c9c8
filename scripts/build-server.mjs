// Compiles the server ahead (packages/server/dist/main.mjs) so `npm start` runs plain
// JavaScript instead of transpiling TypeScript at every start (decision 019). The server, core and
// the packages it loads at start are one file: Node resolves, reads and compiles one module instead
// of about 650. A few packages stay imports of node_modules (EXTERNAL below).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverBundle = path.join(root, 'packages/server/dist/main.mjs');

/** The newest modification time in a file or folder tree (0 when it is missing): what the build-staleness checks compare. */
export function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), stat.mtimeMs);
}

export function serverBuildIsStale() {
  if (!existsSync(serverBundle)) return true;
  const built = statSync(serverBundle).mtimeMs;
  const sources = ['packages/server/src', 'packages/core/src', 'package-lock.json', 'scripts/build-server.mjs'];
  return sources.some((s) => newestMtime(path.join(root, s)) > built);
}

/**
 * Packages left out of the bundle: PGlite (it loads its WebAssembly and data files from beside its
 * own modules), swagger-ui (it serves its files from its folder), argon2 (a native addon), and the
 * packages imported on first use (platform/lazy-modules.ts), which would otherwise be read and
 * compiled at every start. Everything else used at start is bundled; a package only some calls
 * need is still evaluated on its first use (esbuild wraps it), so `pg` is bundled rather than
 * hoisted into a static import.
 */
const EXTERNAL = ['@electric-sql/pglite', '@fastify/swagger-ui', 'argon2', 'exceljs', 'pdfkit', '@aws-sdk/client-s3', 'nodemailer', '@node-saml/node-saml', 'fast-json-stringify'];

const packageName = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/**
 * Keeps the source map to our own code (server and core): with --enable-source-maps Node reads and
 * parses the whole map at start, and the bundled packages' mappings were most of it. Where a
 * package's code starts, a mapping with no source stays (one per run of the package's mappings), so
 * a stack frame there shows the bundle's line rather than the nearest line of ours before it.
 */
async function keepOwnMappings(mapFile) {
  const { decode, encode } = await import('@jridgewell/sourcemap-codec');
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const index = map.sources.map(() => -1);
  const sources = [];
  map.sources.forEach((source, i) => {
    if (!source.includes('node_modules/')) index[i] = sources.push(source) - 1;
  });
  const lines = decode(map.mappings).map((segments) => {
    const kept = [];
    for (const [column, source, ...rest] of segments) {
      const ours = source !== undefined && index[source] >= 0;
      if (ours) kept.push([column, index[source], ...rest]);
      else if (kept.length === 0 || kept.at(-1).length > 1) kept.push([column]);
    }
    return kept;
  });
  writeFileSync(mapFile, JSON.stringify({ version: 3, sources, names: map.names, mappings: encode(lines) }));
}

export async function buildServer() {
  const { build } = await import('esbuild');
  await build({
    entryPoints: [path.join(root, 'packages/server/src/main.ts')],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
    // Bundled CommonJS packages call require(); an ES module has none of its own.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    plugins: [
      {
        name: 'external-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => (EXTERNAL.includes(packageName(args.path)) ? { path: args.path, external: true } : undefined));
        },
      },
    ],
  });
  await keepOwnMappings(`${serverBundle}.map`);
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
