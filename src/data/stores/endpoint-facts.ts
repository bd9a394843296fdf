/**
 * What is known about each endpoint beyond the four methods: which optional read methods it serves
 * (learned from the probe, data/queries/probe-endpoint.ts, and from every call of one), the chain id it
 * said (eth_chainId) and the one its last transaction read carried. Kept per endpoint id (a digest: never the key)
 * for the tab, and on the device too for a connection the person asked to remember, so a reload
 * knows the network and the pages before anything is asked again. A tiny external store, read
 * with useSyncExternalStore; storage can be edited by hand, so it is read back strictly.
 */
import { deviceStorage, readJson, tabStorage, writeItem } from '../../browser/guarded-storage.ts';
import { OPTIONAL_METHODS, type OptionalMethod } from '../../rpc/optional-method-names.ts';
import { createListeners } from './listeners.ts';

export type Served = 'served' | 'absent';

export interface EndpointFacts {
  methods: Partial<Record<OptionalMethod, Served>>;
  /** what eth_chainId answered, decimal */
  chainId: string | null;
  /** the chain id the last transaction read on this endpoint carried, decimal (a receipt carries none) */
  seenChainId: string | null;
}

const STORAGE_KEY = 'hexray.endpoint-facts';
/** Endpoints a tab (or device) keeps facts of: the newest few. */
const KEPT = 8;
const NONE: EndpointFacts = Object.freeze({ methods: Object.freeze({}), chainId: null, seenChainId: null });
const DECIMAL_CHAIN_ID = /^[0-9]{1,20}$/;

const listeners = createListeners();
let facts: Map<string, EndpointFacts> | null = null;
/** endpoint ids whose facts are also kept on the device ("remember on this device") */
const onDevice = new Set<string>();

function readFacts(value: unknown): EndpointFacts | null {
  if (typeof value !== 'object' || value === null) return null;
  const { methods, chainId, seenChainId } = value as Record<string, unknown>;
  const read: EndpointFacts = { methods: {}, chainId: null, seenChainId: null };
  if (typeof chainId === 'string' && DECIMAL_CHAIN_ID.test(chainId)) read.chainId = chainId;
  if (typeof seenChainId === 'string' && DECIMAL_CHAIN_ID.test(seenChainId)) read.seenChainId = seenChainId;
  if (typeof methods === 'object' && methods !== null) {
    for (const method of OPTIONAL_METHODS) {
      const served = (methods as Record<string, unknown>)[method];
      if (served === 'served' || served === 'absent') read.methods[method] = served;
    }
  }
  return read;
}

function readKept(storage: Storage, into: Map<string, EndpointFacts>): void {
  const parsed = readJson(storage, STORAGE_KEY);
  if (typeof parsed !== 'object' || parsed === null) return;
  for (const [id, value] of Object.entries(parsed).slice(-KEPT)) {
    const read = readFacts(value);
    if (/^endpoint-[0-9a-f]{16}$/.test(id) && read && !into.has(id)) into.set(id, read);
  }
}

// read on first use, not on import: importing must not touch storage
function all(): Map<string, EndpointFacts> {
  if (facts) return facts;
  facts = new Map();
  // the tab's facts first: they are the newer
  readKept(tabStorage(), facts);
  readKept(deviceStorage(), facts);
  return facts;
}

function save(): void {
  const kept = all();
  while (kept.size > KEPT) kept.delete(kept.keys().next().value!);
  // storage full or blocked: the facts still hold for this page
  writeItem(tabStorage(), STORAGE_KEY, JSON.stringify(Object.fromEntries(kept)));
  const remembered = [...kept].filter(([id]) => onDevice.has(id));
  if (remembered.length > 0) writeItem(deviceStorage(), STORAGE_KEY, JSON.stringify(Object.fromEntries(remembered)));
  listeners.notify();
}

function update(endpointId: string, change: (current: EndpointFacts) => EndpointFacts | null): void {
  const kept = all();
  const current = kept.get(endpointId) ?? NONE;
  const next = change(current);
  if (next === null) return;
  kept.delete(endpointId); // re-inserted last: the newest are the ones kept
  kept.set(endpointId, next);
  save();
}

export const endpointFacts = {
  /** The facts known of an endpoint (the same object until something changes: a snapshot). */
  of(endpointId: string | null): EndpointFacts {
    return (endpointId && all().get(endpointId)) || NONE;
  },
  /** true: served; false: the endpoint said it does not serve it; null: not known yet */
  serves(endpointId: string | null, method: OptionalMethod): boolean | null {
    const served = endpointFacts.of(endpointId).methods[method];
    return served === undefined ? null : served === 'served';
  },
  learnMethod(endpointId: string, method: OptionalMethod, served: Served): void {
    update(endpointId, (current) =>
      current.methods[method] === served ? null : { ...current, methods: { ...current.methods, [method]: served } },
    );
  },
  /** What eth_chainId answered. */
  learnChainId(endpointId: string, chainId: bigint): void {
    const decimal = chainId.toString();
    update(endpointId, (current) => (current.chainId === decimal ? null : { ...current, chainId: decimal }));
  },
  /** The chain id a transaction read on this endpoint carried: its receipt page knows it too, after a reload as well. */
  learnSeenChainId(endpointId: string, chainId: bigint): void {
    const decimal = chainId.toString();
    update(endpointId, (current) => (current.seenChainId === decimal ? null : { ...current, seenChainId: decimal }));
  },
  /** Keep this endpoint's facts on the device too (its connection is remembered there). */
  keepOnDevice(endpointId: string): void {
    if (onDevice.has(endpointId)) return;
    onDevice.add(endpointId);
    if (all().has(endpointId)) save();
  },
  /** With "Forget saved connection": no fingerprint of a forgotten endpoint stays behind. */
  forgetAll(): void {
    facts = new Map();
    onDevice.clear();
    writeItem(tabStorage(), STORAGE_KEY, null);
    writeItem(deviceStorage(), STORAGE_KEY, null);
    listeners.notify();
  },
  subscribe: listeners.subscribe,
};
