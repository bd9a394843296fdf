/**
 * Where a proxy's code lives, read without `eth_call` where possible.
 *
 * Use from the address page:
 *
 *   // eth_getStorageAt(address, ERC1967_SLOTS.implementation) and .beacon, in the same batch as the page's reads
 *   const implementation = implementationFromSlotWord(word);     // none | address | not an address
 *   // a beacon: eth_call { to: beacon, data: BEACON_IMPLEMENTATION_CALLDATA } → decodeBeaconImplementation(result)
 *   // eth_getCode(address) → eip1167Target(code): the clone's target, or null
 *
 * ERC-1967 slots need only `eth_getStorageAt`, so they work on the four methods; the beacon's
 * `implementation()` needs `eth_call`. The slots are derived in one place (storage-slots.ts, which
 * the slot calculator shows step by step) and equal the EIP's published values (tested).
 *
 * EIP-1167 minimal proxies are recognised only by their exact 45-byte runtime code: those bytes
 * always delegate every call to the address inside them, so the target is a fact, not a guess.
 * Other shapes are not recognised — ERC-7511's PUSH0 variant (a draft), 0age's and Solady's
 * shortened or immutable-args clones, or code that merely starts like a clone: their bytes differ,
 * and reading where arbitrary code delegates to would be disassembly, not recognition. Such a
 * contract shows as a contract with code, which is true.
 */

import { checksumAddress } from './address-checksum.ts';
import { CALL_SELECTORS } from './abi/common-signatures.ts';
import { isHash, type Address, type Hash, type Hex } from './hex.ts';
import { erc1967Slot, type Erc1967SlotKind } from './storage/storage-slots.ts';

/** ERC-1967's storage slots: `bytes32(uint256(keccak256("eip1967.proxy.<kind>")) - 1)`. */
export const ERC1967_SLOTS: Readonly<Record<Erc1967SlotKind, Hash>> = {
  implementation: erc1967Slot('implementation').slot,
  beacon: erc1967Slot('beacon').slot,
  admin: erc1967Slot('admin').slot,
};

/** The `eth_call` input of a beacon's `implementation()`. */
export const BEACON_IMPLEMENTATION_CALLDATA: Hex = CALL_SELECTORS.implementation;

/**
 * What a slot (or a returned word) holds: nothing (zero: not this kind of proxy, or never set), an
 * address (checksummed), or a word that is not an address (a high byte is set, or it is not a
 * 32-byte word at all): that contract uses the slot for something else.
 */
export type AddressWord =
  { kind: 'none' } | { kind: 'address'; address: Address } | { kind: 'not-an-address'; word: Hex };

/** An ERC-1967 slot's word → the address in its low 20 bytes. */
export function implementationFromSlotWord(word: Hex): AddressWord {
  if (!isHash(word) || !/^0x0{24}/.test(word)) return { kind: 'not-an-address', word };
  if (BigInt(word) === 0n) return { kind: 'none' };
  return { kind: 'address', address: checksumAddress(`0x${word.slice(26)}`) };
}

/** A beacon's `implementation()` result: one ABI word holding an address, read as a slot's word is. */
export function decodeBeaconImplementation(result: Hex): AddressWord {
  return implementationFromSlotWord(result);
}

const EIP1167_RUNTIME = /^0x363d3d373d3d3d363d73([0-9a-f]{40})5af43d82803e903d91602b57fd5bf3$/i;

/** The target of an EIP-1167 minimal proxy, from its runtime code; null for any other code. */
export function eip1167Target(code: Hex): Address | null {
  const target = EIP1167_RUNTIME.exec(code)?.[1];
  return target === undefined ? null : checksumAddress(`0x${target}`);
}
