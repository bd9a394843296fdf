/**
 * A contract's verified source as Sourcify's API v2 describes it (`GET /v2/contract/{chainId}/
 * {address}?fields=abi,storageLayout,proxyResolution,compilation`), read strictly: the answer is
 * written by whoever submitted the source, so it is hostile input like any chain data.
 *
 * Each part stands alone: an ABI that cannot be read (or is too large) is refused with a message
 * and the storage layout still fills the storage page, and the other way round. Budgets keep a
 * hostile answer cheap: at most MAX_VERIFIED_ABI_ENTRIES ABI entries, MAX_LAYOUT_ENTRIES variables
 * and types, a name cut to MAX_NAME_CODE_POINTS with its invisible format characters (bidi
 * overrides among them) removed. A type cycle in the layout is refused by parseStorageLayout.
 *
 * `match` (`exact_match` / `match`) is Sourcify's "full" and "partial" match: full means even the
 * metadata hash matches, so the source is exactly what was compiled; partial means the code
 * matches but comments or file names may differ. Both give the same ABI and layout.
 */

import { checksumAddress } from './address-checksum.ts';
import { isAddress, type Address } from './hex.ts';
import { formatCount } from './units.ts';
import { cutToCodePoints, withoutFormatCharacters } from './untrusted-text.ts';
import { AbiJsonError, parseJsonAbi, withTrust, type ParsedAbi } from './abi/json-abi.ts';
import { parseStorageLayout, StorageLayoutError, type StorageLayout } from './storage/storage-layout.ts';

/** the bytes of one answer read at most: a real answer with the fields asked is tens of KB, a huge one a few MB */
export const MAX_ANSWER_BYTES = 8 * 1024 * 1024;
export const MAX_VERIFIED_ABI_ENTRIES = 10_000;
export const MAX_LAYOUT_ENTRIES = 10_000;
export const MAX_NAME_CODE_POINTS = 64;
/** a diamond may list dozens of facets; more than this is not a contract a person reads */
export const MAX_IMPLEMENTATIONS = 16;

export type MatchKind = 'full' | 'partial';

export const MATCH_WORDS: Record<MatchKind, string> = {
  full: 'verified on Sourcify, full match',
  partial: 'verified on Sourcify, partial match',
};

export interface ProxyResolution {
  /** Sourcify's words for it (`EIP1967Proxy`, `EIP1167Proxy`, `DiamondProxy`, …), null when unknown */
  proxyType: string | null;
  implementations: Address[];
}

export type VerifiedPart = 'abi' | 'storageLayout' | 'name' | 'proxy';

export interface VerifiedProblem {
  part: VerifiedPart;
  message: string;
}

export interface VerifiedContract {
  /** checksummed */
  address: Address;
  chainId: string;
  match: MatchKind;
  /** the contract's name, cleaned; null when the answer gives none */
  name: string | null;
  /** functions, events and errors marked 'verified', each with `source` = MATCH_WORDS[match] */
  abi: ParsedAbi | null;
  storageLayout: StorageLayout | null;
  /** null: not a proxy, or Sourcify could not tell */
  proxy: ProxyResolution | null;
  /** what was refused or cleaned, part by part */
  problems: VerifiedProblem[];
}

/** The answer is not a verified contract's description at all (wrong shape, another contract). */
export class VerifiedContractError extends Error {
  override readonly name = 'VerifiedContractError';
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Sourcify's `match`: null means not verified (the 404's body says so too). */
export function matchKind(value: unknown): MatchKind | null {
  if (value === 'exact_match') return 'full';
  if (value === 'match') return 'partial';
  if (value === null || value === undefined) return null;
  throw new VerifiedContractError(`match: expected exact_match, match or null, got ${JSON.stringify(value)}`);
}

/** Untrusted text made safe to show: no invisible format characters, at most `max` code points. */
function cleanText(text: string, max = MAX_NAME_CODE_POINTS): { text: string; changed: boolean } {
  const visible = withoutFormatCharacters(text);
  const cut = cutToCodePoints(visible, max);
  return { text: cut.text, changed: cut.cut || visible !== text };
}

function readName(compilation: unknown, problems: VerifiedProblem[]): string | null {
  if (compilation === undefined || compilation === null) return null;
  if (!isObject(compilation) || (compilation.name !== undefined && typeof compilation.name !== 'string')) {
    problems.push({ part: 'name', message: 'compilation.name is not text: the name is left out' });
    return null;
  }
  if (compilation.name === undefined || compilation.name === '') return null;
  const { text, changed } = cleanText(compilation.name);
  if (changed)
    problems.push({
      part: 'name',
      message: `The name held invisible characters or was longer than ${MAX_NAME_CODE_POINTS} characters: shown cleaned`,
    });
  return text === '' ? null : text;
}

