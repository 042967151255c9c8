// The lint boundaries hold: oxlint, with the repository's .oxlintrc.json and our rules
// (scripts/lint-rules.mjs), reports each kind of forbidden import and the unnamed fastify plugin in
// a small tree laid out as the repository is, and nothing in the files that keep the rules.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tree = mkdtempSync(path.join(tmpdir(), 'jobsite-lint-'));
afterAll(() => rmSync(tree, { recursive: true, force: true }));

const files = {
  'packages/web/src/features/orders/reaches.ts': "import { BomPage } from '../bom/pages/BomPage';\nexport const a = BomPage;\n",
  'packages/web/src/features/orders/reexports.ts': "export { QuotesPage } from '../../features/quotes/pages/QuotesPage';\n",
  'packages/web/src/features/orders/lazy.ts': "export const page = () => import('../shipping/pages/ShippingPage');\n",
  'packages/web/src/features/orders/own.ts': "import { a } from './reaches';\nimport { Table } from '../../components/Table';\nexport const b = [a, Table];\n",
  'packages/web/src/lib/deep-core.ts': "import { money } from '@jobsite/core/src/money';\nexport const m = money;\n",
  'packages/server/src/platform/plugins.ts':
    "import fp from 'fastify-plugin';\nexport const unnamed = fp(async () => {});\nexport const named = fp(async () => {}, { name: 'jobsite-named' });\n",
  'packages/server/src/platform/reaches-web.ts': "import { App } from '../../../../packages/web/src/App';\nexport const app = App;\n",
  'packages/core/src/reaches-server.ts': "import { buildApp } from '@jobsite/server';\nexport const build = buildApp;\n",
};

it('reports each broken boundary and the unnamed plugin, and nothing else', () => {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    writeFileSync(path.join(tree, file), text);
  }
  // The repository's configuration beside the tree (its globs are relative to where it is), its
  // comments taken out (JSON with comments), our plugin named by its absolute path.
  const config = JSON.parse(readFileSync(path.join(root, '.oxlintrc.json'), 'utf8').replace(/^\s*\/\/.*$/gm, ''));
  config.jsPlugins = [path.join(root, 'scripts/lint-rules.mjs')];
  delete config.$schema;
  writeFileSync(path.join(tree, '.oxlintrc.json'), JSON.stringify(config));

  let output;
  try {
    output = execFileSync(path.join(root, 'node_modules/.bin/oxlint'), ['-f', 'json'], { cwd: tree, encoding: 'utf8' });
  } catch (err) {
    // oxlint exits with 1 when it reports errors, as it must here.
    output = err.stdout;
  }
  const found = JSON.parse(output).diagnostics.map((d) => `${d.filename} ${d.code}`).sort();
  expect(found).toEqual(
    [
      'packages/core/src/reaches-server.ts eslint(no-restricted-imports)',
      'packages/server/src/platform/plugins.ts jobsite(named-fastify-plugins)',
      'packages/server/src/platform/reaches-web.ts eslint(no-restricted-imports)',
      'packages/web/src/features/orders/lazy.ts jobsite(feature-boundaries)',
      'packages/web/src/features/orders/reaches.ts jobsite(feature-boundaries)',
      'packages/web/src/features/orders/reexports.ts jobsite(feature-boundaries)',
      'packages/web/src/lib/deep-core.ts eslint(no-restricted-imports)',
    ].sort(),
  );
});
