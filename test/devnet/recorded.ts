/**
 * Test mode only (the gateway with faults on): answers real recorded OP Mainnet / Base / BSC
 * lookups from test/fixtures/recorded/, so the browser tests can show what anvil cannot make
 * (deposit transactions, L1 data fees, BNB amounts), and ZKsync, Celo, Mantle, Scroll and Arbitrum
 * answers (their own types and fields). The hashes never occur on the devnet; every other request
 * goes to anvil as usual. A recorded answer is marked so the near-head window (window.ts), which
 * measures blocks against the devnet's head, leaves it alone: its block numbers are another chain's.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Upstream } from './upstream.ts';

const RECORDED_DIR = fileURLToPath(new URL('../fixtures/recorded/', import.meta.url));

interface Recording {
  method: string;
  params: unknown[];
  result: unknown;
}

const keyOf = (method: string, params: unknown[]) => `${method}|${JSON.stringify(params).toLowerCase()}`;

function loadRecordings(dir = RECORDED_DIR): Map<string, unknown> {
  const answers = new Map<string, unknown>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const recording = JSON.parse(readFileSync(dir + file, 'utf8')) as Recording;
    answers.set(keyOf(recording.method, recording.params), recording.result);
  }
  return answers;
}

export function withRecordedAnswers(upstream: Upstream, answers = loadRecordings()): Upstream {
  return {
    head: () => upstream.head(),
    async call(method, params) {
      const key = keyOf(method, params);
      return answers.has(key) ? { result: answers.get(key), recorded: true } : upstream.call(method, params);
    },
  };
}
