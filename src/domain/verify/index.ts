/**
 * The secp256k1 half of the verification (transaction envelopes, sender and EIP-7702 authority
 * recovery), loaded with a dynamic import by the components that show it: the first page and the
 * route chunks never carry it. Receipt checks need no curve and are imported directly.
 */
export { verifyTransaction } from './verify-transaction.ts';
export { recoverAuthority } from './authority.ts';
