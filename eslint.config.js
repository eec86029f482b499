// One lint config for the monorepo. The import rules keep the dependency direction of DESIGN.md §1:
// web → editor → core, server → core; core knows no DOM or Fabric, the editor knows no React.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/**
 * What web code may call on the engine besides `execute`: queries and lifecycle, none of them a user action
 * (every user action is a registered command run through `engine.execute`, DESIGN.md §4; issue 25).
 */
const ENGINE_QUERIES_AND_LIFECYCLE = [
  // Running and asking about commands.
  'execute',
  'canExecute',
  'unavailableReason',
  'commandsForSelection',
  // Events: subscribing changes nothing.
  'on',
  'onTextSelectionChange',
  // Reads of the design, the selection and the session.
  'toDocument',
  'getBackground',
  'getLayout',
  'getObject',
  'getObjects',
  'getPage',
  'getPages',
  'getScenes',
  'getSelectedIds',
  'getSelection',
  'getTimelineAudio',
  'getTimelineDuration',
  'getVideoDuration',
  'isTouched',
  'textFormatOf',
  'colourTargets',
  'videoSize',
  'videoFramesKey',
  'objectIdAt',
  'selectionClientRect',
  // Pictures and files made from the design, which stays as it is (exports, thumbnails, a resized copy).
  'exportDesignPage',
  'exportFirstPage',
  'exportGif',
  'exportPage',
  'exportPagesZip',
  'exportPdf',
  'exportVideo',
  'exportPng',
  'exportJpeg',
  'canExportMp4',
  'pageThumbnail',
  'objectToDataUrl',
  'objectsToDataUrl',
  'resizedCopy',
  'createPreview',
  // Lifecycle: loading a design, starting anew, saving marks, waiting, tearing down; none is an undo step.
  'load',
  'reset',
  'markSaved',
  'whenIdle',
  'dispose',
  // Selection follows the pointer and the lists (not an edit); endGesture closes a drag's one undo step.
  'select',
  'endGesture',
];
const engineActionMessage =
  'Web code runs a user action through engine.execute(name, payload) (a registered command), not an engine method; add a command in packages/editor/src/commands, or, for a query or lifecycle call, the allow-list in eslint.config.js.';
const allowedEngineCalls = `/^(${ENGINE_QUERIES_AND_LIFECYCLE.join('|')})$/`;

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
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.object.name='engine'][callee.property.name!=${allowedEngineCalls}]`,
          message: engineActionMessage,
        },
        {
          selector: `CallExpression[callee.object.callee.name='currentEngine'][callee.property.name!=${allowedEngineCalls}]`,
          message: engineActionMessage,
        },
      ],
    },
  },
  {
    // The web project's Node test files share their modules (vitest.config.ts): a module replaced in one would be
    // replaced in the files after it. Those that replace modules are `*.mocks.test.ts`, each run apart.
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.mocks.test.ts', 'apps/web/src/**/*.browser.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
          message:
            'A web test that replaces modules is named *.mocks.test.ts, which runs in a module graph of its own.',
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
  {
    // The specs' `test` keeps each worker's context and its HTTP cache between tests (e2e/support/test.ts).
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "Import from './support/test', whose `test` resets the kept context between tests.",
            },
          ],
        },
      ],
    },
  },
);
