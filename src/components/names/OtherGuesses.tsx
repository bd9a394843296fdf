import type { OtherCandidate } from '../../domain/abi/guessed-signatures.ts';

/** Beside a guessed name: the other signatures the database knows for the selector, and whether each fits. */
export function OtherGuesses({ others }: { others: readonly OtherCandidate<{ signature: string }>[] | undefined }) {
  if (!others || others.length === 0) return null;
  return (
    <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="other-guesses">
      Also known for this selector:{' '}
      {others.map((other, i) => (
        <span key={i}>
          {i > 0 && '; '}
          <span className="font-mono">{other.signature.signature}</span>{' '}
          {other.fits ? '(fits the data too)' : '(does not fit the data)'}
        </span>
      ))}
    </p>
  );
}
