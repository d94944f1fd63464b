// One lint configuration for the whole workspace; `npm run lint` runs it with zero warnings allowed.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// How import-x finds and reads the files an import names, so that no-cycle follows every edge:
// TypeScript sources (extensionless, or `.js` naming a `.ts` under NodeNext), the domain package by
// its "source" export condition, and in the web app the `@/` alias of its tsconfig.json paths.
const resolverOptions = {
  extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
  conditionNames: ['source', 'import', 'default'],
};
const webTsconfig = fileURLToPath(new URL('./apps/web/tsconfig.json', import.meta.url));

// Layer rules (OPS-15, import-x/no-restricted-paths): who may import whom, checked on resolved
// paths, so `@/features/...` in the web app counts like a relative import. Per-folder zones are
// generated from the folders on disk at load time: a new server module or web feature is covered
// at once.
const repositoryRoot = path.dirname(fileURLToPath(import.meta.url));
const SERVER = 'apps/server/src';
const WEB = 'apps/web/src';
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/test-support/**', 'apps/web/tests/**', 'e2e/**'];

/** The folders directly inside `parent` (relative to the repository root). */
function foldersIn(parent) {
  return fs
    .readdirSync(path.join(repositoryRoot, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** One zone per folder of `parent`: it imports no sibling folder. */
function siblingZones(parent, message) {
  return foldersIn(parent).map((name) => ({
    target: `${parent}/${name}`,
    from: parent,
    except: [`./${name}`],
    message: message(name),
  }));
}

/** Zones for every file, tests included. */
const LAYER_ZONES = [
  {
    target: 'packages/domain',
    from: ['apps', 'e2e', 'bench'],
    message:
      'The domain package is the shared rules; it imports nothing from the apps, e2e or bench.',
  },
  {
    target: 'apps/web',
    from: 'apps/server',
    message:
      'The web app never imports the server: what both sides need is a rule, schema or path in packages/domain.',
  },
  {
    target: 'apps/server',
    from: 'apps/web',
    message:
      'The server never imports the web app: what both sides need is a rule, schema or path in packages/domain.',
  },
  {
    target: [`${SERVER}/adapters`, `${SERVER}/db`, `${SERVER}/errors`],
    from: [`${SERVER}/modules`, `${SERVER}/plugins`, `${SERVER}/app.ts`],
    message:
      'adapters/, db/ and errors/ are the bottom floor: they never import a module, a plugin or app.ts.',
  },
  {
    target: `${SERVER}/modules`,
    from: `${SERVER}/plugins`,
    message:
      'A module never imports a plugin: the pipeline reaches it through route config, and shared parts live in platform/.',
  },
  ...siblingZones(
    `${SERVER}/modules`,
    (name) =>
      `modules/${name} never imports another module: ask for a port in the module context (platform/portal-module.ts), or move a truly shared part to platform/.`,
  ),
  {
    target: `${SERVER}/platform`,
    from: [`${SERVER}/modules`, `${SERVER}/plugins`, `${SERVER}/app.ts`],
    message:
      'platform/ is below the modules and plugins: it imports neither them nor app.ts (modules reach each other through ports).',
  },
  {
    target: `${SERVER}/plugins`,
    from: `${SERVER}/modules`,
    message:
      'Plugins are cross-cutting: they use platform parts, never a module (modules contribute routes through app.ts).',
  },
  {
    target: [`${WEB}/lib`, `${WEB}/components`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message:
      'lib/ and components/ are below the features and the app shell: they never import features/ or app/.',
  },
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    message: 'A feature never imports the app shell (app/): app/ composes the features.',
  },
  ...siblingZones(
    `${WEB}/features`,
    (name) =>
      `features/${name} never imports another feature: move what both need to lib/ or components/, or let app/ compose them.`,
  ),
];

/** Zones for production code only: tests may build the app and use test support. */
const PRODUCTION_ZONES = [
  {
    target: `${SERVER}/modules`,
    from: `${SERVER}/app.ts`,
    message: 'A module never imports app.ts: app.ts lists the modules, not the other way round.',
  },
  {
    target: SERVER,
    from: `${SERVER}/test-support`,
    message: 'Production code never imports test support (test-support/ is for *.test.ts files).',
  },
  {
    target: `${WEB}/lib`,
    from: `${WEB}/components`,
    message:
      'lib/ is below components/: it holds no UI, so it never imports a component (a component may use lib/; a test of lib/ may render one).',
  },
  {
    target: 'apps/web/src',
    from: 'apps/web/tests',
    message: "Production code never imports the web tests' helpers (apps/web/tests/ is for tests).",
  },
];

const restrictedPaths = (zones) => ['error', { basePath: repositoryRoot, zones }];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'e2e/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver(resolverOptions)],
    },
    rules: {
      // Import cycles are forbidden across the workspace (DESIGN.md section 3).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // A workspace reaches another by its package name, never by a relative path into its files
      // (`../../packages/domain/src/...` would bypass the package's entry points).
      'import-x/no-relative-packages': 'error',
      // Every import is declared in the importing workspace's own package.json (OPS-20).
      'import-x/no-extraneous-dependencies': ['error', { packageDir: [repositoryRoot, '.'] }],
      // The domain package has topic entry points and no root one (OPS-61): a name comes from its
      // topic, so a bundle reads the topics it uses and no other.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@aviation-permits/domain',
              message:
                'Import from the topic entry that holds the name, e.g. @aviation-permits/domain/application.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ ...resolverOptions, tsconfig: { configFile: webTsconfig } }),
      ],
    },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: TEST_FILES,
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([...LAYER_ZONES, ...PRODUCTION_ZONES]),
    },
  },
  {
    files: TEST_FILES,
    rules: { 'import-x/no-restricted-paths': restrictedPaths(LAYER_ZONES) },
  },
);
