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

/**
 * What is wrong with the case of a 0x + 40 hex digit address, or null when nothing is. EIP-55
 * writes the checksum into the case of the letters: all-lowercase and all-uppercase carry none and
 * are taken as they are; a mix that is not the checksum means a digit was mistyped or lost its case.
 */
export function checksumProblem(address: Address): string | null {
  const digits = address.slice(2);
  if (digits === digits.toLowerCase() || digits === digits.toUpperCase()) return null;
  if (checksumAddress(address) === address) return null;
  return 'The checksum does not match: probably a typo. The mix of capital and small letters (EIP-55) does not fit these digits: check the address against where it came from.';
}
