/**
 * What an address's code (eth_getCode) says of it: nothing (no code: an account, not a contract),
 * or code of a size and a keccak-256 hash — the hash is what `EXTCODEHASH` returns and what
 * explorers compare to find the same contract deployed twice. An EIP-7702 account has code too:
 * exactly `0xef0100` and the address it delegates to, which is a fact of the bytes, not a guess.
 */
import { keccak_256 } from '@noble/hashes/sha3.js';
import { checksumAddress } from './address-checksum.ts';
import { bytesToHex, hexToBytes, type Address, type Hash, type Hex } from './hex.ts';

export interface CodeFacts {
  /** bytes of runtime code */
  size: number;
  /** keccak-256 of the code */
  hash: Hash;
  /** an EIP-7702 delegation's target (checksummed), else null */
  delegatesTo: Address | null;
}

const EIP7702_DELEGATION = /^0xef0100([0-9a-f]{40})$/i;

/** The code's facts, or null for an address without code. */
export function codeFacts(code: Hex): CodeFacts | null {
  if (code === '0x') return null;
  const bytes = hexToBytes(code);
  const target = EIP7702_DELEGATION.exec(code)?.[1];
  return {
    size: bytes.length,
    hash: bytesToHex(keccak_256(bytes)),
    delegatesTo: target === undefined ? null : checksumAddress(`0x${target}`),
  };
}
