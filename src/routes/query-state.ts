/**
 * Every page state Hexray keeps in the URL query, read and written here with its defaults (the
 * route manifest's, and the slot calculator's), so a reload or a shared link shows the same thing.
 * Texts go in as typed: a link to a bad entry shows the entry's message, as typing it would. A link
 * to a page in a given state is built by urls.ts (storageURL) from the same manifest entry: the
 * first page builds such links but reads no state, so this module stays off it (1 KB gzip).
 *
 * - the storage page: the word it reads (`?slot=`, `?block=`) and how it shows it (`?view=`);
 * - the receipt page: its logs filter (`?address=`, `?topic=`, `?event=`);
 * - the slot calculator (storage and slots pages): its inputs (`?calc=`, `?p=`, `?key=`, …);
 * - the Read tab: the function a link calls (`?fn=`), its arguments (`?arg=`, repeated, in
 *   order), the block, and a simulation's sender and value (`?from=`, `?value=`);
 * - the Activity tab: how many of the latest blocks it covers (`?blocks=`).
 *
 * Writers return a copy of the query with their own parameters replaced and every other kept.
 */
import type { CalculatorKind, CalculatorState, KeyRow } from '../domain/storage/slot-calculator-input.ts';
import { parseWordView, type WordView, type WordViewChoice } from '../domain/storage/word-view.ts';
import type { QueryDefaults } from './manifest.ts';
import { routeTable } from './route-table.ts';

/** Each parameter of `defaults` as the query gives it, or its default. */
export function readQuery<D extends QueryDefaults>(query: URLSearchParams, defaults: D): { [K in keyof D]: string } {
  const values: Record<string, string> = {};
  for (const [name, fallback] of Object.entries(defaults)) values[name] = query.get(name) ?? fallback;
  return values as { [K in keyof D]: string };
}

// ---- the storage page -----------------------------------------------------------------------

/** The storage page reads slot 0 at `latest` unless its link says otherwise (the manifest's defaults). */
const STORAGE_QUERY = routeTable.storage.query;

/** The storage page's read: the slot and block texts, and whether the link named a slot at all. */
export function readStorageQuery(query: URLSearchParams): { slot: string; block: string; slotGiven: boolean } {
  const { slot, block } = readQuery(query, STORAGE_QUERY);
  return { slot, block, slotGiven: query.has('slot') };
}

const WORD_VIEW_PARAM = 'view' satisfies keyof typeof STORAGE_QUERY;

/** The reading of the word the link chose (`?view=`), or its problem when it is none Hexray has. */
export function readWordView(query: URLSearchParams): WordViewChoice {
  return parseWordView(query.get(WORD_VIEW_PARAM));
}

/** `query` with the chosen reading written in (null: every reading, the parameter left out). */
export function writeWordView(query: URLSearchParams, view: WordView | null): URLSearchParams {
  const next = new URLSearchParams(query);
  if (view === null) next.delete(WORD_VIEW_PARAM);
  else next.set(WORD_VIEW_PARAM, view);
  return next;
}

// ---- the Read tab ---------------------------------------------------------------------------

/** What a Read tab link asks: the function (its signature; empty: none), its arguments as typed, the block, a simulation's sender and value. */
export interface ReadCallQuery {
  fn: string;
  args: readonly string[];
  block: string;
  from: string;
  value: string;
}

const READ_QUERY = routeTable.read.query;

export function readReadCall(query: URLSearchParams): ReadCallQuery {
  return { ...readQuery(query, READ_QUERY), args: query.getAll('arg') };
}

/** The query of a Read tab link: each part left out at its default (no function: no arguments either). */
export function writeReadCall(call: ReadCallQuery): URLSearchParams {
  const query = new URLSearchParams();
  if (call.fn !== READ_QUERY.fn) {
    query.set('fn', call.fn);
    for (const arg of call.args) query.append('arg', arg);
  }
  if (call.block !== READ_QUERY.block) query.set('block', call.block);
  if (call.from !== READ_QUERY.from) query.set('from', call.from);
  if (call.value !== READ_QUERY.value) query.set('value', call.value);
  return query;
}

// ---- the receipt page's logs filter ---------------------------------------------------------

export interface LogFilterTexts {
  address: string;
  topic: string;
  /** a decoded event's name; empty for any event */
  event: string;
}

/** Empty: no filter on that field. */
const LOG_FILTER_QUERY = { address: '', topic: '', event: '' } as const satisfies QueryDefaults;

export function readLogFilterQuery(params: URLSearchParams): LogFilterTexts {
  return readQuery(params, LOG_FILTER_QUERY);
}

/** `params` with the filter written in (an empty text leaves its key out); other parameters kept. */
export function writeLogFilterQuery(params: URLSearchParams, texts: LogFilterTexts): URLSearchParams {
  const out = new URLSearchParams(params);
  for (const key of Object.keys(LOG_FILTER_QUERY) as Array<keyof LogFilterTexts>) {
    if (texts[key] === LOG_FILTER_QUERY[key]) out.delete(key);
    else out.set(key, texts[key]);
  }
  return out;
}

