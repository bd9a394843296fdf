import { useQuery } from '@tanstack/react-query';
import { bigIntToQuantity } from '../../domain/hex.ts';
import type { Transaction } from '../../domain/transaction.ts';
import { revertReasonFromRpcError, type RevertReason } from '../../domain/revert-reason.ts';
import type { ErrorTable } from '../../domain/abi/signature.ts';
import { optionalQuery } from '../../data/queries/optional-queries.ts';
import { useEndpoint } from '../../data/hooks/useEndpoint.ts';
import { useEndpointFacts } from '../../data/hooks/useEndpointFacts.ts';
import { RpcResponseError } from '../../rpc/errors.ts';
import { saysMethodNotServed } from '../../rpc/method-absence.ts';

/** What replaying a failed transaction with eth_call found. */
export type Replay =
  | { state: 'cannot'; why: string }
  | { state: 'not-served' }
  /** nothing to replay it on: the record was shown without an endpoint (a snapshot link) */
  | { state: 'no-endpoint' }
  | { state: 'replaying'; block: bigint }
  | { state: 'reason'; reason: RevertReason; block: bigint }
  /** the replay ran through: the state the transaction met differed from the block before's */
  | { state: 'no-revert'; block: bigint }
  /** the replay failed without a revert (out of gas, the block's state no longer served, …) */
  | { state: 'failed'; error: unknown; block: bigint };

/** The block a replay runs on: the one before the transaction's; null for a pending one or block 0's. */
export function replayBlock(tx: Pick<Transaction, 'blockNumber'>): bigint | null {
  return tx.blockNumber !== null && tx.blockNumber > 0n ? tx.blockNumber - 1n : null;
}

/**
 * What the replay says, from what is known of the endpoint (`served`: eth_call served, null while
 * unknown; `connected`: there is one to ask) and the state of its call: the words of the revert
 * box, decided apart from React.
 */
export function replayFrom(
  tx: Pick<Transaction, 'to' | 'blockNumber'>,
  served: boolean | null,
  call: { isPending: boolean; isSuccess: boolean; error: unknown },
  errors: ErrorTable,
  connected = true,
): Replay {
  const parent = replayBlock(tx);
  if (served === false) return { state: 'not-served' };
  if (tx.to === null) return { state: 'cannot', why: 'A failed contract creation has no contract to call again.' };
  if (parent === null) return { state: 'cannot', why: 'It is not in a block after the first.' };
  // the call is never sent: without this, the box would say "replaying" for good
  if (!connected) return { state: 'no-endpoint' };
  if (call.isPending) return { state: 'replaying', block: parent };
  if (call.isSuccess) return { state: 'no-revert', block: parent };
  const error = call.error;
  if (saysMethodNotServed(error)) return { state: 'not-served' };
  if (error instanceof RpcResponseError) {
    const reason = revertReasonFromRpcError(
      { code: error.code, message: error.providerMessage, data: error.data },
      errors,
    );
    if (reason) return { state: 'reason', reason, block: parent };
  }
  return { state: 'failed', error, block: parent };
}

/**
 * Replays a failed transaction as a call (`from`, `to`, `input`, `value`, `gas`) on the state of
 * the block before its own, where the endpoint serves eth_call, and names the revert data.
 * Costs one eth_call, once (a call at a block number never changes); nothing when not served.
 */
export function useRevertReplay(tx: Transaction, failed: boolean, errors: ErrorTable): Replay {
  const endpoint = useEndpoint();
  const served = useEndpointFacts().serves('eth_call');
  const parent = replayBlock(tx);
  const replayable = failed && tx.to !== null && parent !== null && served !== false;
  const query = useQuery({
    ...optionalQuery(
      endpoint,
      'eth_call',
      { from: tx.from, to: tx.to ?? tx.from, data: tx.input, value: tx.value, gas: tx.gas },
      bigIntToQuantity(parent ?? 0n),
    ),
    enabled: endpoint !== null && replayable,
  });
  return replayFrom(tx, served, query, errors, endpoint !== null);
}
