/**
 * The storage reads made in this tab, newest first: a tiny external store (kept in
 * sessionStorage, so a reload keeps it and a new tab starts empty), read with useSyncExternalStore.
 */
import { useSyncExternalStore } from 'react';
import { isAddress, isHex, isHexNumber, type Hex } from '../../domain/hex.ts';
import { readJson, tabStorage, writeItem } from '../../browser/guarded-storage.ts';
import { createListeners } from './listeners.ts';

export interface StorageRead {
  address: string;
  /** hex quantity */
  slot: Hex;
  /** decimal number or tag, as in the URL */
  block: string;
  word: Hex | null;
  error: string | null;
  /** the word is this browser's archive's: the endpoint no longer serves that block */
  archived?: true;
}

const KEY = 'hexray.storage-reads';
const LIMIT = 30;
const listeners = createListeners();

/** One kept read, checked field by field: storage can be edited by hand, and the page trusts the type. */
function isStorageRead(value: unknown): value is StorageRead {
  if (typeof value !== 'object' || value === null) return false;
  const { address, slot, block, word, error, archived } = value as Record<string, unknown>;
  return (
    isAddress(address) &&
    isHexNumber(slot) &&
    typeof block === 'string' &&
    (word === null || isHex(word)) &&
    (error === null || typeof error === 'string') &&
    (archived === undefined || archived === true)
  );
}

function load(): readonly StorageRead[] {
  const parsed = readJson(tabStorage(), KEY);
  return Array.isArray(parsed) ? parsed.filter(isStorageRead).slice(0, LIMIT) : [];
}

let reads: readonly StorageRead[] = load();

const same = (a: StorageRead, b: StorageRead) => a.address === b.address && a.slot === b.slot && a.block === b.block;

export const readHistory = {
  record(read: StorageRead): void {
    const first = reads[0];
    if (
      first &&
      same(first, read) &&
      first.word === read.word &&
      first.error === read.error &&
      first.archived === read.archived
    )
      return;
    reads = [read, ...reads.filter((r) => !same(r, read))].slice(0, LIMIT);
    // storage full: the list still lives for this page
    writeItem(tabStorage(), KEY, JSON.stringify(reads));
    listeners.notify();
  },
  clear(): void {
    reads = [];
    writeItem(tabStorage(), KEY, null);
    listeners.notify();
  },
  subscribe: listeners.subscribe,
  snapshot(): readonly StorageRead[] {
    return reads;
  },
};

export function useReadHistory(): readonly StorageRead[] {
  return useSyncExternalStore(readHistory.subscribe, readHistory.snapshot);
}
