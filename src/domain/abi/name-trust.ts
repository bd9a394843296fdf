/**
 * Where a name for a selector, an event or an error comes from, and how far it is trusted. When
 * sources disagree the more trusted one names the value, and the page says which source that was:
 * what the person pasted, then a contract's verified source (Sourcify), then the built-in
 * signatures, then a signature database (a guess: anyone can submit a signature, and selectors
 * collide).
 */
/** Most trusted first: tables are merged in this order (functionTable / eventTable keep the first). */
export type NameTrust = 'pasted' | 'verified' | 'built-in' | 'guessed';

/** The words shown beside a name. */
export const TRUST_WORDS: Record<NameTrust, string> = {
  pasted: 'from the ABI you pasted',
  verified: 'verified on Sourcify',
  'built-in': 'built-in signature',
  guessed: 'guessed from a signature database',
};
