import { readFileSync } from 'node:fs';

function traceFixture(name: string): unknown {
  return JSON.parse(readFileSync(new URL(`../../fixtures/trace/${name}`, import.meta.url), 'utf8'));
}

export interface AnvilSwap {
  hash: string;
  callTracer: Record<string, unknown>;
  prestateTracer: Record<string, unknown>;
  receipt: Record<string, unknown>;
}

/** anvil's answers for the devnet's swap (test/fixtures/trace/README.md) */
export function anvilSwap(): AnvilSwap {
  return traceFixture('anvil-swap.json') as AnvilSwap;
}

/** geth's own callTracer fixture `tx_partial_failed.json`: its result */
export function gethPartialFailed(): Record<string, unknown> {
  return (traceFixture('geth-call-tracer-with-log-tx-partial-failed.json') as { result: Record<string, unknown> })
    .result;
}

const A = `0x${'aa'.repeat(20)}`;

/** A callTracer frame with the fields geth always sends, and `extra` over them. */
export function rawFrame(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { type: 'CALL', from: A, to: A, gas: '0x100', gasUsed: '0x10', input: '0x', value: '0x0', ...extra };
}
