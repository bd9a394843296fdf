/**
 * solc's `storageLayout` output as a typed tree, and what it takes to read each variable.
 *
 * Accepted input: the layout itself (`{storage, types}`, as `solc --storage-layout` and
 * `forge inspect <C> storageLayout --json` print it), a Foundry artifact (`{storageLayout}`), a
 * Hardhat build-info or solc standard-JSON output (`{output: {contracts}}` / `{contracts}`), and
 * solc `--combined-json storage-layout`. Types refer to each other by id and may be recursive
 * (a struct holding a mapping to itself), so the tree is walked lazily: read plans
 * (storage-read-plan.ts) expand structs and fixed arrays in place, while mapping entries and
 * dynamic array elements are planned on demand from a key or an index.
 */

import { MAX_UINT256 } from '../uint-limits.ts';
import type { ValueKind } from './storage-word.ts';

/** Malformed layout JSON; `path` points at the offending part (`storage[2].slot`, `types.t_x.key`). */
export class StorageLayoutError extends Error {
  override readonly name = 'StorageLayoutError';
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(path ? `${path}: ${message}` : message);
  }
}

export interface LayoutVariable {
  label: string;
  slot: bigint;
  /** Byte offset from the right of the slot (packed value types). */
  offset: number;
  typeId: string;
  astId?: number;
  contract?: string;
}

interface TypeCommon {
  id: string;
  /** solc's label, e.g. `mapping(address => uint256)`, `struct C.S`, `uint16[]`. */
  label: string;
  numberOfBytes: number;
}

export type LayoutType =
  | (TypeCommon & { kind: 'value'; decodeAs: ValueKind })
  | (TypeCommon & { kind: 'bytes'; isString: boolean })
  | (TypeCommon & { kind: 'mapping'; keyId: string; valueId: string })
  | (TypeCommon & { kind: 'dynamicArray'; baseId: string })
  | (TypeCommon & { kind: 'staticArray'; baseId: string; length: bigint })
  | (TypeCommon & { kind: 'struct'; members: LayoutVariable[] });

export interface StorageLayout {
  variables: LayoutVariable[];
  types: Record<string, LayoutType>;
}

export interface LayoutSource {
  /** `Name` or `path/File.sol:Name`. */
  name: string;
  raw: unknown;
}

// ---------------------------------------------------------------------------------------------
// Parsing

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function parseJsonIfString(input: unknown, path: string): unknown {
  if (typeof input !== 'string') return input;
  try {
    return JSON.parse(input);
  } catch (error) {
    throw new StorageLayoutError(path, `Not valid JSON (${(error as Error).message})`);
  }
}

const looksLikeLayout = (v: unknown): boolean => isObject(v) && Array.isArray(v.storage);

/**
 * Every storage layout in the pasted JSON, named by contract — one for a bare layout, several
 * for a build-info. Use it to offer a choice before `parseStorageLayout(input, { contract })`.
 */
export function listLayoutSources(input: unknown): LayoutSource[] {
  const json = parseJsonIfString(input, '');
  if (looksLikeLayout(json)) return [{ name: '', raw: json }];
  if (!isObject(json)) throw new StorageLayoutError('', 'Expected a JSON object with a storage layout');
  if ('storageLayout' in json) return [{ name: '', raw: parseJsonIfString(json.storageLayout, 'storageLayout') }];
  const contracts = isObject(json.output) ? json.output.contracts : json.contracts;
  if (!isObject(contracts)) {
    throw new StorageLayoutError(
      '',
      'No storage layout found: expected {storage, types}, {storageLayout}, or build info with output.contracts',
    );
  }
  const found: LayoutSource[] = [];
  for (const [outer, value] of Object.entries(contracts)) {
    if (!isObject(value)) continue;
    const direct = value.storageLayout ?? value['storage-layout'];
    if (direct !== undefined) {
      // solc --combined-json: contracts["file.sol:Name"]["storage-layout"]
      found.push({ name: outer, raw: parseJsonIfString(direct, `contracts.${outer}`) });
      continue;
    }
    for (const [name, contract] of Object.entries(value)) {
      if (isObject(contract) && contract.storageLayout !== undefined)
        found.push({ name: `${outer}:${name}`, raw: contract.storageLayout });
    }
  }
  if (found.length === 0) {
    throw new StorageLayoutError(
      'contracts',
      'No contract carries a storageLayout: compile with outputSelection "storageLayout"',
    );
  }
  return found;
}

