import { defineConfig } from 'vitest/config';

/**
 * The unit tests Stryker runs against each mutant (`npm run mutation`): the pure ones, and the
 * files that check pure code against the devnet's real answers (anvil's proofs and headers: a
 * tampered copy of a real proof kills mutants no made-up one reaches). So the devnet starts once
 * per Stryker worker, as in vite.config.ts; the suites that only exercise the devnet, or start
 * their own anvil, are left out. The HTTP and WebSocket transport tests use in-process servers.
 */
export default defineConfig({
  test: {
    include: [
      'test/domain/**/*.test.ts',
      'test/rpc/**/*.test.ts',
      'test/browser/**/*.test.ts',
      // the endpoint facts' store (its storage kept in memory), for src/data/stores/endpoint-facts.ts's mutants
      'test/data/stores/endpoint-facts.test.ts',
      // the probe and the optional methods' query factories, against the in-process JSON-RPC server
      // (`--mutate src/data/queries/probe-endpoint.ts,src/data/queries/optional-queries.ts`)
      'test/data/queries/probe-endpoint.test.ts',
      'test/data/queries/optional-queries.test.ts',
      // the outside sources of names behind one interface, against in-process servers
      // (`--mutate src/data/names/signature-database-source.ts,src/data/names/sourcify-source.ts,src/data/names/name-sources.ts`)
      'test/data/names/name-sources.test.ts',
      'test/data/names/sourcify-source.test.ts',
      // the revert replay's reading (`--mutate src/components/revert/useRevertReplay.ts`)
      'test/components/revert/useRevertReplay.test.ts',
      // Loads every domain and rpc module inside a test, for Stryker's runner only (see the file).
      'test/setup/mutation-modules-load.ts',
    ],
    exclude: [
      'node_modules/**',
      // Run in real Chromium (vitest.components.config.ts): in Node there is no IndexedDB to test.
      '**/*.browser.test.{ts,tsx}',
      // Starts its own anvil and deploys a solc-compiled contract.
      'test/domain/storage/storage-layout-devnet.test.ts',
      // Starts its own anvil and mines blocks of its own.
      'test/domain/proof/ordered-trie-root-anvil.test.ts',
      // Read the shared devnet's manifest.
      'test/rpc/devnet.test.ts',
      'test/rpc/http-batch-devnet.test.ts',
      'test/rpc/lazy-client-devnet.test.ts',
      'test/rpc/node-reasons.test.ts',
      'test/rpc/optional-methods-devnet.test.ts',
      'test/domain/verify/devnet.test.ts',
    ],
    globalSetup: ['test/setup/devnet.global.ts'],
    // instrumented for coverage and on a busy machine the slowest tests (a hostile log's byte
    // budget) take several times their usual time; a timeout there would stop the whole run
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
