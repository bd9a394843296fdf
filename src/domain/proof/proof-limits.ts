/**
 * The sizes no honest proof of a 32-byte key exceeds, shared by the answer's parser (which the
 * wire's registry loads on every page that reads an optional method, so it must not pull in the
 * proof walk) and the walk itself.
 */

/** A 32-byte key's path: 64 nibbles. At most one node per nibble, and the leaf. */
export const MAX_PROOF_NODES = 65;
/** A full branch: 16 hashes of 33 bytes, an empty value and the list's 3-byte header (and room). */
export const MAX_NODE_BYTES = 17 * 33 + 3;

/**
 * A block's items a transactions or receipts root is rebuilt from, at most: more than any block
 * holds (30M gas of 21,000-gas transfers is 1,428), a bound on the answer read and the work.
 */
export const MAX_TRIE_ITEMS = 20_000;

/**
 * A receipts trie's leaf holds the whole receipt, logs and all. A snapshot link carries at most
 * 32 KB of deflated text; a leaf larger than this comes from no link Hexray writes.
 */
export const MAX_RECEIPT_LEAF_BYTES = 1024 * 1024;
