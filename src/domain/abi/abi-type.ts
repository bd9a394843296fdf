/**
 * ABI types as a small tree, parsed from the type strings of signatures (`uint256`,
 * `address[]`, `(uint256,bytes)[2]`) and of JSON ABIs (`tuple[]` with `components`).
 */

export type AbiType =
  | { kind: 'uint' | 'int'; bits: number }
  | { kind: 'address' }
  | { kind: 'bool' }
  | { kind: 'fixedBytes'; size: number }
  | { kind: 'bytes' }
  | { kind: 'string' }
  | { kind: 'array'; element: AbiType; length: number | null }
  | { kind: 'tuple'; components: AbiParameter[] };

export interface AbiParameter {
  name: string;
  type: AbiType;
  /** Events only. */
  indexed?: boolean;
}

/**
 * Arrays and tuples nested deeper than this are refused, when parsing a type and when decoding:
 * no real contract comes close (Solidity's own stack gives out first), and the recursion of a
 * hostile `uint256[][][]…` must end in a message, not a stack overflow.
 */
export const MAX_ABI_NESTING = 32;

/** A type or signature we cannot read; the message names the part. */
export class AbiSyntaxError extends Error {
  override readonly name = 'AbiSyntaxError';
}

/** Splits `a,b,(c,d)` at top-level commas. */
export function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
    if (depth < 0) throw new AbiSyntaxError(`Unbalanced ")" in ${text}`);
  }
  if (depth !== 0) throw new AbiSyntaxError(`Unbalanced "(" in ${text}`);
  const last = text.slice(start);
  if (parts.length > 0 || last.trim() !== '') parts.push(last);
  return parts;
}

function parseBase(base: string, components: AbiParameter[] | undefined, depth: number): AbiType {
  if (base === 'address') return { kind: 'address' };
  if (base === 'bool') return { kind: 'bool' };
  if (base === 'string') return { kind: 'string' };
  if (base === 'bytes') return { kind: 'bytes' };
  if (base === 'uint' || base === 'int') return { kind: base, bits: 256 };
  const int = /^(u?int)(\d+)$/.exec(base);
  if (int) {
    const bits = Number(int[2]);
    if (bits < 8 || bits > 256 || bits % 8 !== 0)
      throw new AbiSyntaxError(`${base}: integer sizes are 8 … 256 in steps of 8`);
    return { kind: int[1] === 'uint' ? 'uint' : 'int', bits };
  }
  const fixed = /^bytes(\d+)$/.exec(base);
  if (fixed) {
    const size = Number(fixed[1]);
    if (size < 1 || size > 32) throw new AbiSyntaxError(`${base}: bytesN takes N from 1 to 32`);
    return { kind: 'fixedBytes', size };
  }
  if (base === 'tuple') {
    if (!components) throw new AbiSyntaxError('tuple without components');
    return { kind: 'tuple', components: nonEmpty(components) };
  }
  if (base.startsWith('(') && base.endsWith(')')) {
    return {
      kind: 'tuple',
      components: nonEmpty(splitTopLevel(base.slice(1, -1)).map((p) => parseParameter(p, false, depth + 1))),
    };
  }
  throw new AbiSyntaxError(`Unsupported ABI type "${base}"`);
}

/**
 * Solidity has no empty struct, and an empty tuple would be a value that reads no bytes: an array
 * of them could claim any length at no cost to the decoder's budget.
 */
function nonEmpty(components: AbiParameter[]): AbiParameter[] {
  if (components.length === 0) throw new AbiSyntaxError('An empty tuple "()" is not an ABI type');
  return components;
}

/**
 * Parses a type string; `components` supply the fields of `tuple` (JSON ABI form). `depth` counts
 * the arrays and tuples already around it (callers inside a tuple pass theirs).
 */
