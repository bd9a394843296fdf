import { TRUST_WORDS, type NameTrust } from '../../domain/abi/name-trust.ts';

/**
 * Where a name came from, beside the name. A trusted source (the person's ABI, a verified contract,
 * the built-in table) is a quiet filled badge naming it; a guess from a signature database must
 * look like one — dashed, italic, the word "guessed" — because anyone can submit a signature and
 * four bytes collide.
 */
export function NameSourceMark({ trust, source }: { trust?: NameTrust | undefined; source?: string | undefined }) {
  if (trust === 'guessed')
    return (
      <span
        className="rounded border border-dashed border-amber-600 px-1.5 py-0.5 text-[11px] text-amber-800 italic dark:border-amber-400 dark:text-amber-300"
        title="Anyone can submit a signature to a database, and selectors collide: this name is a guess"
        data-testid="name-source"
        data-trust="guessed"
      >
        {TRUST_WORDS.guessed}
      </span>
    );
  const words = source ?? (trust ? TRUST_WORDS[trust] : undefined);
  if (words === undefined) return null;
  return (
    <span
      className="rounded bg-emerald-100 px-1.5 py-0.5 text-[11px] text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200"
      title={trust && TRUST_WORDS[trust]}
      data-testid="name-source"
      data-trust={trust}
    >
      {words}
    </span>
  );
}
