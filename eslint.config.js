// One lint config for the monorepo. The import rules keep the dependency direction of DESIGN.md §1:
// web → editor → core, server → core; core knows no DOM or Fabric, the editor knows no React.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const noAppImports = {
  group: ['**/apps/*', '@lienzo/web', '@lienzo/server'],
  message: 'Nothing imports from apps/*.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.test-data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/.out/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // A cycle makes the import order decide what is defined when a module runs, and it ties the two files so
    // neither can be read or moved alone (issue 25). Type-only imports are erased, so they are allowed.
    files: [
      'packages/core/**/*.ts',
      'packages/editor/**/*.ts',
      'apps/server/**/*.ts',
      'apps/web/**/*.{ts,tsx}',
    ],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // A lazily loaded chunk that imports back from its loader runs after both have loaded
    // (canvas/layout-selector: LayoutPopover ↔ LayoutSelector).
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: true }] },
  },
  {
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noAppImports,
            {
              group: ['fabric', 'react', 'react-dom', '@lienzo/editor', 'node:*'],
              message: 'core is pure: no DOM, Fabric, React or Node I/O.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'fetch', 'localStorage'],
    },
  },
  {
    files: ['packages/editor/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noAppImports,
            { group: ['react', 'react-dom', 'zustand'], message: 'The editor is framework-free.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@lienzo/editor', '@lienzo/web', 'fabric', 'react'],
              message: 'server depends on core only.',
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
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@lienzo/server', '**/apps/server/**'],
              message: 'web talks to the server over HTTP only.',
            },
          ],
        },
      ],
      // The editor (Fabric, the video encoder) is a lazily loaded chunk; a value import elsewhere puts it in
      // the first load (it did once: 390 KB gzip against the 300 KB budget).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@lienzo/editor',
              allowTypeImports: true,
              message:
                'Reach the editor through the engine (engine/engineRegistry); value imports belong in engine/startEngine.ts or the lazily loaded toolbars.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/engine/startEngine.ts', 'apps/web/src/toolbars/**', 'apps/web/**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: ['e2e/**/*.ts', 'bench/**/*.{js,mjs,ts}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
);
