import type { Hex } from '../../domain/hex.ts';
import { formatCount } from '../../domain/units.ts';
import { CopyButton } from '../CopyButton.tsx';

/**
 * A contract creation's input: init code, never a function call (its first bytes are opcodes, not
 * a selector). Shown raw with its size; constructor arguments ride at the end, ABI-encoded, but
 * where they start cannot be told from the input alone.
 */
export function InitCodeView({ input }: { input: Hex }) {
  const bytes = (input.length - 2) / 2;
  const lines = input.slice(2).match(/.{1,64}/g) ?? [];
  return (
    <section data-testid="init-code">
      <div className="mb-2 flex flex-wrap items-center gap-3">
        <h2 className="text-sm font-semibold">Init code (contract creation)</h2>
        <span className="text-xs text-slate-500" data-testid="init-code-size" data-bytes={bytes}>
          {formatCount(bytes)} bytes
        </span>
      </div>
      <p className="mb-2 text-xs text-slate-600 dark:text-slate-400" data-testid="init-code-note">
        This input is the code that builds the contract, run once; what it returns becomes the contract’s code.
        Constructor arguments, if any, are ABI-encoded and appended after it; where they begin is known only from the
        compiled bytecode’s length.
      </p>
      <div className="relative rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900">
        {bytes === 0 ? (
          <p className="text-sm text-slate-500">Empty init code: the created account has no code.</p>
        ) : (
          <>
            <div className="absolute top-3 right-3">
              <CopyButton value={input} label="Copy init code" />
            </div>
            <pre className="max-h-80 overflow-auto pr-6 font-mono text-xs leading-5 break-all whitespace-pre-wrap">
              {lines.join('\n')}
            </pre>
          </>
        )}
      </div>
    </section>
  );
}
