/**
 * What Hexray's production build gives QueryClient in place of query-core's MutationCache
 * (build/read-only-query-client.ts puts it there). Hexray only reads: nothing in it starts a
 * mutation, yet QueryClient creates a MutationCache and so brings the mutation machinery (about
 * 1.5 KB gzip) into the first page. These are the three calls QueryClient makes of its cache
 * without a mutation having been started; anything else is a mutation, and fails loudly (a
 * TypeError) rather than being dropped. A test keeps mutations out of src/.
 */
export class MutationCache {
  /** QueryClient.isMutating: none ever are */
  findAll(): [] {
    return [];
  }

  /** QueryClient.resumePausedMutations, asked each time the browser comes back online */
  resumePausedMutations(): Promise<void> {
    return Promise.resolve();
  }

  /** QueryClient.clear */
  clear(): void {}
}
