// @ts-check
/**
 * Lint: typescript-eslint with type information (strictTypeChecked, minus the rules that only
 * restate a style or that TypeScript's own narrowing gets wrong here), React's hooks and compiler
 * rules, jsx-a11y, and the project's own guards: no HTML sinks (chain data is hostile), no console
 * in the app (secret hygiene). Why each rule is off or tuned is said next to it.
 */
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import boundaries from 'eslint-plugin-boundaries';
import { LAYERS, LAYER_POLICIES, NO_DOMAIN_REEXPORTS, UI_PACKAGES } from './eslint/layers.js';
import { HTML_SINKS } from './eslint/html-sinks.js';

export default defineConfig(
  { ignores: ['artifacts/', 'dist/', 'reports/', '.stryker-tmp/', 'test/devnet/compiled/'] },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['eslint.config.js', 'eslint/*.js', 'stryker.config.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Numbers, bigints and booleans read fine in a message; objects, nullish and unknown do not.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      // noUncheckedIndexedAccess makes `words[i]!` after a bounds check the honest idiom.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // `return send(res, …)` as an early exit from a void handler is clear enough.
      '@typescript-eslint/no-confusing-void-expression': 'off',
      // Closure-mutated flags (`timedOut`, `closed`) look constant to TypeScript's narrowing, and
      // the API edge checks values that are typed but may come from plain JS or storage.
      '@typescript-eslint/no-unnecessary-condition': 'off',
      // The stores are object literals whose methods never use `this`; passing them is safe.
      '@typescript-eslint/unbound-method': 'off',
      // restrict-template-expressions catches `${object}`; `String(unknown)` is a deliberate fallback.
      '@typescript-eslint/no-base-to-string': 'off',
      // `stored.remember === true` on parsed storage is a check, not a redundancy.
      '@typescript-eslint/no-unnecessary-boolean-literal-compare': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
    rules: {
      // Chain data (input, logs, storage) can hold any markup: the app renders text, never HTML.
      'no-restricted-syntax': ['error', ...HTML_SINKS, ...NO_DOMAIN_REEXPORTS],
      'no-eval': 'error',
      'no-new-func': 'error',
      'no-script-url': 'error',
      // A log line is one place a key leaks from; the app has no reason to print.
      'no-console': 'error',
      // The first use of Intl in a page loads ICU's formatting, 15–27 ms of a cold link's first
      // render: counts are grouped by formatCount (domain/units.ts), dates by domain/timestamp.ts.
      'no-restricted-properties': [
        'error',
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
          property,
          message: 'Intl on the first render costs ~20 ms: use formatCount (domain/units.ts) or domain/timestamp.ts.',
        })),
        // as the globals below: Web Storage only through browser/guarded-storage.ts
        ...['window', 'globalThis'].flatMap((object) =>
          ['localStorage', 'sessionStorage'].map((property) => ({
            object,
            property,
            message: 'Web Storage may be refused: use deviceStorage / tabStorage (browser/guarded-storage.ts).',
          })),
        ),
      ],
    },
  },
  {
    // A browser with site data blocked throws on merely naming Web Storage, and a full one throws
    // on write: only the guarded storage touches it. The boot script inlined into index.html runs
    // before the app and stands alone.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/browser/guarded-storage.ts', 'src/connection/cold-link-boot.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['localStorage', 'sessionStorage'].map((name) => ({
          name,
          message:
            'Web Storage may be refused: use deviceStorage / tabStorage and readItem / writeItem (browser/guarded-storage.ts).',
        })),
      ],
    },
  },
  { files: ['src/**/*.tsx'], extends: [jsxA11y.flatConfigs.recommended] },
  {
    // What each layer may import (docs/architecture.md).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: { 'boundaries/elements': LAYERS, 'boundaries/include': ['src/**/*'] },
    rules: { 'boundaries/dependencies': ['error', { default: 'disallow', policies: LAYER_POLICIES }] },
  },
  {
    // The wire and the domain know nothing of React: they run in Node, tests and benchmarks alike.
    // Nor does the connection: its React (the provider, the form's hooks) lives in data/hooks/ and
    // components/settings/.
    files: ['src/domain/**', 'src/rpc/**', 'src/connection/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: UI_PACKAGES.map((name) => ({
            name,
            message: 'The wire, the domain and the connection never import React or its libraries.',
          })),
        },
      ],
    },
  },
  // The config files are plain JS over untyped plugins.
  { files: ['eslint.config.js', 'eslint/*.js'], extends: [tseslint.configs.disableTypeChecked] },
  {
    // Tests read JSON from gateways and fake async interfaces: `any` and await-less async are fine there.
    files: ['test/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/require-await': 'off',
      // `{ ...localStorage }` in a page script is how a test copies the storage out.
      '@typescript-eslint/no-misused-spread': 'off',
      // A test spells out the type of the hex it builds (`0x${'ab'.repeat(20)}` as Address); the rule
      // reads a template literal under an assertion as already of that type and asks to drop it,
      // after which TypeScript sees a plain string.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      // `const { field: _, ...rest } = answer` is how a test drops one field from a recorded answer.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  // Playwright fixtures must destructure their (empty) dependencies.
  {
    files: ['test/e2e/**/*.ts', 'test/e2e-dev/**/*.ts', 'test/hostile/**/*.spec.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
);
