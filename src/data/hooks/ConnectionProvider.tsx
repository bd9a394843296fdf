/**
 * Holds the current connection and the one RPC client built from it. Pages read the client through
 * `useConnection()`; they never build endpoints or JSON-RPC bodies themselves.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { RpcClient } from '../../rpc/client.ts';
import { exchangeLog } from '../stores/exchange-log.ts';
import { appClientFor } from '../client/client-registry.ts';
import { endpointId, loadConnection, saveConnection, type ConnectionSettings } from '../../connection/connection.ts';
import type { DevnetPreset } from '../../connection/devnet-preset.ts';
import type { ResolvedNetwork } from '../../domain/network/resolve-network.ts';
import { devnetPresetIfArrived, devnetPresetOnce, settingsWithPreset } from '../client/start-connection.ts';

export interface ConnectionState {
  /** null until a complete connection is known (e.g. the key was not remembered) */
  settings: ConnectionSettings | null;
  /** a remembered connection that still lacks its key, to prefill the settings form */
  draft: ConnectionSettings | null;
  client: RpcClient | null;
  endpointId: string | null;
  devnet: DevnetPreset | null;
  /** true while the devnet preset is being looked up at start */
  loading: boolean;
  /** inside WithoutEndpoint: the network of the record shown, which every part of it takes (useNetwork) */
  recordNetwork?: ResolvedNetwork;
  connect(settings: ConnectionSettings): void;
}

const ConnectionContext = createContext<ConnectionState | null>(null);

export { createClientFor } from '../client/client-registry.ts';

export { devnetSettings } from '../client/start-connection.ts';

export function ConnectionProvider({ children }: { children: ReactNode }) {
  const [remembered] = useState(() => loadConnection());
  // already here when the first render waited for a cold link's answer (main.tsx)
  const [arrived] = useState(() => devnetPresetIfArrived());
  const [settings, setSettings] = useState<ConnectionSettings | null>(() =>
    arrived ? settingsWithPreset(remembered, arrived.preset) : remembered?.complete ? remembered.settings : null,
  );
  const [devnet, setDevnet] = useState<DevnetPreset | null>(arrived?.preset ?? null);
  const [loading, setLoading] = useState(!arrived);

  useEffect(() => {
    if (arrived) return;
    let cancelled = false;
    // the same fetch the boot code started (main.tsx): one request per load
    void devnetPresetOnce().then((preset) => {
      if (cancelled) return;
      setDevnet(preset);
      if (preset) setSettings(settingsWithPreset(remembered, preset));
      setLoading(false);
    });
    return () => {
      cancelled = true;
    };
  }, [remembered, arrived]);

  const client = useMemo(() => {
    if (!settings) return null;
    try {
      // the same client on every render and remount (StrictMode): see client-registry.ts
      return appClientFor(settings.connection);
    } catch {
      // an endpoint the wire refuses (storage can be edited by hand): shown as "not connected",
      // never a blank page; the settings form, prefilled with it, explains what is wrong
      return null;
    }
  }, [settings]);

  const connect = useCallback((next: ConnectionSettings) => {
    saveConnection(next);
    exchangeLog.clear();
    setSettings(next);
  }, []);

  const value = useMemo<ConnectionState>(
    () => ({
      settings,
      draft: settings ?? (remembered?.settings.source === 'user' ? remembered.settings : null),
      client,
      endpointId: settings && client ? endpointId(settings.connection) : null,
      devnet,
      loading: loading && !settings,
      connect,
    }),
    [settings, remembered, client, devnet, loading, connect],
  );
  return <ConnectionContext.Provider value={value}>{children}</ConnectionContext.Provider>;
}

/**
 * A part of a page that shows a record it did not read from the endpoint (a snapshot link carries
 * its own): every hook inside sees no connection, so nothing there asks the connected endpoint —
 * which may be on another network — about the record, nor mixes its answers in (its head, a
 * token's decimals, a replayed revert, a proxy's slot); and the record's network, not the
 * connection's, is the one its parts name and look names up on. Connecting still works from inside.
 */
export function WithoutEndpoint({ network, children }: { network: ResolvedNetwork; children: ReactNode }) {
  const { connect } = useConnection();
  const value = useMemo<ConnectionState>(
    () => ({
      settings: null,
      draft: null,
      client: null,
      endpointId: null,
      devnet: null,
      loading: false,
      recordNetwork: network,
      connect,
    }),
    [network, connect],
  );
  return <ConnectionContext.Provider value={value}>{children}</ConnectionContext.Provider>;
}

export function useConnection(): ConnectionState {
  const state = useContext(ConnectionContext);
  if (!state) throw new Error('useConnection must be used inside <ConnectionProvider>');
  return state;
}
