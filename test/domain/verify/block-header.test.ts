/**
 * The header check on real headers: geth's answers on execution-apis' test chain at each fork
 * (London to Prague), mainnet block 1 (Frontier), and anvil's own blocks under each fork it runs
 * and as an OP-stack chain. Each recomputes to its real hash; each field changed is refused.
 */
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { parseBlock } from '../../../src/domain/block.ts';
import { checkBlockHeader, encodeBlockHeader, verifyBlockHeader } from '../../../src/domain/verify/block-header.ts';
import { verdict } from '../../../src/domain/verify/check.ts';
import { startAnvil, type AnvilNode } from '../../devnet/anvil.ts';

type Raw = Record<string, unknown>;
const recorded = (name: string): Raw =>
  (JSON.parse(readFileSync(`test/fixtures/headers/${name}.json`, 'utf8')) as { result: Raw }).result;

const RECORDED = [
  ['mainnet-frontier-block-1', 15],
  ['execution-apis-london', 16],
  ['execution-apis-paris', 16],
  ['execution-apis-shanghai', 17],
  ['execution-apis-cancun', 20],
  ['execution-apis-prague', 21],
] as const;

/** The number of items in the header's RLP list (its payload decoded one level). */
function fieldCount(rlp: Uint8Array): number {
  const lengthOfLength = rlp[0]! - 0xf7;
  let at = 1 + lengthOfLength;
  let count = 0;
  while (at < rlp.length) {
    const b = rlp[at]!;
    if (b < 0x80) at += 1;
    else if (b <= 0xb7) at += 1 + b - 0x80;
    else {
      const n = b - 0xb7;
      let len = 0;
      for (let i = 0; i < n; i++) len = len * 256 + rlp[at + 1 + i]!;
      at += 1 + n + len;
    }
    count++;
  }
  return count;
}

describe('recorded headers of every fork recompute to their hash', () => {
  it.each(RECORDED)('%s (%i fields)', (name, fields) => {
    const raw = recorded(name);
    const block = parseBlock(raw);
    expect(checkBlockHeader(block, 'ethereum')).toEqual({
      status: 'pass',
      hash: raw['hash'],
      stateRoot: raw['stateRoot'],
      transactionsRoot: raw['transactionsRoot'],
      receiptsRoot: raw['receiptsRoot'],
    });
    expect(fieldCount(encodeBlockHeader(block))).toBe(fields);
    const v = verifyBlockHeader(block, 'ethereum');
    expect(verdict(v)).toBe('verified');
    expect(v.checks[0]!.result).toBe(`Header checked: its fields hash to ${String(raw['hash'])}.`);
  });

  it.each([
    ['stateRoot', '0x' + '11'.repeat(32)],
    ['gasUsed', '0x1'],
    ['timestamp', '0x1c3'],
    ['requestsHash', '0x' + '22'.repeat(32)],
    ['parentBeaconBlockRoot', '0x' + '33'.repeat(32)],
    ['extraData', '0x01'],
    ['nonce', '0x0000000000000001'],
  ])('a Prague header with %s changed is refused, naming both hashes', (field, value) => {
    const raw = { ...recorded('execution-apis-prague'), [field]: value };
    const result = checkBlockHeader(parseBlock(raw), 'ethereum');
    expect(result.status).toBe('fail');
    const v = verifyBlockHeader(parseBlock(raw), 'ethereum');
    expect(verdict(v)).toBe('failed');
    expect(v.checks[0]!.result).toContain(`not to the block hash ${String(raw['hash'])}`);
  });

  it('the OP stack hashes headers as Ethereum does; other networks say they cannot check', () => {
    const block = parseBlock(recorded('execution-apis-cancun'));
    expect(checkBlockHeader(block, 'op-stack').status).toBe('pass');
    const zksync = verifyBlockHeader(block, 'zksync');
    expect(verdict(zksync)).toBe('unchecked');
    expect(zksync.checks[0]!.result).toMatch(/^Cannot check this network’s header in your browser: /);
  });

  it('an unknown network whose header does not hash the Ethereum way is not called tampered', () => {
    const block = parseBlock({ ...recorded('execution-apis-cancun'), gasUsed: '0x2' });
    expect(checkBlockHeader(block, null).status).toBe('unavailable');
    expect(checkBlockHeader(block, 'ethereum').status).toBe('fail');
  });

  it('a header missing a field, or carrying a later fork’s field without an earlier one, cannot be hashed', () => {
    const { stateRoot: _, ...noStateRoot } = recorded('execution-apis-london');
    expect(checkBlockHeader(parseBlock(noStateRoot), 'ethereum')).toEqual({
      status: 'unavailable',
      reason: 'the answer has no stateRoot',
    });
    const { withdrawalsRoot: __, ...gap } = recorded('execution-apis-cancun');
    expect(checkBlockHeader(parseBlock(gap), 'ethereum')).toMatchObject({
      status: 'unavailable',
      reason: expect.stringContaining('but not withdrawalsRoot (Shanghai)') as unknown,
    });
    const shortNonce = { ...recorded('execution-apis-london'), nonce: '0x00' };
    expect(checkBlockHeader(parseBlock(shortNonce), 'ethereum')).toEqual({
      status: 'unavailable',
      reason: 'block.nonce must be 8 bytes',
    });
  });
});

async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: unknown; error?: unknown };
  if (body.error !== undefined) throw new Error(JSON.stringify(body.error));
  return body.result;
}

describe('anvil’s own blocks recompute to their hash under each fork', () => {
  const nodes: AnvilNode[] = [];
  afterAll(async () => {
    await Promise.all(nodes.map((n) => n.stop()));
  });

  it.each([
    ['berlin', 15],
    ['london', 16],
    ['shanghai', 17],
    ['cancun', 20],
    ['prague', 21],
    ['optimism', 21],
  ])('%s: a block with a transfer in it', async (fork, fields) => {
    const node = await startAnvil({
      quiet: true,
      chain: fork === 'optimism' ? { chainId: 10, opStack: true } : { chainId: 31337, opStack: false, hardfork: fork },
    });
    nodes.push(node);
    const [from, to] = (await rpc(node.url, 'eth_accounts', [])) as string[];
    const sent = { from, to, value: '0x1', ...(fork === 'berlin' && { gasPrice: '0x3b9aca00' }) };
    const hash = await rpc(node.url, 'eth_sendTransaction', [sent]);
    let receipt: Raw | null = null;
    while (receipt === null) receipt = (await rpc(node.url, 'eth_getTransactionReceipt', [hash])) as Raw | null;
    const raw = (await rpc(node.url, 'eth_getBlockByHash', [receipt['blockHash'], false])) as Raw;
    const block = parseBlock(raw);
    expect(block.transactions).toHaveLength(1);
    expect(checkBlockHeader(block, fork === 'optimism' ? 'op-stack' : 'ethereum')).toMatchObject({
      status: 'pass',
      hash: raw['hash'],
    });
    expect(fieldCount(encodeBlockHeader(block))).toBe(fields);
  });
});
