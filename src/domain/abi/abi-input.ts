/**
 * What a person types for a function's argument, read by its ABI type into the value the encoder
 * takes (encode-abi-parameters.ts), or refused with a message that names the argument and says
 * what is wrong: an address whose mixed case is not its checksum, a number out of its type's range,
 * a bytesN of the wrong length. Arrays are written `[a, b]`, tuples `(a, b)` or `[a, b]`; inside
 * them a text with a comma or a bracket is quoted as in JSON (`"a, b"`). A `string` argument on its
 * own is taken exactly as typed.
 */
import { checksumProblem } from '../address-checksum.ts';
import { findNonHexDigit, type Hex } from '../hex.ts';
import { parsed, rejected, type ParseResult } from '../parse-result.ts';
import { cleanUserInput, formatCount, parseUserInteger, QuantityInputError } from '../units.ts';
import { formatAbiType, MAX_ABI_NESTING, type AbiType } from './abi-type.ts';
import type { AbiValue } from './decode-abi-parameters.ts';

/** Elements an argument may hold in all: a call's data stays a size a person could have meant. */
export const MAX_INPUT_ELEMENTS = 10_000;

class InputError extends Error {}
/** An InputError already prefixed with the argument's path (`amounts[2]: …`). */
class LocatedError extends InputError {}

/** A typed text as a tree: a leaf's text, or a list's items. */
type Node = { text: string } | Node[];

function parseTree(text: string): Node {
  let at = 0;
  let count = 0;
  const space = () => {
    while (at < text.length && /\s/.test(text[at]!)) at++;
  };
  const node = (depth: number): Node => {
    // the argument itself is no element: a list of exactly MAX_INPUT_ELEMENTS values is allowed
    if (depth > 0 && ++count > MAX_INPUT_ELEMENTS)
      throw new InputError(`More than ${formatCount(MAX_INPUT_ELEMENTS)} elements`);
    space();
    const open = text[at];
    if (open === '[' || open === '(') {
      if (depth > MAX_ABI_NESTING) throw new InputError(`Lists nested deeper than ${MAX_ABI_NESTING} levels`);
      const close = open === '[' ? ']' : ')';
      at++;
      const items: Node[] = [];
      space();
      if (text[at] === close) {
        at++;
        return items;
      }
      for (;;) {
        items.push(node(depth + 1));
        space();
        const next = text[at];
        if (next === ',') at++;
        else if (next === close) {
          at++;
          return items;
        } else
          throw new InputError(
            next === undefined ? `Missing "${close}"` : `Expected "," or "${close}" before "${next}"`,
          );
      }
    }
    if (open === '"') {
      const match = /^"(?:[^"\\]|\\.)*"/.exec(text.slice(at));
      if (!match) throw new InputError('A quoted text has no closing quote');
      at += match[0].length;
      try {
        return { text: JSON.parse(match[0]) as string };
      } catch {
        throw new InputError(`Not a quoted text: ${match[0]}`);
      }
    }
    const start = at;
    while (at < text.length && !/[,\])[(]/.test(text[at]!)) at++;
    return { text: text.slice(start, at).trim() };
  };
  const tree = node(0);
  space();
  if (at < text.length) throw new InputError(`Unexpected "${text.slice(at, at + 12)}" after the value`);
  return tree;
}

function hexBytes(text: string, what: string): Hex {
  if (!/^0x/i.test(text)) throw new InputError(`${what} is written in hex starting with 0x`);
  const body = text.slice(2);
  const bad = findNonHexDigit(body);
  if (bad) throw new InputError(`${what} has a non-hex character "${bad.char}"`);
  if (body.length % 2 !== 0) throw new InputError(`${what} has an odd number of hex digits (${body.length})`);
  return `0x${body.toLowerCase()}`;
}

