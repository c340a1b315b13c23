// ESLint for the whole monorepo (`npm run lint`, also a suite of `npm test`). Besides the usual
// TypeScript and React hooks rules it holds the one-way import rules of docs/architecture.md:
// the catalogue core imports no app, adapter or server module, shared-ui and demo-api import no app, no browser package imports the API,
// a remote imports neither the shell nor another remote,
// shared-ui takes only types and the zod-free /paths, /image-variants and /typos from the core, the public remote and the shell only its zod-free /messages, /rules and /paths,
// and the admin only its zod-free /messages, /rules, /uploads and /paths (no zod in a browser bundle); their tests may also read /testing,
// the shell imports no remote's files, the API imports no front-end package, no package reaches
// into another by a relative path, and no module imports itself back through a cycle.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SOURCES = '**/*.{ts,tsx,js,mjs,cjs}';
const APPS = ['shell', 'public-remote', 'admin-remote'];
const FRONT_END = ['shared-ui', 'demo-api', ...APPS];

/**
 * Browser code (the apps, shared-ui, demo-api; the core forbids it too) imports nothing of the API package: no server
 * code, and no demo password, reaches a bundle. The seed and the demo admin are the core's (@mfe/catalogue-core/seed).
 */
const NO_API = {
  group: ['@mfe/api', '@mfe/api/**'],
  message: 'browser code imports nothing of the API (@mfe/api): the seed and the demo admin are in @mfe/catalogue-core/seed',
};