/** Parses pasted layout JSON (string or object). `contract` picks one from a build-info by `Name` or `file.sol:Name`. */
export function parseStorageLayout(input: unknown, options: { contract?: string } = {}): StorageLayout {
  const sources = listLayoutSources(input);
  let source: LayoutSource | undefined;
  if (options.contract !== undefined) {
    const want = options.contract;
    const matches = sources.filter((s) => s.name === want || s.name.endsWith(`:${want}`));
    if (matches.length !== 1) {
      throw new StorageLayoutError(
        'contract',
        matches.length === 0
          ? `No contract named ${want}; found ${sources.map((s) => s.name).join(', ')}`
          : `${want} is ambiguous: ${matches.map((s) => s.name).join(', ')}`,
      );
    }
    source = matches[0];
  } else if (sources.length === 1) {
    source = sources[0];
  } else {
    throw new StorageLayoutError(
      'contract',
      `${sources.length} contracts have a storage layout (${sources.map((s) => s.name).join(', ')}); choose one`,
    );
  }
  return parseLayoutObject(source!.raw);
}

function parseLayoutObject(raw: unknown): StorageLayout {
  if (!isObject(raw) || !Array.isArray(raw.storage))
    throw new StorageLayoutError('storage', 'Expected an array of variables');
  // solc writes `types: null` for a contract without state variables.
  const rawTypes = raw.types ?? {};
  if (!isObject(rawTypes)) throw new StorageLayoutError('types', 'Expected an object of types keyed by id');
  const types: Record<string, LayoutType> = {};
  for (const [id, t] of Object.entries(rawTypes)) types[id] = parseType(id, t);
  const variables = raw.storage.map((v, i) => parseVariable(v, `storage[${i}]`));
  // Every id referenced anywhere must be defined.
  const check = (id: string, path: string): void => {
    if (!(id in types)) throw new StorageLayoutError(path, `Type ${id} is not defined in types`);
  };
  variables.forEach((v, i) => check(v.typeId, `storage[${i}].type`));
  for (const t of Object.values(types)) {
    if (t.kind === 'mapping') {
      check(t.keyId, `types.${t.id}.key`);
      check(t.valueId, `types.${t.id}.value`);
    } else if (t.kind === 'dynamicArray' || t.kind === 'staticArray') {
      check(t.baseId, `types.${t.id}.base`);
    } else if (t.kind === 'struct') {
      t.members.forEach((m, i) => check(m.typeId, `types.${t.id}.members[${i}].type`));
    }
  }
  // Read plans expand struct members in place, so a struct that holds itself in place (only a
  // hand-edited paste can) would recurse without end; solc allows that only via a mapping or array.
  // Each struct is walked once (`done`): a hostile layout nesting structs of ten structs eight deep
  // would otherwise be walked 10^8 times.
  const open = new Set<string>();
  const done = new Set<string>();
  const expand = (t: LayoutType): void => {
    if (t.kind !== 'struct' || done.has(t.id)) return;
    open.add(t.id);
    t.members.forEach((m, i) => {
      const member = types[m.typeId]!;
      if (open.has(member.id))
        throw new StorageLayoutError(`types.${t.id}.members[${i}].type`, `${member.label} contains itself in place`);
      expand(member);
    });
    open.delete(t.id);
    done.add(t.id);
  };
  Object.values(types).forEach(expand);
  return { variables, types };
}

