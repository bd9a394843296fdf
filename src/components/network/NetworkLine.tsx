import { Link } from 'react-router';
import { networkByChainId } from '../../domain/network/networks.ts';
import { describeNetworkSource, type ResolvedNetwork } from '../../domain/network/resolve-network.ts';
import { settingsURL } from '../../routes/urls.ts';

/** The chain a transaction names, by name when the registry lists it. */
function chainName(chainId: bigint): string {
  const network = networkByChainId(chainId);
  return network ? `${network.name} (chain ${chainId.toString()})` : `chain ${chainId.toString()}`;
}

/**
 * Which network the page thinks it is on, and why; a link to Settings when it cannot tell; a note
 * when the transaction names another chain than the endpoint does (one of them is not what it seems).
 */
export function NetworkLine({ resolved }: { resolved: ResolvedNetwork }) {
  const { network, chainId, transactionDisagrees } = resolved;
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
        {/* the host name is the endpoint's own word; a snapshot's network is the link's, not the viewer's to choose */}
        {resolved.source !== 'host' && resolved.source !== 'snapshot' && (
          <>
            {' · '}
            <Link to={settingsURL()} className="text-sky-700 underline dark:text-sky-400">
              choose
            </Link>
          </>
        )}
      </span>
      {transactionDisagrees !== undefined && (
        <span
          className="text-xs text-amber-800 dark:text-amber-300"
          data-testid="network-disagreement"
          data-chain-id={transactionDisagrees.toString()}
        >
          but the transaction is signed for {chainName(transactionDisagrees)}
        </span>
      )}
    </span>
  );
}
