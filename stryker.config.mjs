// @ts-check
/**
 * Mutation testing of the core modules (`npm run mutation`; not part of `npm test`: it takes a
 * while). The score says how much of src/domain and src/rpc the pure unit tests actually pin down.
 * While working on one module, narrow it: `npm run mutation -- --mutate src/rpc/redact.ts`.
 *
 * Left out of `mutate`:
 * - src/rpc/index.ts: re-exports only.
 *
 * Equivalent mutants (no test can tell them apart from the original) are marked in the source with
 * `// Stryker disable next-line <mutator>: <reason>`; this list names them all:
 * (see EQUIVALENT MUTANTS at the end of this file)
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  mutate: ['src/domain/**/*.ts', 'src/rpc/**/*.ts', '!src/rpc/index.ts'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 10_000,
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  reporters: ['json', 'clear-text', 'progress'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: 'reports/.stryker-tmp',
  cleanTempDir: 'always',
  thresholds: { high: 90, low: 80, break: null },
};
