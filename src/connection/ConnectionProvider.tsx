/**
 * Holds the current connection and the one RPC client built from it. Pages read the client through
 * `useConnection()`; they never build endpoints or JSON-RPC bodies themselves.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { RpcClient, RpcEndpoint } from '../rpc/index.ts';
import { createLazyRpcClient } from '../rpc/lazy-client.ts';
import { exchangeLog } from '../data/exchange-log.ts';
import { endpointId, loadConnection, saveConnection, type Connection, type ConnectionSettings, type Transport } from './connection.ts';
import { fetchDevnetPreset, type DevnetPreset } from './devnet-preset.ts';

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
  connect(settings: ConnectionSettings): void;
}

const ConnectionContext = createContext<ConnectionState | null>(null);

export function toEndpoint(connection: Connection): RpcEndpoint {
  return connection.kind === 'provider'
    ? { base: connection.base, apiKey: connection.apiKey, transport: connection.transport }
    : { url: connection.url };
}

export function createClientFor(connection: Connection): RpcClient {
  return createLazyRpcClient(toEndpoint(connection), {
    WebSocket: globalThis.WebSocket,
    onExchange: exchangeLog.record,
    onExchangeStart: exchangeLog.record,
  });
}

export function devnetSettings(preset: DevnetPreset, transport: Transport = 'http'): ConnectionSettings {
  return { connection: { kind: 'provider', base: preset.base, apiKey: preset.apiKey, transport }, remember: false, source: 'devnet' };
}

export function ConnectionProvider({ children }: { children: ReactNode }) {
  const [remembered] = useState(() => loadConnection());
  const [settings, setSettings] = useState<ConnectionSettings | null>(() => (remembered?.complete ? remembered.settings : null));
  const [devnet, setDevnet] = useState<DevnetPreset | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let cancelled = false;
    void fetchDevnetPreset().then((preset) => {
      if (cancelled) return;
      setDevnet(preset);
      // With nothing remembered, a local devnet is the sensible default: it is what `npm start` runs.
      if (preset && (!remembered || remembered.settings.source === 'devnet')) {
        const transport = remembered?.settings.connection.kind === 'provider' ? remembered.settings.connection.transport : 'http';
        setSettings(devnetSettings(preset, transport));
      }
      setLoading(false);
    });
    return () => {
      cancelled = true;
    };
  }, [remembered]);

  const client = useMemo(() => {
    if (!settings) return null;
    try {
      return createClientFor(settings.connection);
    } catch {
      // an endpoint the wire refuses (storage can be edited by hand): shown as "not connected",
      // never a blank page; the settings form, prefilled with it, explains what is wrong
      return null;
    }
  }, [settings]);
  useEffect(() => () => client?.close(), [client]);

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

export function useConnection(): ConnectionState {
  const state = useContext(ConnectionContext);
  if (!state) throw new Error('useConnection must be used inside <ConnectionProvider>');
  return state;
}
