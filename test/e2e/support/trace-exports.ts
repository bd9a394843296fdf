/**
 * The Trace page's exports compared with anvil's own debug_traceTransaction answer, fetched from
 * the bare node. Where anvil departs from geth (the top frame's gas is the limit less the intrinsic
 * gas; for a transaction not first in its block its gasUsed is the block's cumulative gas), the
 * export follows geth and the receipt: the top frame's gas is the transaction's limit and its
 * gasUsed the receipt's, so anvil's answer is compared with those two fields set so.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { DevnetManifest } from '../../devnet/manifest.ts';
import { expect } from './fixtures.ts';

/** The bare node of a devnet (the default one or the opBNB flavour) */
type Node = Pick<DevnetManifest, 'nodeUrl'>;

export async function nodeAnswer(manifest: Node, method: string, params: unknown[]): Promise<any> {
  const response = await fetch(manifest.nodeUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result: unknown }).result;
}

/** anvil's callTracer answer with the top frame's gas as geth reports it (the limit, the receipt's gas used). */
async function anvilCallTrace(manifest: Node, hash: string): Promise<Record<string, unknown>> {
  const trace = await nodeAnswer(manifest, 'debug_traceTransaction', [
    hash,
    { tracer: 'callTracer', tracerConfig: { withLog: true } },
  ]);
  const tx = await nodeAnswer(manifest, 'eth_getTransactionByHash', [hash]);
  const receipt = await nodeAnswer(manifest, 'eth_getTransactionReceipt', [hash]);
  return { ...trace, gas: tx.gas, gasUsed: receipt.gasUsed };
}

async function exported(page: Page, button: string): Promise<unknown> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  return JSON.parse(await readFile((await download.path())!, 'utf8'));
}

export async function expectExportsEqualAnvil(page: Page, manifest: Node, hash: string): Promise<void> {
  expect(await exported(page, 'callTracer JSON')).toEqual(await anvilCallTrace(manifest, hash));
  expect(await exported(page, 'prestateTracer JSON')).toEqual(
    await nodeAnswer(manifest, 'debug_traceTransaction', [
      hash,
      { tracer: 'prestateTracer', tracerConfig: { diffMode: true } },
    ]),
  );
}
