/**
 * The values of the route manifest's fixed lookup arguments (`=name`), as the wire sends them. Used
 * by the cold-link lookups (cold-link-lookups.ts), index.html's boot script (build/cold-link-boot.ts)
 * and the pages that read the same words, so all three ask with the same query key and the same
 * request text. Apart from the manifest, which the first page carries: these need keccak.
 */
import { bigIntToQuantity } from '../domain/hex.ts';
import { ERC1967_SLOTS } from '../domain/proxy.ts';
import type { LookupConstant } from './manifest.ts';

/** A storage position as the storage page writes it: a quantity, no leading zeros (its query key). */
const position = (slot: string) => bigIntToQuantity(BigInt(slot));

export const LOOKUP_CONSTANTS: Readonly<Record<LookupConstant, string>> = {
  latest: 'latest',
  slot0: '0x0',
  erc1967Implementation: position(ERC1967_SLOTS.implementation),
  erc1967Beacon: position(ERC1967_SLOTS.beacon),
};
