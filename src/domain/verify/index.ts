/**
 * The in-browser verification, loaded with a dynamic import by the pages that show it: it brings
 * secp256k1, which the first page must not carry.
 */
export { verifyTransaction } from './verify-transaction.ts';
export { verifyReceipt } from './verify-receipt.ts';
export { recoverAuthority, type Authority } from './authority.ts';
export { verdict, type Check, type CheckStatus, type Verification } from './check.ts';