function parseDecimal(value: unknown, path: string): bigint {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  if (typeof value === 'string' && /^[0-9]+$/.test(value)) {
    const n = BigInt(value);
    if (n <= MAX_UINT256) return n;
  }
  throw new StorageLayoutError(path, `Expected a whole number as a decimal string, got ${JSON.stringify(value)}`);
}

function parseVariable(raw: unknown, path: string): LayoutVariable {
  if (!isObject(raw)) throw new StorageLayoutError(path, 'Expected {label, slot, offset, type}');
  if (typeof raw.label !== 'string') throw new StorageLayoutError(`${path}.label`, 'Expected a string');
  if (typeof raw.type !== 'string') throw new StorageLayoutError(`${path}.type`, 'Expected a type id string');
  const offset = Number(parseDecimal(raw.offset, `${path}.offset`));
  if (offset > 31)
    throw new StorageLayoutError(`${path}.offset`, `A byte offset within a slot is 0 … 31, got ${offset}`);
  const variable: LayoutVariable = {
    label: raw.label,
    slot: parseDecimal(raw.slot, `${path}.slot`),
    offset,
    typeId: raw.type,
  };
  if (typeof raw.astId === 'number') variable.astId = raw.astId;
  if (typeof raw.contract === 'string') variable.contract = raw.contract;
  return variable;
}

/** How a value type reads, from its id (`t_uint8`, `t_contract(C)12`, `t_enum(E)4`, …). */
function valueDecoding(id: string): ValueKind {
  if (/^t_(address|contract)/.test(id)) return 'address';
  if (id === 't_bool') return 'bool';
  if (/^t_int\d+$/.test(id)) return 'int';
  if (/^t_bytes\d+$/.test(id) || id.startsWith('t_function')) return 'fixedBytes';
  // uintN, enums, and user-defined value types (whose underlying type the layout does not say).
  return 'uint';
}

function parseType(id: string, raw: unknown): LayoutType {
  const path = `types.${id}`;
  if (!isObject(raw)) throw new StorageLayoutError(path, 'Expected {encoding, label, numberOfBytes}');
  if (typeof raw.label !== 'string') throw new StorageLayoutError(`${path}.label`, 'Expected a string');
  const numberOfBytes = Number(parseDecimal(raw.numberOfBytes, `${path}.numberOfBytes`));
  const common = { id, label: raw.label, numberOfBytes };
  const ref = (field: string): string => {
    const value = raw[field];
    if (typeof value !== 'string') throw new StorageLayoutError(`${path}.${field}`, 'Expected a type id string');
    return value;
  };
  switch (raw.encoding) {
    case 'mapping':
      return { ...common, kind: 'mapping', keyId: ref('key'), valueId: ref('value') };
    case 'dynamic_array':
      return { ...common, kind: 'dynamicArray', baseId: ref('base') };
    case 'bytes':
      return { ...common, kind: 'bytes', isString: raw.label === 'string' };
    case 'inplace':
      if (Array.isArray(raw.members)) {
        return {
          ...common,
          kind: 'struct',
          members: raw.members.map((m, i) => parseVariable(m, `${path}.members[${i}]`)),
        };
      }
      if (raw.base !== undefined) {
        const length = /\)(\d+)_storage$/.exec(id)?.[1] ?? /\[(\d+)\]$/.exec(raw.label)?.[1];
        if (length === undefined)
          throw new StorageLayoutError(path, 'A fixed-size array needs its length in the id or label');
        return { ...common, kind: 'staticArray', baseId: ref('base'), length: BigInt(length) };
      }
      if (numberOfBytes < 1 || numberOfBytes > 32)
        throw new StorageLayoutError(`${path}.numberOfBytes`, `A value type takes 1 … 32 bytes, got ${numberOfBytes}`);
      return { ...common, kind: 'value', decodeAs: valueDecoding(id) };
    default:
      throw new StorageLayoutError(
        `${path}.encoding`,
        `Expected inplace, mapping, dynamic_array or bytes, got ${JSON.stringify(raw.encoding)}`,
      );
  }
}
