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
  {
    // Typed rules that catch real bugs: a promise nobody awaits loses its error (an unhandled
    // rejection in the server), and an async function where a void callback is expected
    // (an event handler, a forEach) is never awaited either. They need type information, so
    // each file is parsed with the tsconfig.json nearest to it (the project service), which costs
    // about one more type check of every package (eslint . went from ~20 s to ~100 s of CPU).
    // A deliberate fire-and-forget is written `void p` (with a .catch where the error matters);
    // react-router's navigate() returns a promise under our data router: `void navigate(...)`.
    files: ['packages/{core,server,web}/**/*.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
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
