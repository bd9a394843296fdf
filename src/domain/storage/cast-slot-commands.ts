/**
 * Foundry `cast` commands that recompute one step of a slot derivation offline (no RPC URL needed):
 * `cast index <type> <key> <slot>` for a mapping step, `cast keccak 0x…` for a hashing step,
 * `cast index-erc7201 <id>` for a namespaced root. Addition steps have no cast command (cast has
 * no big-integer add), which the caller says honestly instead of inventing one.
 */
import { bytesToBigInt, bytesToSignedBigInt } from '../bytes32.ts';
import { shellQuote } from '../cast-commands.ts';
import { bytesToHex, type Hash, type Hex } from '../hex.ts';
import { encodeMappingKey, parseMappingKeyType, type MappingKey } from './mapping-key.ts';
import { decodeUtf8 } from '../utf8.ts';

/**
 * One argument as a shell word; `--` goes before it when cast would read it as a flag (a negative
 * number, a text that starts with `-`). Quoting alone does not help: the shell removes the quotes.
 */
function positional(value: string, quoted = false): string {
  const word = quoted ? shellQuote(value) : value;
  return value.startsWith('-') ? `-- ${word}` : word;
}

/** The slot argument: decimal while short (a declared slot), the 32-byte word otherwise; cast takes both. */
function slotArgument(slot: Hash): string {
  const value = BigInt(slot);
  return value < 1n << 64n ? value.toString() : slot;
}

/**
 * The key as cast parses it, from the bytes Hexray hashed (so the command and the page cannot
 * disagree on how a typed value was read). String and bytes keys hash the same unpadded bytes, so
 * a string that is not valid UTF-8 text (typed as hex) is written as a `bytes` key, and text goes
 * as `string` (cast reads a `bytes` key only as hex).
 */
function keyArguments(key: MappingKey): { type: string; key: string; quoted?: boolean } {
  const type = parseMappingKeyType(key.type);
  const encoded = encodeMappingKey(key);
  if (type === 'string' || type === 'bytes') {
    const text = type === 'string' ? decodeUtf8(encoded) : null;
    return text !== null && !text.includes('\0')
      ? { type: 'string', key: text, quoted: true }
      : { type: 'bytes', key: bytesToHex(encoded) };
  }
  if (type === 'address') return { type, key: bytesToHex(encoded.slice(12)) };
  if (type === 'bool') return { type, key: encoded[31] === 1 ? 'true' : 'false' };
  if (type.startsWith('bytes')) return { type, key: bytesToHex(encoded.slice(0, Number(type.slice(5)))) };
  const value = type.startsWith('int') ? bytesToSignedBigInt(encoded) : bytesToBigInt(encoded);
  return { type, key: value.toString() };
}

/** `cast index <type> <key> <slot>`: the slot of `mapping[key]` for a mapping whose slot is `slot`. */
export function castIndexCommand(key: MappingKey, slot: Hash): string {
  const args = keyArguments(key);
  return `cast index ${args.type} ${positional(args.key, args.quoted)} ${slotArgument(slot)}`;
}

/** `cast keccak 0x…`: cast hashes a 0x-prefixed argument as bytes. */
export function castKeccakCommand(preimage: Hex): string {
  return `cast keccak ${preimage}`;
}

/** `cast index-erc7201 <id>`: the namespaced storage root of ERC-7201. */
export function castErc7201Command(namespaceId: string): string {
  return `cast index-erc7201 ${positional(namespaceId, true)}`;
}
