/**
 * Mapping slots in bulk, not used by the app: the benchmark (test/bench/slots.ts) measures it
 * against viem, and tests check it agrees with `mappingSlot`. It shares nothing with the
 * step-by-step derivations in storage-slots.ts: one reused buffer, no validation beyond lengths, no steps.
 */

import { keccak_256 } from '@noble/hashes/sha3.js';
import { SlotInputError } from '../../src/domain/storage/slot-input.ts';

const fastBuffer = new Uint8Array(64);

/**
 * keccak256(key . slot) for a key already encoded to 32 bytes — the bulk path (no validation
 * beyond lengths, no steps, one reused 64-byte buffer). Returns a fresh 32-byte hash.
 */
export function mappingSlotFast(keyBytes32: Uint8Array, slotBytes32: Uint8Array): Uint8Array {
  if (keyBytes32.length !== 32 || slotBytes32.length !== 32) {
    throw new SlotInputError('key', 'mappingSlotFast takes a 32-byte key and a 32-byte slot');
  }
  fastBuffer.set(keyBytes32, 0);
  fastBuffer.set(slotBytes32, 32);
  return keccak_256(fastBuffer);
}
