import { useState, type SubmitEvent } from 'react';
import { maskKey, type Connection } from '../../connection/connection.ts';
import { parseSecondEndpoint, secondEndpointDraft } from '../../connection/second-endpoint.ts';
import { storageBlocked } from '../../browser/guarded-storage.ts';
import { secondEndpointStore } from '../../data/client/second-endpoint.ts';
import { useSecondEndpoint } from '../../data/hooks/useSecondOpinion.ts';
import { ConnectionFields, type FieldWords } from './ConnectionFields.tsx';
import { useConnectionForm } from './useConnectionForm.ts';

const WORDS: FieldWords = {
  id: 'second-',
  provider: 'Second endpoint: base URL + key',
  fullUrl: 'Second endpoint: full URL',
  base: 'Second endpoint’s base URL',
  apiKey: 'Second endpoint’s API key',
  url: 'Second endpoint’s RPC URL (http, https, ws or wss)',
  transport: 'Second endpoint’s transport',
};

const BUTTON =
  'rounded border border-slate-300 px-4 py-1.5 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800';

/** The second endpoint as the page may show it: its host, and its key masked (a full URL not at all). */
function described(connection: Connection, host: string): string {
  return connection.kind === 'provider' ? `${host}, key ${maskKey(connection.apiKey)}` : `${host} (full URL, masked)`;
}

/** The boxes of the second endpoint, checked as the connection's are and against it (`first`). */
function SecondEndpointForm({ first, onDone }: { first: Connection | null; onDone: (saved: boolean) => void }) {
  const second = useSecondEndpoint();
  const [start] = useState(() => second?.settings ?? secondEndpointDraft());
  const form = useConnectionForm(start?.connection, (typed) => parseSecondEndpoint(typed, first));
  const blocked = storageBlocked();
  const [remember, setRemember] = useState(start?.remember ?? false);

  function save(event: SubmitEvent) {
    event.preventDefault();
    const connection = form.check();
    if (!connection) return;
    secondEndpointStore.set({ connection, remember: remember && !blocked });
    onDone(true);
  }

  return (
    <form onSubmit={save} className="mt-3 space-y-4" noValidate aria-label="Second endpoint">
      <ConnectionFields form={form} words={WORDS} />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={remember && !blocked}
          disabled={blocked}
          onChange={(e) => setRemember(e.target.checked)}
        />{' '}
        Remember the second endpoint’s key on this device (local storage)
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="rounded bg-sky-700 px-4 py-1.5 text-sm text-white hover:bg-sky-800">
          Save second endpoint
        </button>
        <button type="button" className={BUTTON} onClick={() => onDone(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/**
 * Settings' optional second endpoint: another provider, asked only for the hash of the block a
 * page's proofs rest on. Kept like the connection (the key for the tab, on the device only when
 * remembered); removed, it is gone from this tab and the device.
 */
export function SecondEndpointSettings({ first }: { first: Connection | null }) {
  const second = useSecondEndpoint();
  const [editing, setEditing] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  return (
    <section className="mt-8" data-testid="second-endpoint">
      <h2 className="text-lg font-semibold">Second opinion</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Optional: another endpoint (another provider, or another key). Where a page’s values are proved against a block,
        it is asked for that block by its number (<span className="font-mono">eth_getBlockByNumber</span>) and the page
        says whether it sees the same hash. Nothing else is sent to it: no transaction, address or slot, and nothing of
        the connection above. Its key is kept like the connection’s.
      </p>
      {editing ? (
        <SecondEndpointForm
          first={first}
          onDone={(saved) => {
            setEditing(false);
            setNote(saved ? 'Saved: pages with a proved block now ask it for a second opinion.' : null);
          }}
        />
      ) : (
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
          {second ? (
            <>
              <p data-testid="second-endpoint-in-use">
                In use:{' '}
                <span className="font-mono break-all">{described(second.settings.connection, second.host)}</span>
              </p>
              <button type="button" className={BUTTON} onClick={() => setEditing(true)}>
                Change second endpoint
              </button>
              <button
                type="button"
                className="text-sm text-slate-500 hover:underline"
                onClick={() => {
                  secondEndpointStore.clear();
                  setNote('Removed: no page asks a second endpoint any more.');
                }}
              >
                Remove second endpoint
              </button>
            </>
          ) : (
            <button type="button" className={BUTTON} onClick={() => setEditing(true)}>
              Add a second endpoint
            </button>
          )}
        </div>
      )}
      <p aria-live="polite" className="mt-2 text-sm text-emerald-700 dark:text-emerald-400" data-testid="second-note">
        {note}
      </p>
    </section>
  );
}
