/**
 * The two integer widths the spec's arguments have: 32-byte words (storage slots and values,
 * quantities) and 64-bit numbers (block numbers, transaction indexes).
 */

export const MAX_UINT256 = (1n << 256n) - 1n;

export const MAX_UINT64 = (1n << 64n) - 1n;