/** A `no-restricted-imports` rule that forbids importing the named workspace packages (any of their files). */
function forbidPackages(packages, message, extra = []) {
  return [
    'error',
    {
      patterns: [...packages.map((pkg) => ({ group: [`@mfe/${pkg}`, `@mfe/${pkg}/**`], message: `${message} (@mfe/${pkg})` })), ...extra],
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'demo-dist/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/logs/**',
      'api/data/**',
      'tmp/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: [SOURCES],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['*/tsconfig.json'], alwaysTryTypes: true, noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-relative-packages': 'error',
    },
  },
  {
    // CommonJS files (webpack and jest configs, the federation config they require).
    files: ['**/*.{js,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: [`{${FRONT_END.join(',')}}/**/*.{ts,tsx,js}`],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // React code only: the API's `useApp()` test helper and Playwright's fixture `use` are no hooks.
    files: [`{${FRONT_END.join(',')}}/**/*.{ts,tsx}`],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.test.{ts,tsx,js,mjs}', '**/test/**', 'shared-ui/jest.preset.js'],
    languageOptions: { globals: { ...globals.jest } },
  },
  // The boundaries of docs/architecture.md ("Code flows one way").
  {
    files: [`shared-ui/${SOURCES}`],
    rules: { 'no-restricted-imports': forbidPackages([...APPS, 'demo-api'], 'shared-ui imports no app', [NO_API]) },
  },
  {
    // The catalogue core is pure and browser-safe: no app, no adapter, no server or Node module.
    files: [`catalogue-core/${SOURCES}`],
    ignores: ['catalogue-core/jest.config.js'],
    rules: {
      'no-restricted-imports': forbidPackages([...APPS, 'shared-ui', 'api', 'demo-api'], 'the catalogue core imports no app and no adapter', [
        {
          group: ['node:*', 'fastify', 'fastify/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', 'react', 'axios'],
          message: 'the catalogue core is pure: no server, database or UI module',
        },
      ]),
    },
  },
  {
    // shared-ui's code is on every page, the public ones included: it reads the core's types only, and its zod-free public paths (/paths),
    // image variants and typo rule (/typos: the search highlight's), never its schemas (zod).
    files: [`shared-ui/${SOURCES}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@mfe/catalogue-core(?!/(paths|image-variants|typos|locales|messages-id|site-settings)$)(/.*)?$',
              allowTypeImports: true,
              message:
                'shared-ui imports code of the catalogue core only from its zod-free /paths, /image-variants, /typos, /locales, /site-settings and /messages-id (lazily); anything else as types (import type)',
            },
          ],
        },
      ],
    },
  },
  {
    // The public pages are budgeted: the public remote and the shell read the core's zod-free limits, the messages a visitor can meet
    // (/public-messages, /public-messages-id: not the staff's) and paths only (the quote form's checks, the public paths), anything else as types.
    files: [`public-remote/${SOURCES}`, `shell/${SOURCES}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^@mfe/catalogue-core(?!/(limits|public-messages|public-messages-id|rules|paths|image-variants|locales|site-settings|finder-filters|search-hit-context)$)(/.*)?$',
              allowTypeImports: true,
              message:
                "public pages import code of the catalogue core only from its zod-free /limits, /public-messages, /public-messages-id, /rules, /paths, /image-variants, /locales, /site-settings, /finder-filters (the catalogue finder's query syntax) and /search-hit-context (where a search hit sits, in the page's language); anything else as types (import type)",
            },
          ],
        },
      ],
    },
  },
  {
    // The admin reads the core's plain constants (messages, rules, paths) and upload checks (uploads); anything else of it only as types, so no zod reaches its bundle.
    files: [`admin-remote/${SOURCES}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^@mfe/catalogue-core(?!/(limits|public-messages|public-messages-id|messages|messages-id|rules|uploads|paths|image-variants|locales|site-settings|history|attributes|product-import-mapping)$)(/.*)?$',
              allowTypeImports: true,
              message:
                "the admin imports code of the catalogue core only from its zod-free /messages, /messages-id, /rules, /uploads, /paths, /image-variants, /locales, /site-settings, /history, /attributes (the values' rules) and /product-import-mapping; anything else as types (import type)",
            },
          ],
        },
      ],
    },
  },
  {
    // The apps' tests (never bundled) may also build their fixtures from the core's entities (@mfe/catalogue-core/testing) and
    // the settings' defaults (/site-settings-defaults).
    files: ['{public-remote,admin-remote,shell}/**/*.test.{ts,tsx}', '{public-remote,admin-remote,shell}/**/test/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^@mfe/catalogue-core(?!/(limits|public-messages|public-messages-id|messages|messages-id|rules|uploads|paths|image-variants|locales|site-settings|site-settings-defaults|history|attributes|product-import-mapping|testing)$)(/.*)?$',
              allowTypeImports: true,
              message:
                "the apps' tests import code of the catalogue core only from its zod-free modules, /site-settings-defaults and /testing (the fixtures' sample values); anything else as types (import type)",
            },
          ],
        },
      ],
    },
  },
  {
    files: [`demo-api/${SOURCES}`],
    rules: { 'no-restricted-imports': forbidPackages(APPS, 'demo-api imports no app', [NO_API]) },
  },
  {
    files: [`public-remote/${SOURCES}`],
    rules: { 'no-restricted-imports': forbidPackages(['shell', 'admin-remote'], 'a remote imports neither the shell nor another remote', [NO_API]) },
  },
  {
    files: [`admin-remote/${SOURCES}`],
    rules: { 'no-restricted-imports': forbidPackages(['shell', 'public-remote'], 'a remote imports neither the shell nor another remote', [NO_API]) },
  },
  {
    // Generic CRUD code knows no feature: features build on it, never the other way round.
    files: [`admin-remote/src/crud/${SOURCES}`],
    rules: {
      'no-restricted-imports': forbidPackages(['shell', 'public-remote'], 'a remote imports neither the shell nor another remote', [
        NO_API,
        { group: ['**/features/**'], message: 'src/crud imports no feature (features import crud, one way)' },
      ]),
    },
  },
  {
    files: [`shell/${SOURCES}`],
    rules: { 'no-restricted-imports': forbidPackages(['public-remote', 'admin-remote'], "the shell imports no remote's files", [NO_API]) },
  },
  {
    files: [`api/${SOURCES}`],
    rules: {
      'no-restricted-imports': forbidPackages(FRONT_END, 'the API imports no front-end package', [
        { group: ['react', 'react-dom', 'react-dom/*', 'antd', 'antd/*'], message: 'the API imports no front-end package' },
      ]),
    },
  },
  {
    // The e2e suite runs the servers with the repository's own tooling (scripts/lib, the root
    // package, which has no package name to import it by): one process runner for both.
    files: ['e2e/**/*.ts'],
    rules: { 'import-x/no-relative-packages': 'off' },
  },
);
