/**
 * What eth_getStorageAt answers, as Hexray reads it wherever it comes from: parsed once, at the
 * edge, from the wire and from this browser's archive alike, and taken on the endpoint's word
 * (the four methods carry no proof of state).
 */
import type { Hex } from '../hex.ts';
import { asWord } from '../parse-fields.ts';

/** The 32-byte word (a node may send it unpadded); a malformed value throws, naming the field. */
export const parseStorageValue = (raw: unknown): Hex => asWord(raw, 'storage value');

/** Why a storage word cannot be verified in the browser, where a transaction or receipt can be. */
export const STORAGE_VALUE_UNPROVABLE =
  'A storage value cannot be proved without eth_getProof: it is the endpoint’s word.';
