/**
 * Human names of transaction types (EIP-2718 envelopes). Unknown types are shown, never rejected.
 * Ethereum's 0x0–0x4 mean the same everywhere; every other number belongs to a network's dialect
 * (networks.ts), and the same number can mean different things: 0x7e is an OP-stack deposit, a
 * Mantle deposit or a Scroll L1 message. So a name is asked for with the network's dialect.
 */
import type { TransactionDialect } from './networks.ts';

export interface TransactionTypeInfo {
  /** `Legacy`, `EIP-1559`, `Deposit (OP stack)`, … or `type 0x64` when unknown. */
  name: string;
  /** What the type adds, for a tooltip; null when unknown. */
  description: string | null;
  known: boolean;
  /** made by the chain itself, not by a user (Arbitrum's internal transactions) */
  system: boolean;
}

interface Entry {
  name: string;
  description: string;
  system?: boolean;
}

const ETHEREUM: ReadonlyMap<bigint, Entry> = new Map([
  [0n, { name: 'Legacy', description: 'Gas price and v/r/s signature, before typed transactions' }],
  [1n, { name: 'EIP-2930', description: 'Access list transaction' }],
  [2n, { name: 'EIP-1559', description: 'Fee market: max fee and priority fee per gas' }],
  [3n, { name: 'EIP-4844', description: 'Blob transaction' }],
  [4n, { name: 'EIP-7702', description: 'Set-code transaction with an authorization list' }],
]);

/**
 * What a type-0x7e transaction is: three networks use the number for three different things, each
 * with its own fields and its own hash encoding (op-geth, mantle op-geth, l2geth).
 */
export type Kind0x7e = 'op-stack-deposit' | 'mantle-deposit' | 'scroll-l1-message';

const KIND_0X7E: Record<Kind0x7e, Entry> = {
  'op-stack-deposit': {
    name: 'Deposit (OP stack)',
    description: 'Made on L1 and included by the rollup: sourceHash, mint, no signature',
  },
  'mantle-deposit': {
    name: 'Deposit (Mantle)',
    description:
      'Made on L1 and included by Mantle: sourceHash, mint (MNT), ethValue (bridged ETH, a token on Mantle), no signature',
  },
  'scroll-l1-message': {
    name: 'L1 message (Scroll)',
    description: 'Queued on L1 and included by Scroll: queueIndex and the L1 sender, no signature',
  },
};

/** Celo's L2 runs op-geth, so its 0x7e is the OP-stack deposit. */
const KIND_0X7E_BY_DIALECT: Record<TransactionDialect, Kind0x7e | null> = {
  ethereum: null,
  'op-stack': 'op-stack-deposit',
  mantle: 'mantle-deposit',
  celo: 'op-stack-deposit',
  scroll: 'scroll-l1-message',
  arbitrum: null,
  zksync: null,
};

/**
 * The one answer to "what is this 0x7e?": the network's dialect decides, and null means the
 * network defines no 0x7e. With no network known, the fields only one of them carries: a
 * sourceHash is a deposit (Mantle's when it carries ethValue), a queueIndex without one is
 * Scroll's L1 message; neither, null.
 */
export function kindOf0x7e(extra: Record<string, unknown>, dialect: TransactionDialect | null): Kind0x7e | null {
  if (dialect !== null) return KIND_0X7E_BY_DIALECT[dialect];
  if (extra.sourceHash !== undefined && extra.sourceHash !== null)
    return extra.ethValue === undefined ? 'op-stack-deposit' : 'mantle-deposit';
  if (extra.queueIndex !== undefined && extra.queueIndex !== null) return 'scroll-l1-message';
  return null;
}