function leaf(type: AbiType, text: string): AbiValue {
  switch (type.kind) {
    case 'address': {
      const hex = hexBytes(text, 'An address');
      if (hex.length !== 42)
        throw new InputError(`An address is 20 bytes (40 hex digits); this has ${(hex.length - 2) / 2}`);
      const problem = checksumProblem(text as Hex);
      if (problem) throw new InputError(problem);
      return hex;
    }
    case 'bool': {
      const word = text.toLowerCase();
      if (word === 'true' || word === '1') return true;
      if (word === 'false' || word === '0') return false;
      throw new InputError(`A bool is true or false; got "${text}"`);
    }
    case 'uint':
    case 'int': {
      const signed = type.kind === 'int';
      let n: bigint;
      try {
        n = parseUserInteger(text, { allowNegative: signed });
      } catch (error) {
        if (error instanceof QuantityInputError) throw new InputError(error.message);
        throw error;
      }
      const bits = BigInt(type.bits);
      const min = signed ? -(1n << (bits - 1n)) : 0n;
      const max = signed ? (1n << (bits - 1n)) - 1n : (1n << bits) - 1n;
      const name = formatAbiType(type);
      if (n < min || n > max) throw new InputError(`${n} does not fit ${name}: it takes ${min} to ${max}`);
      return n;
    }
    case 'fixedBytes': {
      const hex = hexBytes(text, `A bytes${type.size}`);
      const size = (hex.length - 2) / 2;
      if (size !== type.size)
        throw new InputError(
          `A bytes${type.size} is exactly ${type.size} byte${type.size === 1 ? '' : 's'} (${type.size * 2} hex digits); this has ${size}`,
        );
      return hex;
    }
    case 'bytes':
      return text === '' ? '0x' : hexBytes(text, 'bytes');
    case 'string':
      return text;
    default:
      throw new InputError(`A ${formatAbiType(type)} is written as a list: [a, b, …]`);
  }
}

function valueOf(type: AbiType, node: Node, path: string): AbiValue {
  try {
    if (type.kind === 'array' || type.kind === 'tuple') {
      if (!Array.isArray(node)) throw new InputError(`A ${formatAbiType(type)} is written as a list: [a, b, …]`);
      const types = type.kind === 'array' ? node.map(() => type.element) : type.components.map((c) => c.type);
      const want = type.kind === 'array' ? type.length : type.components.length;
      if (want !== null && node.length !== want)
        throw new InputError(
          `A ${formatAbiType(type)} has ${want} element${want === 1 ? '' : 's'}; this list has ${node.length}`,
        );
      return node.map((item, i) => {
        const name = type.kind === 'tuple' && type.components[i]!.name ? `.${type.components[i]!.name}` : `[${i}]`;
        return valueOf(types[i]!, item, `${path}${name}`);
      });
    }
    if (Array.isArray(node)) throw new InputError(`A ${formatAbiType(type)} is one value, not a list`);
    return leaf(type, node.text);
  } catch (error) {
    if (error instanceof LocatedError || !(error instanceof InputError)) throw error;
    throw new LocatedError(`${path}: ${error.message}`);
  }
}

/**
 * The value of an argument of `type` typed as `text`; `name` names it in a message. A string is
 * taken as typed, unless it is written in quotes.
 */
export function parseAbiInput(type: AbiType, text: string, name: string): ParseResult<AbiValue> {
  try {
    if (type.kind === 'string') {
      const quoted = /^\s*"(?:[^"\\]|\\.)*"\s*$/.test(text);
      return parsed(quoted ? (JSON.parse(text.trim()) as string) : text);
    }
    const clean = cleanUserInput(text);
    if (clean === '' && type.kind !== 'bytes') throw new InputError(`Enter ${describeType(type)}`);
    return parsed(
      valueOf(type, type.kind === 'array' || type.kind === 'tuple' ? parseTree(clean) : { text: clean }, name),
    );
  } catch (error) {
    if (error instanceof LocatedError) return rejected(error.message);
    if (error instanceof InputError) return rejected(`${name}: ${error.message}`);
    throw error;
  }
}

/** What an argument of the type looks like, for an input's placeholder and its empty message. */
export function describeType(type: AbiType): string {
  switch (type.kind) {
    case 'address':
      return 'an address (0x + 40 hex digits)';
    case 'bool':
      return 'true or false';
    case 'uint':
    case 'int':
      return `a whole number (${formatAbiType(type)}), decimal or 0x-hex`;
    case 'fixedBytes':
      return `${type.size} bytes as 0x-hex`;
    case 'bytes':
      return 'bytes as 0x-hex';
    case 'string':
      return 'text';
    case 'array':
      return `a list: [${describeType(type.element)}, …]`;
    case 'tuple':
      return `(${type.components.map((c) => formatAbiType(c.type)).join(', ')})`;
  }
}
