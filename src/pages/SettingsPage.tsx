import { endpointFacts } from '../data/stores/endpoint-facts.ts';
import { useState, type SubmitEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { devnetSettings, useConnection } from '../data/hooks/ConnectionProvider.tsx';
import { forgetConnection, type ConnectionSettings, type Transport } from '../connection/connection.ts';
import { connectionHealth } from '../connection/health.ts';
import { storageBlocked } from '../browser/guarded-storage.ts';
import { StorageBlockedNote } from '../components/settings/StorageBlockedNote.tsx';
import { useConnectionForm } from '../components/settings/useConnectionForm.ts';
import { useConnectionTest } from '../components/settings/useConnectionTest.ts';
import { useDocumentTitle } from '../components/PageTitle.tsx';
import { NetworkChoiceSettings } from '../components/network/NetworkChoiceSettings.tsx';
import { ArchiveSettings } from '../components/settings/ArchiveSettings.tsx';
import { ConnectionFields } from '../components/settings/ConnectionFields.tsx';
import { ConnectionTestResult } from '../components/settings/ConnectionTestResult.tsx';
import { DevnetChoice } from '../components/settings/DevnetChoice.tsx';
import { EndpointMethods } from '../components/settings/EndpointMethods.tsx';
import { OutsideSources } from '../components/settings/OutsideSources.tsx';
import { SecondEndpointSettings } from '../components/settings/SecondEndpointSettings.tsx';
import { useFactsOf } from '../data/hooks/useEndpointFacts.ts';

/** The in-app page that sent the user here ("Connect to an endpoint first"), to return to once connected. */
function returnPath(state: unknown): string | null {
  const path = (state as { returnTo?: unknown } | null)?.returnTo;
  // an in-app path only: never another origin (`//host`)
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? path : null;
}

export function SettingsPage() {
  const { draft, devnet, connect, settings, endpointId } = useConnection();
  const location = useLocation();
  const navigate = useNavigate();
  const returnTo = returnPath(location.state);
  const blocked = storageBlocked();
  const form = useConnectionForm(draft?.connection);
  const [remember, setRemember] = useState(draft?.remember ?? false);
  const { test, run } = useConnectionTest();
  const [saved, setSaved] = useState(false);
  // after a test that worked, what the tested endpoint serves (it may not be the one in use yet)
  const methodsOf = test.state === 'ok' ? test.endpointId : endpointId;
  const facts = useFactsOf(methodsOf);
  useDocumentTitle('Settings');

  async function runTest() {
    const connection = form.check();
    if (!connection) return;
    await run(connection);
  }

  function save(event: SubmitEvent) {
    event.preventDefault();
    const connection = form.check();
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
    form.fill(next.connection);
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

      {devnet && <DevnetChoice devnet={devnet} onChoose={chooseDevnet} />}

      <form onSubmit={save} className="mt-6 space-y-4" noValidate>
        <ConnectionFields form={form} />

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
                connectionHealth.forgetAll();
                endpointFacts.forgetAll();
                setRemember(false);
              }}
              className="text-sm text-slate-500 hover:underline"
            >
              Forget saved connection
            </button>
          )}
        </div>
        <ConnectionTestResult test={test} saved={saved} stale={Object.keys(form.errors).length > 0} />
      </form>
      {methodsOf && <EndpointMethods facts={facts} />}
      <SecondEndpointSettings first={settings?.connection ?? null} />
      <NetworkChoiceSettings />
      <OutsideSources />
      <ArchiveSettings />
    </div>
  );
}
