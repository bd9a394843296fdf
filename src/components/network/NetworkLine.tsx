import { Link } from 'react-router';
import { describeNetworkSource, type ResolvedNetwork } from '../../domain/resolve-network.ts';
import { settingsURL } from '../../routes/urls.ts';

/** Which network the page thinks it is on, and why; a link to Settings when it cannot tell. */
export function NetworkLine({ resolved }: { resolved: ResolvedNetwork }) {
  const { network, chainId } = resolved;
  return (
    <span
      className="inline-flex flex-wrap items-baseline gap-x-2 text-sm"
      data-testid="network"
      data-chain-id={chainId?.toString() ?? ''}
    >
      {network ? (
        <span className="font-medium">
          {network.name} <span className="text-slate-500">· {network.symbol}</span>
          {network.family === 'op-stack' && (
            <span className="ml-2 rounded bg-sky-100 px-1.5 py-0.5 text-xs font-medium text-sky-800 dark:bg-sky-900/50 dark:text-sky-200">
              OP stack
            </span>
          )}
        </span>
      ) : (
        <span className="font-medium">
          {chainId !== null ? `Unknown network (chain ${chainId.toString()})` : 'Unknown network'} · amounts in native
          units
        </span>
      )}
      <span className="text-xs text-slate-500">
        {describeNetworkSource(resolved)}
        {resolved.source !== 'host' && (
          <>
            {' · '}
            <Link to={settingsURL()} className="text-sky-700 underline dark:text-sky-400">
              choose
            </Link>
          </>
        )}
      </span>
    </span>
  );
}
