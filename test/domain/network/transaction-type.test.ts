import { describe, expect, it } from 'vitest';
import { kindOf0x7e, transactionTypeInfo } from '../../../src/domain/network/transaction-type.ts';
import { parseTransaction } from '../../../src/domain/transaction.ts';
import { recorded } from '../support/recorded.ts';
import type { TransactionDialect } from '../../../src/domain/dialects/index.ts';
import { NETWORKS, networkByChainId } from '../../../src/domain/network/networks.ts';

const dialectOf = (chainId: bigint) => networkByChainId(chainId)!.dialect;

describe("a transaction type's name", () => {
  it.each([
    [0n, 'Legacy'],
    [1n, 'EIP-2930'],
    [2n, 'EIP-1559'],
    [3n, 'EIP-4844'],
    [4n, 'EIP-7702'],
    [5, 'Unknown'],
  ])('%s → %s on every network, known or not', (type, name) => {
    expect(transactionTypeInfo(type, null).name).toBe(name);
    for (const n of NETWORKS) expect(transactionTypeInfo(type, n.dialect).name, n.name).toBe(name);
  });

  it('marks unknown types as such, without repeating the number (the label shows it beside the name)', () => {
    expect(transactionTypeInfo(0x5n, 'ethereum')).toEqual({
      name: 'Unknown',
      description: null,
      known: false,
      system: false,
    });
    expect(transactionTypeInfo(0x5n, null)).toMatchObject({ name: 'Unknown', description: null });
    expect(transactionTypeInfo(2n, null).known).toBe(true);
  });

  it('a number another network defines: what it usually is there, and why it cannot be sure here', () => {
    expect(transactionTypeInfo(0x64n, 'ethereum')).toEqual({
      name: 'Unknown',
      description:
        'Usually Deposit (Arbitrum), on the network that defines it; this network defines no type 0x64, so Hexray cannot be sure it is one',
      known: false,
      system: false,
    });
    expect(transactionTypeInfo(0xff, dialectOf(10n)).description).toBe(
      'Usually L1 priority (ZKsync), on the network that defines it; this network defines no type 0xff, so Hexray cannot be sure it is one',
    );
  });
});

describe('a type number means what the network says', () => {
  it('0x7e: an OP-stack deposit on OP Mainnet, Base, opBNB and Celo; Mantle’s own deposit; Scroll’s L1 message', () => {
    for (const chain of [10n, 8453n, 204n, 42220n])
      expect(transactionTypeInfo(0x7e, dialectOf(chain)).name).toBe('Deposit (OP stack)');
    expect(transactionTypeInfo(0x7e, dialectOf(5000n)).name).toBe('Deposit (Mantle)');
    expect(transactionTypeInfo(0x7e, dialectOf(534352n)).name).toBe('L1 message (Scroll)');
    // on Ethereum (and a local chain) 0x7e is no type at all: what it usually is, and why that is not sure
    expect(transactionTypeInfo(0x7e, dialectOf(1n))).toEqual({
      name: 'Unknown',
      description:
        'Usually Deposit (OP stack), Deposit (Mantle) or L1 message (Scroll), on the networks that define it; this network defines no type 0x7e, so Hexray cannot be sure which it is',
      known: false,
      system: false,
    });
    expect(transactionTypeInfo(0x7e, dialectOf(31337n)).description).toContain('this network defines no type 0x7e');
  });

  it('0x7e on an unknown network is not guessed: its usual meanings are named, and why none is sure', () => {
    const info = transactionTypeInfo(0x7e, null);
    expect(info).toMatchObject({ name: 'Unknown', known: false });
    expect(info.description).toBe(
      'Usually Deposit (OP stack), Deposit (Mantle) or L1 message (Scroll), on the networks that define it; the network is unknown, so Hexray cannot be sure which it is',
    );
  });

  it('0x7e on an unknown network, with the transaction at hand: named by the fields only one kind carries', () => {
    const extraOf = (name: string) => parseTransaction(recorded(`${name}.json`)).extra;
    expect(transactionTypeInfo(0x7e, null, extraOf('op-mainnet-deposit-tx')).name).toBe('Deposit (OP stack)');
    expect(transactionTypeInfo(0x7e, null, extraOf('mantle-deposit-tx')).name).toBe('Deposit (Mantle)');
    expect(transactionTypeInfo(0x7e, null, extraOf('constructed-scroll-l1-message-tx')).name).toBe(
      'L1 message (Scroll)',
    );
    // the network, when known, decides whatever the fields
    expect(transactionTypeInfo(0x7e, 'op-stack', extraOf('mantle-deposit-tx')).name).toBe('Deposit (OP stack)');
    expect(transactionTypeInfo(0x7e, 'ethereum', extraOf('op-mainnet-deposit-tx')).known).toBe(false);
  });

  it('ZKsync: 0x71 is EIP-712, 0xff an L1 priority transaction; named even when the network is unknown (no one else uses them)', () => {
    expect(transactionTypeInfo(0x71, dialectOf(324n)).name).toBe('EIP-712 (ZKsync)');
    expect(transactionTypeInfo(0xff, dialectOf(324n)).name).toBe('L1 priority (ZKsync)');
    expect(transactionTypeInfo(0xff, null).name).toBe('L1 priority (ZKsync)');
    expect(transactionTypeInfo(0xff, dialectOf(10n)).name).toBe('Unknown');
  });

  it('Celo: CIP-64 (0x7b), CIP-42 (0x7c), CIP-66 (0x7a)', () => {
    const celo = dialectOf(42220n);
    expect(transactionTypeInfo(0x7b, celo).name).toBe('CIP-64 (Celo fee currency)');
    expect(transactionTypeInfo(0x7c, celo).name).toBe('CIP-42 (Celo, retired)');
    expect(transactionTypeInfo(0x7a, celo).name).toBe('CIP-66 (Celo)');
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
    expect(transactionTypeInfo(0x6a, dialectOf(421614n)).name).toBe('Internal (Arbitrum)');
  });
});

