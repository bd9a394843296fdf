import { useState } from 'react';
import { maskKey, type Transport } from '../../connection/connection.ts';
import type { ConnectionForm } from './useConnectionForm.ts';
import { isKeylessLocalUrl, isWebSocketBase } from '../../connection/validate-connection.ts';
import { TextField } from '../TextField.tsx';

const inputClass =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-1.5 font-mono text-sm focus:border-sky-500 dark:border-slate-700 dark:bg-slate-900';

const TRANSPORTS: Array<{ value: Transport; label: string }> = [
  { value: 'http', label: 'HTTPS' },
  { value: 'websocket', label: 'WebSocket' },
];

/** A connection field's error stays in the page while empty, so its `aria-describedby` never points at nothing. */
const errorSlot = { keepErrorSlot: true, errorClassName: 'mt-1 text-sm text-red-700 dark:text-red-400' } as const;

/** What tells one set of boxes from another on the page: ids, radio groups and labels. */
export interface FieldWords {
  /** put before every id and radio group's name */
  id: string;
  provider: string;
  fullUrl: string;
  base: string;
  apiKey: string;
  url: string;
  transport: string;
}

const CONNECTION_WORDS: FieldWords = {
  id: '',
  provider: 'Provider base URL + API key',
  fullUrl: 'Full RPC URL',
  base: 'Base URL',
  apiKey: 'API key',
  url: 'RPC URL (http, https, ws or wss)',
  transport: 'Transport',
};

/**
 * The endpoint boxes: a provider's base URL, key and transport, or one full RPC URL. `words`:
 * another set's ids and labels (the second endpoint's), so two sets can share a page.
 */
export function ConnectionFields({ form, words = CONNECTION_WORDS }: { form: ConnectionForm; words?: FieldWords }) {
  const [showKey, setShowKey] = useState(false);
  // null: as the URL suggests (shown for a node on this machine with no path, masked otherwise) until the person chooses
  const [showUrl, setShowUrl] = useState<boolean | null>(null);
  const { kind, setKind, base, setBase, apiKey, setApiKey, url, setUrl, transport, setTransport, errors } = form;
  const local = isKeylessLocalUrl(url);
  const urlShown = showUrl ?? local;

  return (
    <>
      <fieldset className="flex gap-4 text-sm">
        <legend className="sr-only">Endpoint kind</legend>
        <label className="flex items-center gap-1">
          <input
            type="radio"
            name={`${words.id}kind`}
            checked={kind === 'provider'}
            onChange={() => setKind('provider')}
          />{' '}
          {words.provider}
        </label>
        <label className="flex items-center gap-1">
          <input type="radio" name={`${words.id}kind`} checked={kind === 'url'} onChange={() => setKind('url')} />{' '}
          {words.fullUrl}
        </label>
      </fieldset>

      {kind === 'provider' ? (
        <>
          <TextField
            id={`${words.id}base`}
            label={words.base}
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
            id={`${words.id}apiKey`}
            label={words.apiKey}
            type={showKey ? 'text' : 'password'}
            inputClassName={inputClass}
            value={apiKey}
            onChange={(e) => setApiKey(e.target.value)}
            beside={
              <button
                type="button"
                className="rounded border border-slate-300 px-2 text-sm dark:border-slate-700"
                aria-label={`${showKey ? 'Hide' : 'Show'} the ${words.apiKey}`}
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
            <legend className="mb-1 block text-sm font-medium">{words.transport}</legend>
            {TRANSPORTS.map(({ value, label }) => (
              <label key={value} className="flex items-center gap-1">
                <input
                  type="radio"
                  name={`${words.id}transport`}
                  checked={transport === value}
                  onChange={() => setTransport(value)}
                />{' '}
                {label}
              </label>
            ))}
          </fieldset>
        </>
      ) : (
        <TextField
          id={`${words.id}url`}
          label={words.url}
          type={urlShown ? 'text' : 'password'}
          inputClassName={inputClass}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="https://rpc.example.org/…"
          spellCheck={false}
          autoComplete="off"
          beside={
            <button
              type="button"
              className="rounded border border-slate-300 px-2 text-sm dark:border-slate-700"
              aria-label={`${urlShown ? 'Hide' : 'Show'} the ${words.id === '' ? 'RPC URL' : words.url}`}
              onClick={() => setShowUrl(!urlShown)}
            >
              {urlShown ? 'Hide' : 'Show'}
            </button>
          }
          below={
            <p className="mt-1 text-xs text-slate-500" data-testid="url-secrecy">
              {!urlShown
                ? 'Masked, since such a URL may carry a key: “Show” to check what was typed.'
                : local
                  ? 'Shown: a node on this machine with no path carries no key. Any other URL is masked, since it may.'
                  : 'Shown as typed: it may carry a key, “Hide” it before sharing your screen.'}
            </p>
          }
          error={errors.url}
          {...errorSlot}
        />
      )}
    </>
  );
}
