import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { boundQueryCache } from '../../../src/data/queries/query-cache-budget.ts';
import { estimateRetainedBytes } from '../../../src/data/queries/retained-size.ts';

/** A receipt-shaped result with `logs` logs, each with three topics and 64 bytes of data. */
function receiptWithLogs(logs: number, tag: string) {
  return {
    transactionHash: `0x${tag.padStart(64, '0')}`,
    logs: Array.from({ length: logs }, (_, i) => ({
      address: `0x${'ab'.repeat(20)}`,
      topics: [1, 2, 3].map((t) => `0x${(i * 3 + t).toString(16).padStart(64, '0')}`),
      data: `0x${'00'.repeat(64)}`,
      logIndex: BigInt(i),
    })),
  };
}

const clients: QueryClient[] = [];
function clientWithBudget(budgetBytes: number) {
  const client = new QueryClient({ defaultOptions: { queries: { gcTime: Infinity, staleTime: Infinity } } });
  clients.push(client);
  return { client, budget: boundQueryCache(client.getQueryCache(), budgetBytes) };
}
afterEach(() => clients.splice(0).forEach((c) => c.clear()));

function fetchInto(client: QueryClient, key: string, data: unknown) {
  return client.query({ queryKey: [key], queryFn: () => Promise.resolve(data) });
}

/** A page showing a cached result mounts and unmounts an observer; nothing is fetched again. */
function visit(client: QueryClient, key: string) {
  const observer = new QueryObserver(client, {
    queryKey: [key],
    queryFn: () => Promise.reject(new Error('not cached')),
  });
  observer.subscribe(() => {})();
}

describe('estimateRetainedBytes', () => {
  it('weighs a 2,000-log receipt about a thousand times a one-log receipt', () => {
    const big = estimateRetainedBytes(receiptWithLogs(2_000, 'a'));
    const small = estimateRetainedBytes(receiptWithLogs(1, 'b'));
    expect(big / small).toBeGreaterThan(500);
    expect(big / small).toBeLessThan(2_000);
    // hex strings dominate: 2,000 logs × (3 × 66 + 130 + 42) characters at least
    expect(big).toBeGreaterThan(2_000 * (3 * 66 + 130 + 42));
  });

  it('counts an object reached twice once', () => {
    const shared = { data: `0x${'ff'.repeat(1_000)}` };
    expect(estimateRetainedBytes([shared, shared])).toBeLessThan(estimateRetainedBytes([shared, { ...shared }]));
  });
});

describe('boundQueryCache', () => {
  it('keeps everything while the results fit the budget', async () => {
    const { client, budget } = clientWithBudget(10 * 1024 * 1024);
    for (let i = 0; i < 5; i++) await fetchInto(client, `r${i}`, receiptWithLogs(100, `${i}`));
    expect(client.getQueryCache().getAll()).toHaveLength(5);
    expect(budget.usedBytes()).toBeGreaterThan(0);
  });

  it('evicts the least recently used results first once over budget', async () => {
    const one = estimateRetainedBytes(receiptWithLogs(500, '0'));
    const { client, budget } = clientWithBudget(Math.floor(one * 3.5));
    for (let i = 0; i < 3; i++) await fetchInto(client, `r${i}`, receiptWithLogs(500, `${i}`));
    // revisiting r0 makes r1 the oldest
    visit(client, 'r0');
    await fetchInto(client, 'r3', receiptWithLogs(500, '3'));
    const kept = client
      .getQueryCache()
      .getAll()
      .map((q) => q.queryKey[0]);
    expect(kept.sort()).toEqual(['r0', 'r2', 'r3']);
    expect(budget.usedBytes()).toBeLessThanOrEqual(Math.floor(one * 3.5));
  });

  it('never evicts what a mounted page is watching, however large', async () => {
    const one = estimateRetainedBytes(receiptWithLogs(500, '0'));
    const { client } = clientWithBudget(Math.floor(one * 1.5));
    await fetchInto(client, 'watched', receiptWithLogs(500, 'w'));
    const observer = new QueryObserver(client, { queryKey: ['watched'], queryFn: () => receiptWithLogs(500, 'w') });
    const unsubscribe = observer.subscribe(() => {});
    for (let i = 0; i < 3; i++) await fetchInto(client, `r${i}`, receiptWithLogs(500, `${i}`));
    const kept = client
      .getQueryCache()
      .getAll()
      .map((q) => q.queryKey[0]);
    expect(kept).toContain('watched');
    // the newest result survives too (a prefetch whose page has not mounted yet); older ones go
    expect(kept).toContain('r2');
    expect(kept).not.toContain('r0');
    unsubscribe();
  });

  it('keeps a single result larger than the budget until something newer arrives', async () => {
    const { client } = clientWithBudget(1_000);
    await fetchInto(client, 'huge', receiptWithLogs(2_000, 'h'));
    expect(client.getQueryData(['huge'])).toBeDefined();
    await fetchInto(client, 'next', receiptWithLogs(1, 'n'));
    expect(client.getQueryData(['huge'])).toBeUndefined();
  });
});
