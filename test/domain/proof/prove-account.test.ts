/**
 * The header, then the proof: anvil's header and proof at one block prove the account; a header
 * with a field changed is refused as the header (its state root proves nothing), and a network
 * whose headers cannot be checked leaves the values unproved rather than proved or refused.
 */
import { describe, expect, inject, it } from 'vitest';
import { parseBlock } from '../../../src/domain/block.ts';
import { parseAccountProof } from '../../../src/domain/proof/account-proof.ts';
import { proveAccount } from '../../../src/domain/proof/prove-account.ts';

const manifest = inject('manifest');

async function rpc(method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(manifest.nodeUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result: unknown }).result;
}

async function atHead() {
  const raw = (await rpc('eth_getBlockByNumber', ['latest', false])) as Record<string, unknown>;
  const address = manifest.storage.address;
  const proof = await rpc('eth_getProof', [address, [`0x${'0'.repeat(64)}`], raw['number']]);
  return { raw, answer: parseAccountProof(proof, address, [0n]) };
}

describe('proveAccount', () => {
  it('anvil’s header and proof at one block: proved, naming the block and its hash', async () => {
    const { raw, answer } = await atHead();
    const outcome = proveAccount(parseBlock(raw), answer, 'ethereum');
    expect(outcome).toMatchObject({ status: 'proved', block: BigInt(raw['number'] as string), blockHash: raw['hash'] });
    if (outcome.status === 'proved') expect(outcome.storage.get(0n)).toBe(answer.storageProof[0]!.value);
  });

  it('a header with a field changed is refused as the header, naming both hashes', async () => {
    const { raw, answer } = await atHead();
    const outcome = proveAccount(parseBlock({ ...raw, gasUsed: '0x1' }), answer, 'ethereum');
    expect(outcome).toMatchObject({ status: 'refused', part: { of: 'header' }, claimed: raw['hash'] });
  });

  it('a network whose headers cannot be checked leaves the values unproved', async () => {
    const { raw, answer } = await atHead();
    expect(proveAccount(parseBlock(raw), answer, 'zksync')).toMatchObject({
      status: 'unchecked',
      reason: 'a ZKsync block hash is not a hash of header fields',
    });
  });
});