export function parseAbiType(text: string, components?: AbiParameter[], depth = 1): AbiType {
  if (depth > MAX_ABI_NESTING)
    throw new AbiSyntaxError(`Arrays and tuples nested deeper than ${MAX_ABI_NESTING} levels`);
  const t = text.trim();
  const suffix = /\[(\d*)\]$/.exec(t);
  if (suffix) {
    const element = parseAbiType(t.slice(0, suffix.index), components, depth + 1);
    const length = suffix[1] === '' ? null : Number(suffix[1]);
    if (length === 0) throw new AbiSyntaxError(`${t}: a fixed-size array needs a length ≥ 1`);
    return { kind: 'array', element, length };
  }
  return parseBase(t.startsWith('tuple(') ? t.slice(5) : t, components, depth);
}

const MODIFIERS = new Set(['indexed', 'memory', 'calldata', 'storage', 'payable']);

/** `uint256 amount`, `address indexed from`, `(uint256,address)[] orders`. */
export function parseParameter(text: string, allowIndexed: boolean, depth = 1): AbiParameter {
  const t = text.trim();
  if (t === '') throw new AbiSyntaxError('Empty parameter');
  let typeText: string;
  let rest: string;
  if (t.startsWith('(') || t.startsWith('tuple(')) {
    // the type runs to the matching ")" plus any array suffixes
    const open = t.indexOf('(');
    let depth = 0;
    let end = open;
    for (; end < t.length; end++) {
      if (t[end] === '(') depth++;
      else if (t[end] === ')' && --depth === 0) break;
    }
    const arrays = /^(\[\d*\])*/.exec(t.slice(end + 1))![0];
    typeText = t.slice(0, end + 1 + arrays.length);
    rest = t.slice(typeText.length);
  } else {
    const [first = '', ...others] = t.split(/\s+/);
    // `address payable[] to`: Solidity writes an array of payable addresses with the suffix after `payable`
    const payableArray = first === 'address' ? /^payable((?:\[\d*\])+)$/.exec(others[0] ?? '') : null;
    typeText = payableArray ? `address${payableArray[1]}` : first;
    rest = (payableArray ? others.slice(1) : others).join(' ');
  }
  const words = rest.trim() === '' ? [] : rest.trim().split(/\s+/);
  let indexed = false;
  if (words[0] === 'payable' && typeText === 'address') words.shift();
  while (words.length > 0 && MODIFIERS.has(words[0]!)) {
    if (words.shift() === 'indexed') {
      if (!allowIndexed) throw new AbiSyntaxError(`"indexed" only applies to event parameters: ${t}`);
      indexed = true;
    }
  }
  if (words.length > 1) throw new AbiSyntaxError(`Cannot read parameter "${t}"`);
  const param: AbiParameter = { name: words[0] ?? '', type: parseAbiType(typeText, undefined, depth) };
  if (allowIndexed) param.indexed = indexed;
  return param;
}

/** The canonical type string used in signatures: `uint256`, `(address,uint256)[]`. */
export function formatAbiType(type: AbiType): string {
  switch (type.kind) {
    case 'uint':
    case 'int':
      return `${type.kind}${type.bits}`;
    case 'fixedBytes':
      return `bytes${type.size}`;
    case 'array':
      return `${formatAbiType(type.element)}[${type.length ?? ''}]`;
    case 'tuple':
      return `(${type.components.map((c) => formatAbiType(c.type)).join(',')})`;
    default:
      return type.kind;
  }
}

export function isDynamicType(type: AbiType): boolean {
  switch (type.kind) {
    case 'bytes':
    case 'string':
      return true;
    case 'array':
      return type.length === null || isDynamicType(type.element);
    case 'tuple':
      return type.components.some((c) => isDynamicType(c.type));
    default:
      return false;
  }
}

/** Bytes a type takes in the head of its enclosing tuple. */
export function headSize(type: AbiType): number {
  if (isDynamicType(type)) return 32;
  if (type.kind === 'array') return type.length! * headSize(type.element);
  if (type.kind === 'tuple') return type.components.reduce((sum, c) => sum + headSize(c.type), 0);
  return 32;
}
