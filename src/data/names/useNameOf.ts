/**
 * "What is this called": a function or error selector, an event topic or a contract's address, and
 * the trusted-most answer with its source (names-by-trust.ts), from the same tables every view
 * decodes with (useNameTables.ts).
 */
import { useMemo } from 'react';
import { contractCandidate, trustedMost, type NameAnswer } from '../../domain/abi/names-by-trust.ts';
import type { Address, Hex } from '../../domain/hex.ts';
import { useNameTables, type NameQuestion as TableQuestion } from './useNameTables.ts';

export type NameQuestion =
  | TableQuestion
  /** the contract at an address */
  | { kind: 'address'; address: Address };

const NONE: readonly never[] = [];

/** `ready`: the page's own data has painted (an outside lookup never goes first). */
export function useNameOf(question: NameQuestion | null, ready = true): NameAnswer | null {
  const kind = question?.kind ?? null;
  const contract =
    question === null ? null : question.kind === 'address' ? question.address : (question.contract ?? null);
  const key =
    question === null || question.kind === 'address'
      ? null
      : question.kind === 'event'
        ? question.topic
        : question.selector;
  const contracts = useMemo(() => (contract === null ? NONE : [contract]), [contract]);
  const questions = useMemo((): readonly TableQuestion[] => {
    if (key === null || kind === null || kind === 'address') return NONE;
    return [kind === 'event' ? { kind, topic: key, contract } : { kind, selector: key, contract }];
  }, [kind, key, contract]);
  const names = useNameTables(contracts, questions, { ready });

  return useMemo(() => {
    if (kind === null) return null;
    if (kind === 'address') {
      const own = names.contract(contract).verified.own;
      return trustedMost(contractCandidate(own.status === 'verified' ? own.contract : null));
    }
    const tables = names.tablesFor(contract);
    const table = kind === 'event' ? tables.events : kind === 'error' ? tables.errors : tables.functions;
    return trustedMost(table.get(key!.toLowerCase() as Hex) ?? []);
  }, [kind, key, contract, names]);
}
