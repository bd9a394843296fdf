/**
 * Settings: which network to assume when nothing names one: not the provider's host name, nor the
 * endpoint (it does not serve eth_chainId), nor the transaction (e.g. a deposit, which carries no
 * chain id) — the four-method service reached by a full RPC URL.
 */
import { useSyncExternalStore } from 'react';
import { networkStore } from '../../data/stores/network-store.ts';
import { NETWORKS } from '../../domain/network/networks.ts';
import { parseNetworkChoice, serializeNetworkChoice } from '../../domain/network/resolve-network.ts';

export function NetworkChoiceSettings() {
  const choice = useSyncExternalStore(networkStore.subscribe, networkStore.choice);
  return (
    <section className="mt-8" data-testid="network-choice">
      <h2 className="text-lg font-semibold">Network</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Hexray names the network from the provider’s host name (e.g.{' '}
        <span className="font-mono">opbnb-mainnet.infura.io</span>), else from the endpoint’s own chain id (where it
        serves <span className="font-mono">eth_chainId</span>), else from the transaction’s. When none does, it uses
        this choice; an unknown network shows amounts in “native units”.
      </p>
      <label htmlFor="network-choice" className="mt-3 block text-sm font-medium">
        When nothing names the network
      </label>
      <select
        id="network-choice"
        className="mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900"
        value={serializeNetworkChoice(choice)}
        onChange={(event) => networkStore.setChoice(parseNetworkChoice(event.target.value))}
      >
        <option value="auto">Unknown network (amounts in native units)</option>
        {NETWORKS.map((network) => (
          <option key={network.chainId.toString()} value={network.chainId.toString()}>
            {network.name} — chain {network.chainId.toString()} ({network.symbol})
          </option>
        ))}
      </select>
    </section>
  );
}