/**
 * Parameter names are shown beside decoded values: their format characters are removed and their
 * length cut, in a copy (the entry names themselves must be identifiers: parseJsonAbi refuses others).
 */
function cleanParamNames(entries: unknown[]): { entries: unknown[]; changed: number } {
  let changed = 0;
  const cleanParams = (params: unknown, depth: number): unknown => {
    if (!Array.isArray(params) || depth > 32) return params;
    return params.map((param: unknown) => {
      if (!isObject(param)) return param;
      const out: Record<string, unknown> = { ...param };
      if (typeof param.name === 'string') {
        const clean = cleanText(param.name);
        if (clean.changed) changed++;
        out.name = clean.text;
      }
      if (param.components !== undefined) out.components = cleanParams(param.components, depth + 1);
      return out;
    });
  };
  // a function's outputs are names shown as much as its inputs
  const cleaned = entries.map((entry) => {
    if (!isObject(entry)) return entry;
    const out = { ...entry };
    if (entry.inputs !== undefined) out.inputs = cleanParams(entry.inputs, 0);
    if (entry.outputs !== undefined) out.outputs = cleanParams(entry.outputs, 0);
    return out;
  });
  return { entries: cleaned, changed };
}

function readAbi(raw: unknown, match: MatchKind, problems: VerifiedProblem[]): ParsedAbi | null {
  if (raw === undefined || raw === null) return null;
  if (!Array.isArray(raw)) {
    problems.push({ part: 'abi', message: 'The ABI is not a list of entries: not used' });
    return null;
  }
  if (raw.length > MAX_VERIFIED_ABI_ENTRIES) {
    problems.push({
      part: 'abi',
      message: `The ABI has ${formatCount(raw.length)} entries, more than the ${formatCount(MAX_VERIFIED_ABI_ENTRIES)} Hexray reads: not used`,
    });
    return null;
  }
  const { entries, changed } = cleanParamNames(raw);
  if (changed > 0)
    problems.push({
      part: 'abi',
      message: `${formatCount(changed)} parameter name${changed === 1 ? '' : 's'} held invisible characters or were too long: shown cleaned`,
    });
  try {
    return withTrust(parseJsonAbi(entries, MATCH_WORDS[match]), 'verified');
  } catch (error) {
    if (!(error instanceof AbiJsonError)) throw error;
    problems.push({ part: 'abi', message: `The ABI cannot be read (${error.message}): not used` });
    return null;
  }
}

/**
 * The rows a layout shows: read plans expand structs in place, so a few types nesting structs of
 * structs (struct A of ten B, B of ten C, …) multiply into millions of rows. Counted per type once,
 * stopping as soon as the count passes the budget.
 */
function expandedRows(layout: StorageLayout): number {
  const memo = new Map<string, number>();
  const rowsOf = (typeId: string): number => {
    const known = memo.get(typeId);
    if (known !== undefined) return known;
    const type = layout.types[typeId];
    let rows = 1;
    if (type?.kind === 'struct') {
      rows = 0;
      for (const member of type.members) {
        rows += rowsOf(member.typeId);
        if (rows > MAX_LAYOUT_ENTRIES) break;
      }
    }
    memo.set(typeId, rows);
    return rows;
  };
  let total = 0;
  for (const variable of layout.variables) {
    total += rowsOf(variable.typeId);
    if (total > MAX_LAYOUT_ENTRIES) break;
  }
  return total;
}

