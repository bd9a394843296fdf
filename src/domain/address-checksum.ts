/** EIP-55 mixed-case checksum: how addresses are shown. */

import { keccak_256 } from '@noble/hashes/sha3.js';
import type { Address } from './hex.ts';
import { encodeUtf8 } from './utf8.ts';

export function checksumAddress(address: Address): Address {
  const lower = address.slice(2).toLowerCase();
  const hash = keccak_256(encodeUtf8(lower));
  let out = '0x';
  for (let i = 0; i < 40; i++) {
    const nibble = (hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 0xf;
    out += nibble >= 8 ? lower.charAt(i).toUpperCase() : lower.charAt(i);
  }
  return out as Address;
}
