import { CopyButton } from './CopyButton.tsx';

/**
 * The page's lookup as a Foundry `cast` command, copyable. The endpoint is `"$RPC_URL"`, never the
 * URL itself, so no key is ever copied.
 */
export function CastCommand({ command, label = 'Copy as cast' }: { command: string; label?: string }) {
  return (
    <div className="mb-3 flex items-center gap-1 text-xs text-slate-500" data-testid="cast-command">
      <span className="font-semibold">cast</span>
      <code className="min-w-0 truncate font-mono" title={command}>
        {command}
      </code>
      <CopyButton value={command} label={label} />
    </div>
  );
}