describe('transaction type tooltips', () => {
  it('every known type says what it adds, each in its own words', () => {
    const known: Array<[number, TransactionDialect | null]> = [
      [0, null],
      [1, null],
      [2, null],
      [3, null],
      [4, null],
      [0x7e, 'op-stack'],
      [0x7e, 'mantle'],
      [0x7e, 'scroll'],
      [0x7b, 'celo'],
      [0x7c, 'celo'],
      [0x6a, 'arbitrum'],
      [0x71, 'zksync'],
      [0xff, 'zksync'],
    ];
    const infos = known.map(([t, d]) => transactionTypeInfo(t, d));
    for (const info of infos) expect(info.description, info.name).toMatch(/^[A-Z][a-z].{10,}/);
    expect(new Set(infos.map((i) => i.description)).size).toBe(infos.length);
    expect(transactionTypeInfo(3n, null).description).toContain('Blob');
    expect(transactionTypeInfo(0x7en, 'op-stack').description).toContain('L1');
    expect(transactionTypeInfo(0x7en, 'mantle').description).toContain('ethValue');
  });
});

describe('what a 0x7e is: one answer for the name, the rows and the hash', () => {
  it('the network decides: OP-stack deposit (OP Mainnet, Base, opBNB, Celo), Mantle deposit, Scroll L1 message, none elsewhere', () => {
    const any = { type: 0x7en, extra: { sourceHash: `0x${'11'.repeat(32)}`, queueIndex: '0x1', ethValue: '0x0' } };
    for (const chain of [10n, 8453n, 204n, 42220n]) expect(kindOf0x7e(any, dialectOf(chain))).toBe('op-stack-deposit');
    expect(kindOf0x7e(any, dialectOf(5000n))).toBe('mantle-deposit');
    expect(kindOf0x7e(any, dialectOf(534352n))).toBe('scroll-l1-message');
    for (const chain of [1n, 56n, 42161n, 324n, 59144n]) expect(kindOf0x7e(any, dialectOf(chain))).toBeNull();
  });

  it('a type other than 0x7e is none of them, whatever its fields and network', () => {
    const deposit = { type: 0x7en, extra: { sourceHash: `0x${'11'.repeat(32)}` } };
    for (const type of [0n, 2n, 0x7dn, 0x7fn]) {
      expect(kindOf0x7e({ ...deposit, type }, 'op-stack')).toBeNull();
      expect(kindOf0x7e({ ...deposit, type }, null)).toBeNull();
    }
  });

  const only = (extra: Record<string, unknown>) => ({ type: 0x7en, extra });

  it('no network: a sourceHash is a deposit (Mantle’s with ethValue), a queueIndex alone an L1 message, neither nothing', () => {
    const sourceHash = `0x${'11'.repeat(32)}`;
    expect(kindOf0x7e(only({ sourceHash }), null)).toBe('op-stack-deposit');
    expect(kindOf0x7e(only({ sourceHash, ethValue: '0x0' }), null)).toBe('mantle-deposit');
    expect(kindOf0x7e(only({ sourceHash, queueIndex: '0x1' }), null)).toBe('op-stack-deposit');
    expect(kindOf0x7e(only({ queueIndex: '0x0' }), null)).toBe('scroll-l1-message');
    expect(kindOf0x7e(only({ sourceHash: null, queueIndex: null }), null)).toBeNull();
    expect(kindOf0x7e(only({}), null)).toBeNull();
  });
});
