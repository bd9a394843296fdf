import type { EndpointFacts, Served } from '../../data/stores/endpoint-facts.ts';
import { LEARNED_ON_USE, OPTIONAL_METHODS } from '../../rpc/optional-method-names.ts';
import { METHOD_USES } from './method-uses.ts';
import { methodsSummary } from './methods-summary.ts';

type State = Served | 'unknown' | 'on-use';

const STATE_WORDS: Record<State, string> = {
  served: 'served',
  absent: 'not served',
  unknown: 'not known yet',
  'on-use': 'asked when first used',
};

const STATE_CLASS: Record<State, string> = {
  served: 'text-emerald-700 dark:text-emerald-400',
  absent: 'text-slate-500 dark:text-slate-400',
  unknown: 'text-slate-500 italic dark:text-slate-400',
  'on-use': 'text-slate-500 italic dark:text-slate-400',
};

/**
 * Which optional read methods the endpoint serves (data/stores/endpoint-facts.ts), each with what it
 * lights up: Hexray needs only the four, and uses these where they are answered. `folded`: a
 * one-line summary that opens to the list (the home page's connection panel).
 */
export function EndpointMethods({ facts, folded = false }: { facts: EndpointFacts; folded?: boolean }) {
  const list = (
    <ul className="mt-2 space-y-1 text-sm" data-testid="endpoint-methods">
      {OPTIONAL_METHODS.map((method) => {
        const state: State = facts.methods[method] ?? (LEARNED_ON_USE.has(method) ? 'on-use' : 'unknown');
        return (
          <li key={method} data-testid={`method-${method}`} data-state={state} className="flex flex-wrap gap-x-2">
            <span className="font-mono">{method}</span>
            <span className={STATE_CLASS[state]}>{STATE_WORDS[state]}</span>
            <span className="text-slate-600 dark:text-slate-400">— {METHOD_USES[method]}</span>
          </li>
        );
      })}
    </ul>
  );
  if (folded) {
    return (
      <details className="text-sm" data-testid="endpoint-methods-panel">
        <summary className="cursor-pointer">{methodsSummary(facts)}</summary>
        {list}
      </details>
    );
  }
  return (
    <section className="mt-8" data-testid="endpoint-methods-panel">
      <h2 className="text-lg font-semibold">What the endpoint serves</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Hexray needs only the four methods of the service. Where the endpoint answers other read methods, it uses them
        for more: asked once on connecting, and again by “Test connection”. Now: {methodsSummary(facts)}.
      </p>
      {list}
    </section>
  );
}
