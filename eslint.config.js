import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { existsSync, readdirSync } from 'node:fs';

const featuresRoot = './packages/web/src/features';
const featureDirs = existsSync(featuresRoot) ? readdirSync(featuresRoot) : [];

export default tseslint.config(
  ...[
  { files: ['scripts/**/*.mjs', 'eslint.config.js'], languageOptions: { globals: { process: 'readonly', console: 'readonly' } } },
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '.test-output/**', 'packages/server/src/db/migrations/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
    },
  },
  // The typed rules (no-floating-promises, no-misused-promises) run in oxlint, which builds the
  // type information with TypeScript 7 in a fraction of the time: .oxlintrc.json.
  {
    // Boundaries (STYLE.md habit 8): core imports nothing of ours; web and server take core
    // only through its public entry; a web feature never reaches into another feature.
    files: ['packages/core/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@jobsite/*', '**/server/**', '**/web/**'] }] },
  },
  {
    files: ['packages/server/**/*.ts', 'packages/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@jobsite/core/*', '**/core/src/**'], message: 'Import core through its public entry: @jobsite/core' }, { group: ['**/packages/web/**', '**/packages/server/**'], message: 'server and web do not import each other' }] },
      ],
    },
  },
  {
    // fastify-plugin names an unnamed plugin by reading a thrown error's stack, and with source
    // maps on that made every start parse the server's map (decision record 019, addendum 6).
    files: ['packages/server/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', { selector: "CallExpression[callee.name='fp'][arguments.length<2]", message: "Name the plugin: fp(plugin, { name: 'jobsite-...' })." }],
    },
  },
  featureDirs.length && {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: featureDirs.map((name) => ({
            target: `./packages/web/src/features/${name}`,
            from: './packages/web/src/features',
            except: [`./${name}`],
            message: 'A feature does not import another feature; share through components/ or lib/.',
          })),
        },
      ],
    },
  },
  ].filter(Boolean),
);
