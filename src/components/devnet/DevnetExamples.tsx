/**
 * The home page's section for the local devnet (`npm start`): the seeded examples, one click each,
 * and the transport check. Only the devnet has it, so it loads after the home page's first paint
 * (beside its latest blocks), not with the first page's bytes that every deployment carries.
 */
import { Link } from 'react-router';
import { maskKey } from '../../connection/connection.ts';
import type { DevnetPreset } from '../../connection/devnet-preset.ts';
import { transactionHashOfPath } from '../../routes/urls.ts';
import { TransportChecks } from './TransportChecks.tsx';

export function DevnetExamples({ devnet }: { devnet: DevnetPreset }) {
  const firstTxHash = devnet.examples.map((e) => transactionHashOfPath(e.path)).find((hash) => hash !== null);
  return (
    <section className="rounded-lg border border-violet-200 p-4 dark:border-violet-900" data-testid="devnet-examples">
      <h2 className="text-sm font-semibold">Seeded examples on the local devnet</h2>
      <p className="mt-1 text-xs text-slate-500">
        Real transactions on a local anvil node, served through a gateway that speaks the provider’s API (key{' '}
        {maskKey(devnet.apiKey)}).
      </p>
      {firstTxHash && <TransportChecks preset={devnet} hash={firstTxHash} />}
      <ul className="mt-3 grid gap-1 sm:grid-cols-2">
        {devnet.examples.map((example) => (
          <li key={example.role}>
            <Link
              to={example.path}
              className="text-sm text-sky-700 hover:underline dark:text-sky-400"
              data-testid={`example-${example.role}`}
            >
              {example.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
