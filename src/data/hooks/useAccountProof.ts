/**
 * An account (and some of its slots) proved at one block: the block's header and eth_getProof at
 * that block's number, then the check (domain/proof/prove-account.ts). A read at a tag is
 * resolved to a number once, by the tag's header, and the proof is asked at that number, so the
 * header and the proof speak of the same block; a read at a number asks both together (one batch).
 */
import { useMemo } from 'react';
import { bigIntToQuantity } from '../../domain/hex.ts';
import { proveAccount, type AccountProofOutcome } from '../../domain/proof/prove-account.ts';
import { optionalQuery } from '../queries/optional-queries.ts';
import { useEndpoint } from './useEndpoint.ts';
import { useEndpointFacts } from './useEndpointFacts.ts';
import { useNetwork } from './useNetwork.ts';
import { useOptionalRead, type Read } from './useRead.ts';

/** The block a value is read at: its number when known, else the tag the wire sends. */
export interface ProofBlock {
  wire: string;
  number: bigint | null;
}

/** `absent`: the endpoint serves no eth_getProof (or no blocks): what it says is its word alone. */
export type ProofRead = Read<AccountProofOutcome>;

/** Blocks for the header; the same entry serves the block page, so its cache is shared. */
const BY_NUMBER = 'eth_getBlockByNumber';

/** `block` null: nothing to prove (the page's read is not valid). */
export function useAccountProof(address: string, slots: readonly bigint[], block: ProofBlock | null): ProofRead {
  const endpoint = useEndpoint();
  const dialect = useNetwork().network?.dialect ?? null;
  const { serves } = useEndpointFacts();
  // the four-method gateway, once known: nothing is sent, the value stays the endpoint's word
  const wanted = block !== null && serves('eth_getProof') !== false;
  const tag = block !== null && block.number === null ? block.wire : null;
  const tagHeader = useOptionalRead(BY_NUMBER, {
    ...optionalQuery(endpoint, BY_NUMBER, tag ?? 'latest'),
    enabled: endpoint !== null && wanted && tag !== null,
  });
  const resolved = tagHeader.status === 'done' ? (tagHeader.data?.number ?? null) : null;
  const number = block?.number ?? resolved;
  const at = number === null ? '0x0' : bigIntToQuantity(number);
  const numberHeader = useOptionalRead(BY_NUMBER, {
    ...optionalQuery(endpoint, BY_NUMBER, at),
    enabled: endpoint !== null && wanted && block?.number !== null && block?.number !== undefined,
  });
  const proof = useOptionalRead('eth_getProof', {
    ...optionalQuery(endpoint, 'eth_getProof', address, slots, at),
    enabled: endpoint !== null && wanted && number !== null,
  });
  const header = tag !== null ? tagHeader : numberHeader;
  const headerData = header.status === 'done' ? header.data : undefined;
  const proofData = proof.status === 'done' ? proof.data : undefined;
  // checked once per answer, not per render
  const outcome = useMemo(
    () => (headerData && proofData ? proveAccount(headerData, proofData, dialect) : null),
    [headerData, proofData, dialect],
  );
  if (!wanted) return { status: 'absent' };
  if (header.status === 'absent' || proof.status === 'absent') return { status: 'absent' };
  if (header.status === 'error') return header;
  if (proof.status === 'error') return proof;
  // a block the endpoint no longer has: no header, so no state root to prove against
  if (header.status === 'done' && header.data === null) return { status: 'absent' };
  return outcome === null ? { status: 'pending' } : { status: 'done', data: outcome };
}
