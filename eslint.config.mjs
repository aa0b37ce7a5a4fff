// ESLint (flat config): the first stage of `npm test` (`npm run lint`). Mostly rules that hold the
// house's import edges (docs/development.md 'Lint and format'); Prettier owns the layout.
// typescript-eslint parses with its own TypeScript 6.0 (.pnpmfile.cjs says why); no rule needs
// type information, so lint stays quick and never type-checks (tsc does that in the types stage).
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import houseImports from './scripts/lint/house-imports.mjs';

const TS = ['**/*.{ts,tsx}'];
const TSCONFIGS = ['shared', 'host', 'mf-catalogue', 'mf-basket-checkout', 'mf-account', 'mf-sell-to-us', 'mf-unlock', 'api', 'e2e'].map((p) => `${p}/tsconfig.json`);

export default tseslint.config(
  {
    ignores: ['**/node_modules/', '**/dist/', '.tools/', '.deploy/', '.data/', 'coverage/', 'test-results/', 'playwright-report/', '**/@mf-types/', '**/.mf/'],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  {
    files: TS,
    extends: [tseslint.configs.recommended],
    rules: {
      // tsc (strict) already finds these, with the types in hand.
      'no-undef': 'off',
      // 47 places today, nearly all test doubles and raw JSON in tests; typing them is its own change.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['**/*.{mjs,cjs,js}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    // Benchmarks hand functions to Chromium (page.evaluate), which run where `document` is.
    files: ['scripts/bench-*.mjs', 'scripts/bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['api/src/modules/deployment/first-view-loader.browser.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    plugins: { 'import-x': importX, house: { rules: { imports: houseImports } } },
    settings: {
      // import-x reads the files an import leads to (for no-cycle) only with these two.
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.cjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: TSCONFIGS, alwaysTryTypes: true, noWarnOnMultipleProjects: true })],
    },
    rules: {
      'house/imports': 'error',
      // Type-only imports are erased when compiled: they make no loop at run time.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
    },
  },
  {
    files: ['{host,shared,mf-*}/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // An error (issue 34): an effect that runs on fewer changes than it reads keeps the rest out
      // with a ref or useEffectEvent, not by leaving a dependency out; the reasoned disables stay.
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
