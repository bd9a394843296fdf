import { defineConfig } from 'vitest/config';

/**
 * The unit tests Stryker runs against each mutant (`npm run mutation`): only the pure ones, which
 * need no devnet. Unlike vite.config.ts there is no globalSetup (it would start a devnet for every
 * Stryker worker) and none of the suites that read its manifest (`inject('manifest')`) or start
 * their own anvil. The HTTP and WebSocket transport tests stay: they use small in-process servers.
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
    testTimeout: 20_000,
  },
});
