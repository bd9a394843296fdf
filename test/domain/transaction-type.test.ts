import { describe, expect, it } from 'vitest';
import { transactionTypeInfo, transactionTypeName } from '../../src/domain/transaction-type.ts';
import { NETWORKS, networkByChainId } from '../../src/domain/networks.ts';

const dialectOf = (chainId: bigint) => networkByChainId(chainId)!.dialect;

describe('transactionTypeName', () => {
  it.each([
    [0n, 'Legacy'],
    [1n, 'EIP-2930'],
    [2n, 'EIP-1559'],
    [3n, 'EIP-4844'],
    [4n, 'EIP-7702'],
    [5, 'type 0x5'],
  ])('%s → %s on every network, known or not', (type, name) => {
    expect(transactionTypeName(type, null)).toBe(name);
    for (const n of NETWORKS) expect(transactionTypeName(type, n.dialect), n.name).toBe(name);
  });

  it('marks unknown types as such, without a description', () => {
    expect(transactionTypeInfo(0x64n, 'ethereum')).toEqual({
      name: 'type 0x64',
      description: null,
      known: false,
      system: false,
    });
    expect(transactionTypeInfo(2n, null).known).toBe(true);
  });
});

describe('a type number means what the network says', () => {
  it('0x7e: an OP-stack deposit on OP Mainnet, Base, opBNB and Celo; Mantle’s own deposit; Scroll’s L1 message', () => {
    for (const chain of [10n, 8453n, 204n, 42220n])
      expect(transactionTypeName(0x7e, dialectOf(chain))).toBe('Deposit (OP stack)');
    expect(transactionTypeName(0x7e, dialectOf(5000n))).toBe('Deposit (Mantle)');
    expect(transactionTypeName(0x7e, dialectOf(534352n))).toBe('L1 message (Scroll)');
    // on Ethereum, 0x7e is no type at all
    expect(transactionTypeInfo(0x7e, dialectOf(1n))).toMatchObject({ name: 'type 0x7e', known: false });
  });

  it('0x7e on an unknown network is not guessed: the candidates are named', () => {
    const info = transactionTypeInfo(0x7e, null);
    expect(info).toMatchObject({ name: 'type 0x7e', known: false });
    expect(info.description).toBe(
      'Deposit (OP stack), or Deposit (Mantle), or L1 message (Scroll): the network decides which',
    );
  });

  it('ZKsync: 0x71 is EIP-712, 0xff an L1 priority transaction; named even when the network is unknown (no one else uses them)', () => {
    expect(transactionTypeName(0x71, dialectOf(324n))).toBe('EIP-712 (ZKsync)');
    expect(transactionTypeName(0xff, dialectOf(324n))).toBe('L1 priority (ZKsync)');
    expect(transactionTypeName(0xff, null)).toBe('L1 priority (ZKsync)');
    expect(transactionTypeName(0xff, dialectOf(10n))).toBe('type 0xff');
  });

  it('Celo: CIP-64 (0x7b), CIP-42 (0x7c), CIP-66 (0x7a)', () => {
    const celo = dialectOf(42220n);
    expect(transactionTypeName(0x7b, celo)).toBe('CIP-64 (Celo fee currency)');
    expect(transactionTypeName(0x7c, celo)).toBe('CIP-42 (Celo, retired)');
    expect(transactionTypeName(0x7a, celo)).toBe('CIP-66 (Celo)');
    expect(transactionTypeInfo(0x7b, celo).description).toContain('not in CELO');
  });

  it('Arbitrum: each of its types named, and only the internal one (0x6a) is a system transaction', () => {
    const arbitrum = dialectOf(42161n);
    const names = [0x64, 0x65, 0x66, 0x68, 0x69, 0x6a, 0x78].map((t) => transactionTypeInfo(t, arbitrum));
    expect(names.map((i) => i.name)).toEqual([
      'Deposit (Arbitrum)',
      'Unsigned (Arbitrum)',
      'Contract (Arbitrum)',
      'Retry (Arbitrum)',
      'Submit retryable (Arbitrum)',
      'Internal (Arbitrum)',
      'Legacy (Arbitrum classic)',
    ]);
    expect(names.filter((i) => i.system).map((i) => i.name)).toEqual(['Internal (Arbitrum)']);
    expect(transactionTypeName(0x6a, dialectOf(421614n))).toBe('Internal (Arbitrum)');
  });
});
