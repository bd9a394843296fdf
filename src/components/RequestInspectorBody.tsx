/**
 * The exact JSON-RPC exchanges behind the page, with copy-as-curl / wscat / cast (cast names the
 * endpoint `$RPC_URL`, so it never holds the key). The key is shown as
 * <API_KEY> unless the user reveals it for this view (the reveal is never remembered).
 */
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { exchangeLog } from '../data/exchange-log.ts';
import { useConnection } from '../connection/ConnectionProvider.tsx';
import type { RpcExchange } from '../rpc/index.ts';
import { REDACTED, holdsSecret, revealUrl } from '../rpc/redact.ts';
import { CopyButton } from './CopyButton.tsx';
import { castRpcCommand, shellQuote } from '../domain/cast-commands.ts';

export function curlCommand(url: string, body: string): string {
  return `curl -X POST -H 'Content-Type: application/json' --data ${shellQuote(body)} ${shellQuote(url)}`;
}

export function wscatCommand(url: string, body: string): string {
  return `wscat -c ${shellQuote(url)} -x ${shellQuote(body)}`;
}

/** Text that may scroll: focusable and named, so a keyboard can reach and scroll it. */
function ScrollBox({
  label,
  className,
  testId,
  children,
}: {
  label: string;
  className: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must be focusable
    <pre tabIndex={0} role="region" aria-label={label} className={className} data-testid={testId}>
      {children}
    </pre>
  );
}

function pretty(text: string | undefined): string {
  if (text === undefined) return '';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** What is revealed: the key of a provider connection, or the whole of a full RPC URL. */
type Secret = { apiKey: string } | { url: string } | null;

function ExchangeView({ exchange, reveal, secret }: { exchange: RpcExchange; reveal: boolean; secret: Secret }) {
  const url =
    !reveal || !secret
      ? exchange.url
      : 'apiKey' in secret
        ? exchange.url.split(REDACTED).join(secret.apiKey)
        : revealUrl(exchange.url, secret.url);
  const command =
    exchange.transport === 'http' ? curlCommand(url, exchange.request) : wscatCommand(url, exchange.request);
  const castCommand = castRpcCommand(exchange.request);
  const outcome = exchange.error
    ? `✗ ${exchange.error.message}`
    : exchange.response === undefined
      ? '… waiting'
      : `✓ ${exchange.status !== undefined ? `HTTP ${exchange.status} · ` : ''}${exchange.durationMs ?? '?'} ms`;
  return (
    <details className="border-b border-slate-200 py-2 dark:border-slate-800" data-testid="exchange">
      <summary className="cursor-pointer font-mono text-xs">
        <span className="font-semibold">{exchange.method}</span> <span className="text-slate-500">#{exchange.id}</span>{' '}
        <span className="text-slate-500">{exchange.transport === 'http' ? 'HTTP' : 'WebSocket'}</span>
        {exchange.attempt > 1 && <span className="text-amber-600"> · attempt {exchange.attempt}</span>} ·{' '}
        <span className={exchange.error ? 'text-red-700 dark:text-red-400' : 'text-emerald-700 dark:text-emerald-400'}>
          {outcome}
        </span>
      </summary>
      <div className="mt-2 space-y-2">
        <div className="font-mono text-xs break-all text-slate-500">{url}</div>
        <div>
          <div className="flex items-center text-xs font-semibold">
            {exchange.transport === 'http' ? 'curl' : 'wscat'}{' '}
            <CopyButton value={command} label={`Copy as ${exchange.transport === 'http' ? 'curl' : 'wscat'}`} />
          </div>
          <ScrollBox
            label={`${exchange.transport === 'http' ? 'curl' : 'wscat'} command`}
            className="overflow-x-auto rounded bg-slate-100 p-2 text-xs dark:bg-slate-900"
            testId="exchange-command"
          >
            {command}
          </ScrollBox>
        </div>
        <div>
          <div className="flex items-center text-xs font-semibold">
            cast <CopyButton value={castCommand} label="Copy as cast" />
          </div>
          <ScrollBox
            label="cast command"
            className="overflow-x-auto rounded bg-slate-100 p-2 text-xs dark:bg-slate-900"
            testId="exchange-cast"
          >
            {castCommand}
          </ScrollBox>
        </div>
        <div>
          <div className="flex items-center text-xs font-semibold">
            Request <CopyButton value={exchange.request} label="Copy request" />
          </div>
          <ScrollBox
            label="Request"
            className="max-h-64 overflow-auto rounded bg-slate-100 p-2 text-xs dark:bg-slate-900"
          >
            {pretty(exchange.request)}
          </ScrollBox>
        </div>
        {exchange.response !== undefined && (
          <div>
            <div className="flex items-center text-xs font-semibold">
              Response <CopyButton value={exchange.response} label="Copy response" />
            </div>
            <ScrollBox
              label="Response"
              className="max-h-64 overflow-auto rounded bg-slate-100 p-2 text-xs dark:bg-slate-900"
              testId="exchange-response"
            >
              {pretty(
                exchange.response.length > 20_000
                  ? `${exchange.response.slice(0, 20_000)}… (${exchange.response.length} characters)`
                  : exchange.response,
              )}
            </ScrollBox>
          </div>
        )}
      </div>
    </details>
  );
}

export function RequestInspectorBody() {
  const exchanges = useSyncExternalStore(exchangeLog.subscribe, exchangeLog.snapshot);
  const { settings } = useConnection();
  const [reveal, setReveal] = useState(false);
  const connection = settings?.connection;
  const secret: Secret =
    connection?.kind === 'provider'
      ? { apiKey: connection.apiKey }
      : connection?.kind === 'url' && holdsSecret(connection.url)
        ? { url: connection.url }
        : null;
  return (
    <>
      <div className="mt-2 flex items-center gap-4 text-xs">
        {secret && (
          <label className="flex items-center gap-1">
            <input type="checkbox" checked={reveal} onChange={(e) => setReveal(e.target.checked)} /> Reveal API key in
            commands
          </label>
        )}
        <button
          type="button"
          className="text-sky-700 hover:underline dark:text-sky-400"
          onClick={() => exchangeLog.clear()}
        >
          Clear
        </button>
      </div>
      {exchanges.length === 0 ? (
        <p className="py-2 text-sm text-slate-500">No requests yet.</p>
      ) : (
        exchanges.map((e) => (
          <ExchangeView key={`${e.transport}-${e.id}-${e.attempt}`} exchange={e} reveal={reveal} secret={secret} />
        ))
      )}
    </>
  );
}
