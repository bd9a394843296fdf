/** EIP-55 mixed-case checksum: how addresses are shown, and how a typed address can be verified. */

import { keccak_256 } from '@noble/hashes/sha3.js';
import { isAddress, type Address } from './hex.ts';
import { encodeUtf8 } from './utf8.ts';

export function checksumAddress(address: Address): Address {
  const lower = address.slice(2).toLowerCase();
  const hash = keccak_256(encodeUtf8(lower));
  let out = '0x';
  for (let i = 0; i < 40; i++) {
    const nibble = (hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 0xf;
    out += nibble >= 8 ? lower[i]!.toUpperCase() : lower[i];
  }
  return out as Address;
}

/** True for all-lowercase or all-uppercase addresses (no checksum given) and for a correct checksum. */
export function hasValidChecksum(address: string): boolean {
  if (!isAddress(address)) return false;
  const body = address.slice(2);
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true;
  return checksumAddress(address) === address;
}
