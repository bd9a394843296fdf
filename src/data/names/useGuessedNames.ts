import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { eventTable, functionTable, type EventSignature, type FunctionSignature } from '../../domain/abi/signature.ts';
import type { ErrorTable, EventTable, FunctionTable } from '../../domain/abi/signature.ts';
import type { SelectorKey } from './name-source.ts';
import { outsideSourceStore } from './outside-sources.ts';
import { anySelectorSourceOn, selectorLookups } from './selector-lookups.ts';

/** The names the outside sources gave for the keys asked, by kind: tables to add where trusted ones are silent. */
export interface GuessedNames {
  functions: FunctionTable;
  errors: ErrorTable;
  events: EventTable;
  /** why a source named less than it might have, once it was asked */
  problem: string | null;
}

const EMPTY: GuessedNames = { functions: new Map(), errors: new Map(), events: new Map(), problem: null };

/**
 * Names for selectors and topics no trusted table names (`keys`: `function:0x…`, `error:0x…`,
 * `event:0x…`), from the outside sources that name selectors while one is on. They are asked
 * after the page painted (an effect), never while it renders: the page's own data comes first.
 */
export function useGuessedNames(keys: readonly SelectorKey[]): GuessedNames {
  const on = useSyncExternalStore(outsideSourceStore.subscribe, anySelectorSourceOn);
  const known = useSyncExternalStore(selectorLookups.subscribe, selectorLookups.snapshot);
  const list = keys.join(',');
  useEffect(() => {
    if (on && list !== '') selectorLookups.want(list.split(',') as SelectorKey[]);
  }, [on, list]);
  // new tables only when an answer arrived or the keys changed: what is decoded with them stays put
  return useMemo(() => {
    if (!on || list === '') return EMPTY;
    const functions: FunctionSignature[] = [];
    const errors: FunctionSignature[] = [];
    const events: EventSignature[] = [];
    for (const key of list.split(',') as SelectorKey[]) {
      const names = known.answers.get(key) ?? [];
      if (key.startsWith('event:')) events.push(...(names as EventSignature[]));
      else (key.startsWith('error:') ? errors : functions).push(...(names as FunctionSignature[]));
    }
    return {
      functions: functionTable(functions),
      errors: functionTable(errors),
      events: eventTable(events),
      problem: known.problem,
    };
  }, [on, list, known]);
}