// ---- the slot calculator --------------------------------------------------------------------
// Only the inputs of the chosen kind are written; names are short and distinct from the storage
// page's own `slot` and `block`. A mapping key is `key=<type>:<value>`, or
// `key=<type>/<encoding>:<value>` when a string or bytes key's encoding was chosen; keys repeat in
// order (outermost first).

const CALCULATOR_KINDS: readonly CalculatorKind[] = [
  'variable',
  'mapping',
  'array',
  'struct',
  'bytes',
  'erc1967',
  'erc7201',
];

/** What the calculator shows when the link says nothing (or something it does not know). */
export const INITIAL_CALCULATOR: CalculatorState = {
  kind: 'mapping',
  base: '0',
  keys: [{ id: 1, type: 'address', value: '' }],
  index: '0',
  elementSize: '32',
  memberSlot: '0',
  chunk: '0',
  erc1967: 'implementation',
  namespace: '',
};

const CALCULATOR_PARAMS = {
  kind: 'calc',
  base: 'p',
  key: 'key',
  index: 'i',
  elementSize: 'size',
  memberSlot: 'member',
  chunk: 'chunk',
  erc1967: 'erc1967',
  namespace: 'ns',
} as const;

function encodeKey(key: KeyRow): string {
  return `${key.type}${key.encoding ? `/${key.encoding}` : ''}:${key.value}`;
}

function decodeKey(text: string, id: number): KeyRow {
  const colon = text.indexOf(':');
  const head = colon < 0 ? text : text.slice(0, colon);
  const value = colon < 0 ? '' : text.slice(colon + 1);
  const [type = '', encoding] = head.split('/');
  return { id, type, value, ...(encoding === 'utf8' || encoding === 'hex' ? { encoding } : {}) };
}

/** Writes the calculator's inputs into `query` (replacing any earlier ones), keeping other parameters. */
export function writeCalculatorQuery(query: URLSearchParams, s: CalculatorState): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const name of Object.values(CALCULATOR_PARAMS)) next.delete(name);
  next.set(CALCULATOR_PARAMS.kind, s.kind);
  if (s.kind === 'erc1967') next.set(CALCULATOR_PARAMS.erc1967, s.erc1967);
  else if (s.kind === 'erc7201') next.set(CALCULATOR_PARAMS.namespace, s.namespace);
  else next.set(CALCULATOR_PARAMS.base, s.base);
  if (s.kind === 'mapping') for (const key of s.keys) next.append(CALCULATOR_PARAMS.key, encodeKey(key));
  if (s.kind === 'array') {
    next.set(CALCULATOR_PARAMS.index, s.index);
    next.set(CALCULATOR_PARAMS.elementSize, s.elementSize);
  }
  if (s.kind === 'struct') next.set(CALCULATOR_PARAMS.memberSlot, s.memberSlot);
  if (s.kind === 'bytes') next.set(CALCULATOR_PARAMS.chunk, s.chunk);
  return next;
}

/** The calculator's inputs from a query; anything missing or unknown takes the default. */
export function readCalculatorQuery(query: URLSearchParams): CalculatorState {
  const kindText = query.get(CALCULATOR_PARAMS.kind);
  const kind = CALCULATOR_KINDS.find((k) => k === kindText) ?? INITIAL_CALCULATOR.kind;
  const erc1967 = query.get(CALCULATOR_PARAMS.erc1967);
  const keys = query.getAll(CALCULATOR_PARAMS.key).map((text, i) => decodeKey(text, i + 1));
  return {
    kind: kind satisfies CalculatorKind,
    base: query.get(CALCULATOR_PARAMS.base) ?? INITIAL_CALCULATOR.base,
    keys: keys.length > 0 ? keys : INITIAL_CALCULATOR.keys,
    index: query.get(CALCULATOR_PARAMS.index) ?? INITIAL_CALCULATOR.index,
    elementSize: query.get(CALCULATOR_PARAMS.elementSize) ?? INITIAL_CALCULATOR.elementSize,
    memberSlot: query.get(CALCULATOR_PARAMS.memberSlot) ?? INITIAL_CALCULATOR.memberSlot,
    chunk: query.get(CALCULATOR_PARAMS.chunk) ?? INITIAL_CALCULATOR.chunk,
    erc1967: erc1967 === 'admin' || erc1967 === 'beacon' ? erc1967 : 'implementation',
    namespace: query.get(CALCULATOR_PARAMS.namespace) ?? INITIAL_CALCULATOR.namespace,
  };
}

// ---- the Activity tab -----------------------------------------------------------------------

/** How many of the latest blocks the tab covers, as the link gives it (empty: the window). */
export function readActivityBlocks(query: URLSearchParams): string {
  return readQuery(query, routeTable.activity.query).blocks;
}
