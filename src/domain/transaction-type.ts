/** Human names of transaction types (EIP-2718 envelopes). Unknown types are shown, never rejected. */

export interface TransactionTypeInfo {
  /** `Legacy`, `EIP-1559`, `Deposit (OP stack)`, … or `type 0x64` when unknown. */
  name: string;
  /** What the type adds, for a tooltip; null when unknown. */
  description: string | null;
  known: boolean;
}

const KNOWN: ReadonlyMap<bigint, { name: string; description: string }> = new Map([
  [0n, { name: 'Legacy', description: 'Gas price and v/r/s signature, before typed transactions' }],
  [1n, { name: 'EIP-2930', description: 'Access list transaction' }],
  [2n, { name: 'EIP-1559', description: 'Fee market: max fee and priority fee per gas' }],
  [3n, { name: 'EIP-4844', description: 'Blob transaction' }],
  [4n, { name: 'EIP-7702', description: 'Set-code transaction with an authorization list' }],
  // OP stack (OP Mainnet, Base, opBNB, …): not an Ethereum type, but unambiguous where it occurs
  [
    0x7en,
    {
      name: 'Deposit (OP stack)',
      description: 'Made on L1 and included by the rollup: sourceHash, mint, no signature',
    },
  ],
]);

export function transactionTypeInfo(type: bigint | number): TransactionTypeInfo {
  const t = BigInt(type);
  const known = KNOWN.get(t);
  return known ? { ...known, known: true } : { name: `type 0x${t.toString(16)}`, description: null, known: false };
}

export function transactionTypeName(type: bigint | number): string {
  return transactionTypeInfo(type).name;
}
