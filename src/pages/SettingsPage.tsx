import { useState, type SubmitEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { devnetSettings, useConnection } from '../connection/ConnectionProvider.tsx';
import {
  forgetConnection,
  maskKey,
  type Connection,
  type ConnectionSettings,
  type Transport,
} from '../connection/connection.ts';
import { storageBlocked } from '../connection/safe-storage.ts';
import { StorageBlockedNote } from '../connection/StorageBlockedNote.tsx';
import { useConnectionTest } from '../connection/useConnectionTest.ts';
import {
  isWebSocketBase,
  tidyConnection,
  validateConnection,
  type ConnectionErrors,
} from '../connection/validate-connection.ts';
import { describeError } from '../components/describe-error.ts';
import { TextField } from '../components/TextField.tsx';
import { useDocumentTitle } from '../components/PageTitle.tsx';
import { NetworkChoiceSettings } from '../components/network/NetworkChoiceSettings.tsx';

const inputClass =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-1.5 font-mono text-sm focus:border-sky-500 dark:border-slate-700 dark:bg-slate-900';

/** A connection field's error stays in the page while empty, so its `aria-describedby` never points at nothing. */
const errorSlot = { keepErrorSlot: true, errorClassName: 'mt-1 text-sm text-red-700 dark:text-red-400' } as const;

function TestFailure({ error }: { error: unknown }) {
  const { message, hint } = describeError(error);
  return (
    <div role="alert" className="text-sm text-red-700 dark:text-red-400">
      ✗ {message}
      {hint && <p className="text-slate-600 dark:text-slate-400">{hint}</p>}
    </div>
  );
}

/** The in-app page that sent the user here ("Connect to an endpoint first"), to return to once connected. */
function returnPath(state: unknown): string | null {
  const path = (state as { returnTo?: unknown } | null)?.returnTo;
  // an in-app path only: never another origin (`//host`)
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? path : null;
}

export function SettingsPage() {
  const { draft, devnet, connect, settings } = useConnection();
  const location = useLocation();
  const navigate = useNavigate();
  const returnTo = returnPath(location.state);
  const blocked = storageBlocked();
  const start = draft?.connection;
  const [kind, setKind] = useState<Connection['kind']>(start?.kind ?? 'provider');
  const [base, setBase] = useState(start?.kind === 'provider' ? start.base : '');
  const [apiKey, setApiKey] = useState(start?.kind === 'provider' ? start.apiKey : '');
  const [url, setUrl] = useState(start?.kind === 'url' ? start.url : '');
  const [transport, setTransport] = useState<Transport>(start?.kind === 'provider' ? start.transport : 'http');
  const [remember, setRemember] = useState(draft?.remember ?? false);
  const [showKey, setShowKey] = useState(false);
  const [errors, setErrors] = useState<ConnectionErrors>({});
  const { test, run } = useConnectionTest();
  const [saved, setSaved] = useState(false);
  useDocumentTitle('Settings');

  function formConnection(): Connection {
    return tidyConnection(kind === 'provider' ? { kind, base, apiKey, transport } : { kind, url });
  }

  function checked(): Connection | null {
    const connection = formConnection();
    const problems = validateConnection(connection);
    setErrors(problems);
    return Object.keys(problems).length === 0 ? connection : null;
  }

  async function runTest() {
    const connection = checked();
    if (!connection) return;
    await run(connection);
  }

  function save(event: SubmitEvent) {
    event.preventDefault();
    const connection = checked();
    if (!connection) return;
    finish({ connection, remember: remember && !blocked, source: 'user' });
  }

  function finish(next: ConnectionSettings) {
    connect(next);
    setSaved(true);
    if (returnTo) void navigate(returnTo, { replace: true });
  }

  function chooseDevnet(withTransport: Transport) {
    if (!devnet) return;
    const next = devnetSettings(devnet, withTransport);
    if (next.connection.kind === 'provider') {
      setKind('provider');
      setBase(next.connection.base);
      setApiKey(next.connection.apiKey);
      setTransport(withTransport);
    }
    setRemember(false);
    finish(next);
  }

  return (
    <div className="max-w-2xl">
      <h1 className="text-xl font-semibold">Connection</h1>
      {returnTo && (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400" data-testid="settings-return">
          Once connected, you go back to <span className="font-mono break-all">{returnTo}</span>.
        </p>
      )}
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Hexray talks to one JSON-RPC endpoint at a time. The API key stays in this tab (a reload keeps it; closing the
        tab forgets it) unless you tick “remember”; it is never put in a link.
      </p>

      {devnet && (
        <div className="mt-4 rounded-lg border border-violet-200 bg-violet-50 p-3 text-sm dark:border-violet-900 dark:bg-violet-950/40">
          <span className="font-semibold">Local devnet</span> is running at{' '}
          <span className="font-mono">{devnet.base}</span>.
          <div className="mt-2 flex gap-2">
            <button
              type="button"
              onClick={() => chooseDevnet('http')}
              className="rounded bg-violet-600 px-3 py-1 text-white hover:bg-violet-700"
            >
              Use devnet (HTTP)
            </button>
            <button
              type="button"
              onClick={() => chooseDevnet('websocket')}
              className="rounded bg-violet-600 px-3 py-1 text-white hover:bg-violet-700"
            >
              Use devnet (WebSocket)
            </button>
          </div>
        </div>
      )}

      <form onSubmit={save} className="mt-6 space-y-4" noValidate>
        <fieldset className="flex gap-4 text-sm">
          <legend className="sr-only">Endpoint kind</legend>
          <label className="flex items-center gap-1">
            <input type="radio" name="kind" checked={kind === 'provider'} onChange={() => setKind('provider')} />{' '}
            Provider base URL + API key
          </label>
          <label className="flex items-center gap-1">
            <input type="radio" name="kind" checked={kind === 'url'} onChange={() => setKind('url')} /> Full RPC URL
          </label>
        </fieldset>

        {kind === 'provider' ? (
          <>
            <TextField
              id="base"
              label="Base URL"
              inputClassName={inputClass}
              value={base}
              onChange={(e) => {
                setBase(e.target.value);
                if (isWebSocketBase(e.target.value)) setTransport('websocket');
              }}
              placeholder="https://mainnet.infura.io"
              error={errors.base}
              {...errorSlot}
            />
            <TextField
              id="apiKey"
              label="API key"
              type={showKey ? 'text' : 'password'}
              inputClassName={inputClass}
              value={apiKey}
              onChange={(e) => setApiKey(e.target.value)}
              beside={
                <button
                  type="button"
                  className="rounded border border-slate-300 px-2 text-sm dark:border-slate-700"
                  aria-label={`${showKey ? 'Hide' : 'Show'} the API key`}
                  onClick={() => setShowKey(!showKey)}
                >
                  {showKey ? 'Hide' : 'Show'}
                </button>
              }
              below={
                apiKey && !showKey && <p className="mt-1 font-mono text-xs text-slate-500">{maskKey(apiKey.trim())}</p>
              }
              error={errors.apiKey}
              {...errorSlot}
            />
            <fieldset className="flex gap-4 text-sm">
              <legend className="mb-1 block text-sm font-medium">Transport</legend>
              <label className="flex items-center gap-1">
                <input
                  type="radio"
                  name="transport"
                  checked={transport === 'http'}
                  onChange={() => setTransport('http')}
                />{' '}
                HTTPS
              </label>
              <label className="flex items-center gap-1">
                <input
                  type="radio"
                  name="transport"
                  checked={transport === 'websocket'}
                  onChange={() => setTransport('websocket')}
                />{' '}
                WebSocket
              </label>
            </fieldset>
          </>
        ) : (
          <TextField
            id="url"
            label="RPC URL (http, https, ws or wss)"
            type="password"
            inputClassName={inputClass}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="https://rpc.example.org/…"
            below={
              <p className="mt-1 text-xs text-slate-500">Treated as a secret, since such URLs often carry a key.</p>
            }
            error={errors.url}
            {...errorSlot}
          />
        )}

        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={remember && !blocked}
            disabled={blocked}
            onChange={(e) => setRemember(e.target.checked)}
          />{' '}
          Remember the key on this device (stored in this browser’s local storage)
        </label>
        {blocked && <StorageBlockedNote />}

        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="rounded bg-sky-700 px-4 py-1.5 text-sm text-white hover:bg-sky-800">
            Save and connect
          </button>
          <button
            type="button"
            onClick={() => void runTest()}
            className="rounded border border-slate-300 px-4 py-1.5 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
          >
            Test connection
          </button>
          {settings?.source === 'user' && (
            <button
              type="button"
              onClick={() => {
                forgetConnection();
                setRemember(false);
              }}
              className="text-sm text-slate-500 hover:underline"
            >
              Forget saved connection
            </button>
          )}
        </div>
        <div aria-live="polite" data-testid="connection-test">
          {test.state === 'testing' && <p className="text-sm text-slate-500">Testing…</p>}
          {test.state === 'ok' && (
            <p className="text-sm text-emerald-700 dark:text-emerald-400">
              ✓ Working: the endpoint answered a lookup of the zero hash with null, as it should ({test.ms} ms).
            </p>
          )}
          {test.state === 'notANode' && (
            <div role="alert" className="text-sm text-red-700 dark:text-red-400">
              ✗ The endpoint answered the zero hash with a transaction: it does not behave like an Ethereum node.
            </div>
          )}
          {test.state === 'failed' && <TestFailure error={test.error} />}
          {saved && test.state === 'idle' && (
            <p className="text-sm text-emerald-700 dark:text-emerald-400">Saved. Lookups now use this endpoint.</p>
          )}
        </div>
      </form>
      <NetworkChoiceSettings />
    </div>
  );
}