function readLayout(raw: unknown, problems: VerifiedProblem[]): StorageLayout | null {
  // Vyper's layout has another shape, and an empty object is what Sourcify sends for none
  if (raw === undefined || raw === null || (isObject(raw) && Object.keys(raw).length === 0)) return null;
  if (!isObject(raw) || !Array.isArray(raw.storage)) {
    problems.push({ part: 'storageLayout', message: 'The storage layout is not solc’s {storage, types}: not used' });
    return null;
  }
  const types = isObject(raw.types) ? Object.keys(raw.types).length : 0;
  if (raw.storage.length > MAX_LAYOUT_ENTRIES || types > MAX_LAYOUT_ENTRIES) {
    problems.push({
      part: 'storageLayout',
      message: `The storage layout has ${formatCount(raw.storage.length)} variables and ${formatCount(types)} types, more than the ${formatCount(MAX_LAYOUT_ENTRIES)} Hexray reads: not used`,
    });
    return null;
  }
  try {
    const layout = parseStorageLayout(raw);
    const rows = expandedRows(layout);
    if (rows > MAX_LAYOUT_ENTRIES) {
      problems.push({
        part: 'storageLayout',
        message: `The storage layout's structs expand to more than ${formatCount(MAX_LAYOUT_ENTRIES)} rows: not used`,
      });
      return null;
    }
    return layout;
  } catch (error) {
    if (!(error instanceof StorageLayoutError)) throw error;
    problems.push({ part: 'storageLayout', message: `The storage layout cannot be read (${error.message}): not used` });
    return null;
  }
}

function readProxy(raw: unknown, problems: VerifiedProblem[]): ProxyResolution | null {
  if (raw === undefined || raw === null) return null;
  if (!isObject(raw)) {
    problems.push({ part: 'proxy', message: 'proxyResolution is not an object: not used' });
    return null;
  }
  // Sourcify could not tell (its RPC failed): the ERC-1967 slots are still read from the endpoint
  if (raw.proxyResolutionError !== undefined || raw.isProxy !== true) return null;
  if (!Array.isArray(raw.implementations)) {
    problems.push({ part: 'proxy', message: 'proxyResolution.implementations is not a list: not used' });
    return null;
  }
  const implementations: Address[] = [];
  for (const entry of raw.implementations.slice(0, MAX_IMPLEMENTATIONS)) {
    if (!isObject(entry) || !isAddress(entry.address)) {
      problems.push({ part: 'proxy', message: 'An implementation without a valid address was left out' });
      continue;
    }
    implementations.push(checksumAddress(entry.address));
  }
  if (raw.implementations.length > MAX_IMPLEMENTATIONS)
    problems.push({
      part: 'proxy',
      message: `${formatCount(raw.implementations.length)} implementations listed: the first ${MAX_IMPLEMENTATIONS} are used`,
    });
  const proxyType = typeof raw.proxyType === 'string' ? cleanText(raw.proxyType).text : null;
  return { proxyType, implementations };
}

/**
 * Sourcify's answer for `expected` → the verified contract, or null when it says the contract is
 * not verified (`match: null`). Throws VerifiedContractError when the answer is not this shape or
 * describes another contract or chain.
 */
export function parseVerifiedContract(
  json: unknown,
  expected: { chainId: string; address: Address },
): VerifiedContract | null {
  if (!isObject(json)) throw new VerifiedContractError('Expected a JSON object describing the contract');
  const match = matchKind(json.match);
  if (match === null) return null;
  if (!isAddress(json.address)) throw new VerifiedContractError('address: expected a 20-byte hex address');
  if (json.address.toLowerCase() !== expected.address.toLowerCase())
    throw new VerifiedContractError(`The answer describes ${json.address}, not ${expected.address}`);
  if (String(json.chainId) !== expected.chainId)
    throw new VerifiedContractError(
      `The answer describes chain ${JSON.stringify(json.chainId)}, not ${expected.chainId}`,
    );
  const problems: VerifiedProblem[] = [];
  return {
    address: checksumAddress(json.address),
    chainId: expected.chainId,
    match,
    name: readName(json.compilation, problems),
    abi: readAbi(json.abi, match, problems),
    storageLayout: readLayout(json.storageLayout, problems),
    proxy: readProxy(json.proxyResolution, problems),
    problems,
  };
}

/**
 * Sourcify's list of chains (`GET /chains`: `[{name, chainId, supported, …}]`) → the chain ids it
 * serves, as decimal strings. Throws VerifiedContractError on another shape.
 */
export function parseSourcifyChains(json: unknown, maxEntries = 10_000): Set<string> {
  if (!Array.isArray(json)) throw new VerifiedContractError('Expected a list of chains');
  if (json.length > maxEntries) throw new VerifiedContractError(`${formatCount(json.length)} chains listed`);
  const served = new Set<string>();
  for (const entry of json) {
    if (!isObject(entry)) continue;
    const id = entry.chainId;
    const decimal =
      typeof id === 'number' && Number.isSafeInteger(id) ? String(id) : typeof id === 'string' ? id : null;
    if (decimal !== null && /^[0-9]{1,20}$/.test(decimal) && entry.supported !== false) served.add(decimal);
  }
  return served;
}
