/**
 * The exact JSON-RPC exchanges behind the page, with copy-as-curl / wscat / cast (cast names the
 * endpoint `$RPC_URL`, so it never holds the key). The key is shown as
 * <API_KEY> unless the user reveals it for this view (the reveal is never remembered).
 */
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { exchangeLog } from '../data/stores/exchange-log.ts';
import { useConnection } from '../data/hooks/ConnectionProvider.tsx';
import type { RpcExchange } from '../rpc/transport.ts';
import { REDACTED } from '../rpc/redact.ts';
import { holdsSecret, revealUrl } from '../rpc/reveal-url.ts';
import { CopyButton } from './CopyButton.tsx';
import { castRpcCommand, shellQuote } from '../domain/cast-commands.ts';

export function curlCommand(url: string, body: string): string {
  return `curl -X POST -H 'Content-Type: application/json' --data ${shellQuote(body)} ${shellQuote(url)}`;
}

export function wscatCommand(url: string, body: string): string {
  return `wscat -c ${shellQuote(url)} -x ${shellQuote(body)}`;
}

/**
 * One titled block of the exchange with its copy button. The text may scroll (sideways for a
 * command, down for a body), so it is focusable and named: a keyboard can reach and scroll it.
 */
function CopyableBlock({
  title,
  value,
  copyLabel,
  label,
  scroll,
  testId,
  children,
}: {
  title: string;
  value: string;
  copyLabel: string;
  label: string;
  scroll: 'sideways' | 'down';
  testId?: string;
  children: ReactNode;
}) {
  const overflow = scroll === 'sideways' ? 'overflow-x-auto' : 'max-h-64 overflow-auto';
  return (
    <div>
      <div className="flex items-center text-xs font-semibold">
        {title} <CopyButton value={value} label={copyLabel} />
      </div>
      <pre
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must be focusable
        tabIndex={0}
        role="region"
        aria-label={label}
        className={`${overflow} rounded bg-slate-100 p-2 text-xs dark:bg-slate-900`}
        data-testid={testId}
      >
        {children}
      </pre>
    </div>
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
  const tool = exchange.transport === 'http' ? 'curl' : 'wscat';
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
        <CopyableBlock
          title={tool}
          value={command}
          copyLabel={`Copy as ${tool}`}
          label={`${tool} command`}
          scroll="sideways"
          testId="exchange-command"
        >
          {command}
        </CopyableBlock>
        <CopyableBlock
          title="cast"
          value={castCommand}
          copyLabel="Copy as cast"
          label="cast command"
          scroll="sideways"
          testId="exchange-cast"
        >
          {castCommand}
        </CopyableBlock>
        <CopyableBlock title="Request" value={exchange.request} copyLabel="Copy request" label="Request" scroll="down">
          {pretty(exchange.request)}
        </CopyableBlock>
        {exchange.response !== undefined && (
          <CopyableBlock
            title="Response"
            value={exchange.response}
            copyLabel="Copy response"
            label="Response"
            scroll="down"
            testId="exchange-response"
          >
            {pretty(
              exchange.response.length > 20_000
                ? `${exchange.response.slice(0, 20_000)}… (${exchange.response.length} characters)`
                : exchange.response,
            )}
          </CopyableBlock>
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
