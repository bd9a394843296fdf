/**
 * The slot calculator's inputs in the URL query, so a link (or a reload) reproduces the derivation.
 * Only the inputs of the chosen kind are written; names are short and distinct from the storage
 * page's own `slot` and `block`. A mapping key is `key=<type>:<value>`, or `key=<type>/<encoding>:<value>`
 * when a string or bytes key's encoding was chosen; keys repeat in order (outermost first).
 */
import {
  CALCULATOR_KINDS,
  INITIAL_CALCULATOR,
  type CalculatorKind,
  type CalculatorState,
  type KeyRow,
} from './calculator-state.ts';

const PARAMS = {
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

export const CALCULATOR_PARAMS: readonly string[] = Object.values(PARAMS);

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
  for (const name of CALCULATOR_PARAMS) next.delete(name);
  next.set(PARAMS.kind, s.kind);
  if (s.kind === 'erc1967') next.set(PARAMS.erc1967, s.erc1967);
  else if (s.kind === 'erc7201') next.set(PARAMS.namespace, s.namespace);
  else next.set(PARAMS.base, s.base);
  if (s.kind === 'mapping') for (const key of s.keys) next.append(PARAMS.key, encodeKey(key));
  if (s.kind === 'array') {
    next.set(PARAMS.index, s.index);
    next.set(PARAMS.elementSize, s.elementSize);
  }
  if (s.kind === 'struct') next.set(PARAMS.memberSlot, s.memberSlot);
  if (s.kind === 'bytes') next.set(PARAMS.chunk, s.chunk);
  return next;
}

/** The calculator's inputs from a query; anything missing or unknown takes the default. */
export function readCalculatorQuery(query: URLSearchParams): CalculatorState {
  const kindText = query.get(PARAMS.kind);
  const kind = CALCULATOR_KINDS.find((k) => k === kindText) ?? INITIAL_CALCULATOR.kind;
  const erc1967 = query.get(PARAMS.erc1967);
  const keys = query.getAll(PARAMS.key).map((text, i) => decodeKey(text, i + 1));
  return {
    kind: kind satisfies CalculatorKind,
    base: query.get(PARAMS.base) ?? INITIAL_CALCULATOR.base,
    keys: keys.length > 0 ? keys : INITIAL_CALCULATOR.keys,
    index: query.get(PARAMS.index) ?? INITIAL_CALCULATOR.index,
    elementSize: query.get(PARAMS.elementSize) ?? INITIAL_CALCULATOR.elementSize,
    memberSlot: query.get(PARAMS.memberSlot) ?? INITIAL_CALCULATOR.memberSlot,
    chunk: query.get(PARAMS.chunk) ?? INITIAL_CALCULATOR.chunk,
    erc1967: erc1967 === 'admin' || erc1967 === 'beacon' ? erc1967 : 'implementation',
    namespace: query.get(PARAMS.namespace) ?? INITIAL_CALCULATOR.namespace,
  };
}
