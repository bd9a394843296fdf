/**
 * What a snapshot can be trusted for, decided from the snapshot alone: no endpoint is asked, and
 * the viewer's own connection (maybe to another network) has no say in it.
 */
import { resolveNetwork, transactionChainId, type ResolvedNetwork } from '../network/resolve-network.ts';
import type { Verification } from '../verify/check.ts';
import type { Snapshot } from './snapshot-link.ts';

/**
 * The network the snapshot's record is on: the chain it was shared from (said as the snapshot's,
 * not an endpoint's: none was asked), else the transaction's own chain id.
 */
export function snapshotNetwork(snapshot: Snapshot): ResolvedNetwork {
  const resolved = resolveNetwork({
    endpointUrl: null,
    devnet: false,
    endpointChainId: null,
    snapshotChainId: snapshot.chain === 'unknown' ? null : BigInt(snapshot.chain),
    transactionChainId: transactionChainId(snapshot.transaction),
    seenChainId: null,
    choice: { kind: 'auto' },
  });
  // nothing names it (no chain kept, a pre-EIP-155 transaction): the link's word still, not a
  // choice in Settings, which has no say over a snapshot
  return resolved.source === 'none' ? { ...resolved, source: 'snapshot' } : resolved;
}

/**
 * Why the snapshot must be refused, or null, from its transaction's verification (verifyTransaction
 * on the snapshot's network; the caller loads the secp256k1 code lazily, as every page does). A
 * transaction whose fields do not hash to its hash, or whose signature was not made by its `from`,
 * was changed after it was shared: shown, it would pass for a record the endpoint never sent. A
 * check that cannot run (a type whose encoding is not known) refuses nothing: the page's
 * verification mark says it was not checked.
 */
export function snapshotRefusal(snapshot: Snapshot, { checks }: Verification): string | null {
  const hash = checks.find((check) => check.id === 'hash');
  if (hash?.status === 'fail') {
    const computed = hash.inputs.find((input) => input.label === 'Computed hash')?.value ?? '';
    return `This snapshot was changed: its transaction’s fields hash to ${computed}, not to the hash it names (${snapshot.transaction.hash}).`;
  }
  const sender = checks.find((check) => check.id === 'sender');
  if (sender?.status === 'fail') {
    return `This snapshot was changed: its transaction’s signature was not made by the sender it names (${snapshot.transaction.from}).`;
  }
  return null;
}
