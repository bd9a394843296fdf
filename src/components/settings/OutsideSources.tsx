import { useState } from 'react';
import { clearNames } from '../../data/names/name-sources.ts';
import { outsideSourceDrafts } from '../../data/names/outside-source-drafts.ts';
import {
  normaliseSourceUrl,
  OUTSIDE_SOURCE_IDS,
  OUTSIDE_SOURCES,
  outsideSourceStore,
  type OutsideSourceId,
} from '../../data/names/outside-sources.ts';
import { useOutsideSource } from '../../data/names/useOutsideSource.ts';
import { TextField } from '../TextField.tsx';

/** Settings: a section per outside source of names — on or off, where it is, what it sees, its kept answers. */
export function OutsideSources() {
  return (
    <section className="mt-8" data-testid="outside-sources">
      <h2 className="text-lg font-semibold">Names from outside sources</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Off until you turn one on. A source sees only what it is asked — never your API key, your endpoint or anything
        else of the connection. Its answers are kept on this device.
      </p>
      {OUTSIDE_SOURCE_IDS.map((id) => (
        <SourceSection key={id} id={id} />
      ))}
    </section>
  );
}

function SourceSection({ id }: { id: OutsideSourceId }) {
  const setting = useOutsideSource(id);
  const info = OUTSIDE_SOURCES[id];
  // what is typed; null: the saved URL (which follows the setting). A URL typed and not saved comes
  // back after a visit elsewhere, still marked unsaved.
  const [draft, setDraft] = useState(() => outsideSourceDrafts.get(id) ?? null);
  const url = draft ?? setting.url;
  const [error, setError] = useState<string | null>(null);
  const [cleared, setCleared] = useState<'clearing' | 'cleared' | 'failed' | null>(null);

  function saveUrl() {
    if (normaliseSourceUrl(url) === null) {
      setError('Give a plain http(s) URL without a query, a fragment or a user name, e.g. https://api.example.org');
      return;
    }
    outsideSourceStore.set(id, { url, answered: true });
    outsideSourceDrafts.drop(id);
    setDraft(null);
    setError(null);
  }

  const unsaved = (normaliseSourceUrl(url) ?? url.trim()) !== setting.url;

  return (
    <fieldset
      className="mt-4 space-y-2 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
      data-testid={`outside-source-${id}`}
    >
      <legend className="px-1 text-sm font-semibold">{info.label}</legend>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={setting.enabled}
          onChange={(event) => outsideSourceStore.set(id, { enabled: event.target.checked, answered: true })}
          data-testid={`outside-source-${id}-enabled`}
        />
        Look names up here
      </label>
      <p className="text-xs text-slate-600 dark:text-slate-400">It sees {info.sees}.</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          saveUrl();
        }}
      >
        <TextField
          label="URL"
          labelClassName="block text-xs font-medium"
          className="font-mono text-xs"
          value={url}
          onChange={(event) => {
            const text = event.target.value;
            setDraft(text);
            if (normaliseSourceUrl(text) === setting.url) outsideSourceDrafts.drop(id);
            else outsideSourceDrafts.keep(id, text);
            setError(null);
          }}
          error={error}
          errorTestId={`outside-source-${id}-url-error`}
          hint={`Run your own copy and give its address here; the public one is ${info.defaultUrl}`}
          data-testid={`outside-source-${id}-url`}
          below={
            unsaved && (
              <p
                className="mt-0.5 text-xs text-amber-800 dark:text-amber-300"
                data-testid={`outside-source-${id}-url-unsaved`}
              >
                Not saved: the saved URL, {setting.url}, stays in use until you press Save
              </p>
            )
          }
          beside={
            <button type="submit" className="rounded border border-slate-300 px-2 py-1 text-xs dark:border-slate-700">
              Save
            </button>
          }
        />
      </form>
      <p className="text-xs">
        <button
          type="button"
          className="text-sky-700 hover:underline dark:text-sky-400"
          onClick={() => {
            setCleared('clearing');
            clearNames(id).then(
              () => setCleared('cleared'),
              () => setCleared('failed'),
            );
          }}
        >
          Clear cached answers
        </button>{' '}
        <span role="status" className="text-slate-500">
          {cleared === 'cleared' ? 'Cleared.' : cleared === 'failed' ? 'The browser refused to clear them.' : ''}
        </span>
      </p>
    </fieldset>
  );
}
