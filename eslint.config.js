import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import remoteApps from './scripts/build/remote-apps.cjs';
import { remoteZones } from './scripts/lint/remote-zones.js';

const { REMOTE_APPS } = remoteApps;
const ROOT = path.dirname(fileURLToPath(import.meta.url));

// DESIGN.md: nothing imports across remotes, no remote imports the host, and the workspace's
// shared code is reached through its @portal/* package names only.
function boundary(message, patterns, { ownsUiLibrary = false } = {}) {
  return [
    'error',
    {
      paths: [
        {
          name: 'react-router',
          message:
            'Import the router from @portal/platform/router: the page shares that one small copy.',
        },
      ],
      patterns: [
        { group: patterns, message },
        ...(ownsUiLibrary
          ? []
          : [
              {
                group: ['@mantine/*'],
                message:
                  'UI comes from @portal/ui: the page has one Mantine, themed for the brand, shared through it.',
              },
            ]),
      ],
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/.tmp/**',
      // Code that breaks the rules on purpose, for the rules' own tests (scripts/test).
      'scripts/test/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-expect-error': 'allow-with-description' },
      ],
    },
  },
  {
    // The API's data access is asynchronous: a statement not awaited runs out of its
    // transaction and its order, and a Promise in a condition is always true. Type-aware, so
    // only where it pays for its time.
    files: ['api/src/**/*.ts', 'api/test/**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['{host,mf-*,shared/*}/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // A cycle of imports makes module order matter: one side runs against the other's
    // half-initialised exports. Type-only imports are erased, so they cannot form one.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.cjs', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...REMOTE_APPS.map((remote) => ({
    files: [`${remote}/src/**/*.{ts,tsx}`],
    plugins: { portal: { rules: { 'remote-zones': remoteZones } } },
    rules: {
      // Relative imports, by where they land: inside src, and each feature apart.
      'portal/remote-zones': ['error', { src: path.join(ROOT, remote, 'src') }],
      'no-restricted-imports': boundary(
        `A remote imports only @portal/* packages and its own files (${remote}/src).`,
        [
          'host',
          'host/*',
          'mf-*',
          '**/host/**',
          '**/mf-*/**',
          '**/shared/**',
          // The API package's source, not a feature's own `api/` folder (CONVENTIONS.md, Shape).
          '**/api/src/**',
          '/api',
        ],
      ),
    },
  })),
  {
    files: ['host/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': boundary(
        'The host loads remotes at run time; it never imports them.',
        ['mf-*', '**/mf-*/**', '**/shared/**', '**/api/**'],
      ),
    },
  },
  {
    files: ['shared/*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': boundary(
        'Shared packages know neither the host, the remotes nor the API.',
        ['host', 'mf-*', '**/host/**', '**/mf-*/**', '**/api/**', '../../*'],
        { ownsUiLibrary: true },
      ),
    },
  },
  {
    // The one place that imports react-router itself.
    files: ['shared/platform/src/router.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
