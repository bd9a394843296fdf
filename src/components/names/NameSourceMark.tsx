import { TRUST_WORDS, type NameTrust } from '../../domain/abi/name-trust.ts';

/**
 * Where a name came from, beside the name: the source's own words (`source`, e.g. "verified on
 * Sourcify, full match") or the trust's (TRUST_WORDS), with the trust on hover.
 */
export function NameSourceMark({ trust, source }: { trust: NameTrust; source?: string }) {
  return (
    <span
      className="rounded bg-emerald-100 px-1.5 py-0.5 text-[11px] text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200"
      title={TRUST_WORDS[trust]}
      data-testid="name-source"
      data-trust={trust}
    >
      {source ?? TRUST_WORDS[trust]}
    </span>
  );
}
