/**
 * The transaction types a re-execution can run: the ones EthereumJS builds (0x0–0x4) and the
 * deposit (0x7e: OP-stack's, Mantle's; Scroll's L1 message), which reexecute.ts runs as a call
 * that pays no gas, after crediting its `mint` where it has one. Apart from
 * the engine, so the page can say what it cannot run without loading the EVM.
 */
const ETHEREUM_TYPES: ReadonlySet<bigint> = new Set([0n, 1n, 2n, 3n, 4n]);
export const DEPOSIT_TYPE = 0x7en;

export function isReplayable(type: bigint): boolean {
  return ETHEREUM_TYPES.has(type) || type === DEPOSIT_TYPE;
}