/** Each dialect's own types beside 0x7e (kindOf0x7e), from its client's source (op-geth, mantle op-geth, celo op-geth, l2geth, nitro, zksync-era). */
const DIALECT_TYPES: Record<TransactionDialect, ReadonlyMap<bigint, Entry>> = {
  ethereum: new Map(),
  'op-stack': new Map(),
  mantle: new Map(),
  celo: new Map([
    [
      0x7bn,
      {
        name: 'CIP-64 (Celo fee currency)',
        description: 'Fees paid in the token named by feeCurrency, not in CELO (EIP-1559 fields)',
      },
    ],
    [
      0x7cn,
      {
        name: 'CIP-42 (Celo, retired)',
        description: 'Fee currency and a gateway fee on EIP-1559 fields; no longer accepted since Celo’s L2',
      },
    ],
    [
      0x7an,
      {
        name: 'CIP-66 (Celo)',
        description: 'Fees in a fee currency, capped by maxFeeInFeeCurrency',
      },
    ],
  ]),
  scroll: new Map(),
  arbitrum: new Map([
    [0x64n, { name: 'Deposit (Arbitrum)', description: 'ETH deposited from L1 through the inbox, no signature' }],
    [0x65n, { name: 'Unsigned (Arbitrum)', description: 'A call sent from L1 for an L1 account, no signature' }],
    [0x66n, { name: 'Contract (Arbitrum)', description: 'A call sent from an L1 contract (aliased sender)' }],
    [0x68n, { name: 'Retry (Arbitrum)', description: 'The redemption of a retryable ticket' }],
    [0x69n, { name: 'Submit retryable (Arbitrum)', description: 'Creates a retryable ticket submitted on L1' }],
    [
      0x6an,
      {
        name: 'Internal (Arbitrum)',
        description: 'Made by ArbOS itself (L1 block info, batch posting reports): a system transaction',
        system: true,
      },
    ],
    [0x78n, { name: 'Legacy (Arbitrum classic)', description: 'A transaction from before the Nitro upgrade' }],
  ]),
  zksync: new Map([
    [
      0x71n,
      {
        name: 'EIP-712 (ZKsync)',
        description: 'Signed as EIP-712 typed data, with a paymaster and factory deps: ZKsync’s own type',
      },
    ],
    [0xffn, { name: 'L1 priority (ZKsync)', description: 'Sent from L1 through the priority queue, no signature' }],
  ]),
};

const DIALECTS = Object.keys(DIALECT_TYPES) as TransactionDialect[];

const info = (entry: Entry): TransactionTypeInfo => ({
  name: entry.name,
  description: entry.description,
  known: true,
  system: entry.system === true,
});

const unknown = (t: bigint, description: string | null = null): TransactionTypeInfo => ({
  name: `type 0x${t.toString(16)}`,
  description,
  known: false,
  system: false,
});

/**
 * `dialect` null: the network is unknown. A number only one dialect defines is still named; one
 * that several define differently says so rather than guess. `extra`: the transaction's own
 * fields, when known, which can tell a 0x7e apart on an unknown network.
 */
export function transactionTypeInfo(
  type: bigint | number,
  dialect: TransactionDialect | null,
  extra: Record<string, unknown> = {},
): TransactionTypeInfo {
  const t = BigInt(type);
  const ethereum = ETHEREUM.get(t);
  if (ethereum) return info(ethereum);
  if (t === 0x7en) {
    const kind = kindOf0x7e(extra, dialect);
    if (kind !== null) return info(KIND_0X7E[kind]);
    if (dialect !== null) return unknown(t);
    const candidates = Object.values(KIND_0X7E).map((m) => m.name);
    return unknown(t, `${candidates.join(', or ')}: the network decides which`);
  }
  if (dialect !== null) {
    const own = DIALECT_TYPES[dialect].get(t);
    return own ? info(own) : unknown(t);
  }
  // beside 0x7e no two dialects share a number: a number one of them defines is that one's
  const owners = DIALECTS.flatMap((d) => DIALECT_TYPES[d].get(t) ?? []);
  return owners.length === 1 ? info(owners[0]!) : unknown(t);
}
