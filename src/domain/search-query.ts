/**
 * What a person pasted into the search box, classified before anything is sent.
 * Kind to sloppy input (surrounding or zero-width whitespace, `0X`, a missing `0x` on a full-length
 * hash, an explorer URL) and specific about what is wrong with the rest.
 */
import { checksumProblem } from './address-checksum.ts';
import { findNonHexDigit, isAddress, isHash, type Address, type Hash } from './hex.ts';
import { cleanUserInput } from './units.ts';
import { parseTransactionIndex } from './transaction-index.ts';
import { parsed, rejected, type ParseResult } from './parse-result.ts';
import { BLOCK_PAGE_TAGS, parseBlockNumberText } from './block-ref.ts';

export type SearchTarget =
  | { kind: 'transaction'; hash: Hash }
  /** a link to a receipt or to a transaction's logs (Etherscan's `#eventlog`) opens the receipt */
  | { kind: 'receipt'; hash: Hash }
  | { kind: 'address'; address: Address }
  | { kind: 'blockTransaction'; blockHash: Hash; index: bigint }
  /**
   * a block number (decimal, or 0x + up to 16 hex digits: nothing else is that short), a tag
   * (`latest`) or, from a block link, a hash; as the block page's URL shows it (domain/block-ref.ts)
   */
  | { kind: 'block'; block: string };

type SearchResult = ParseResult<SearchTarget>;
const fail = rejected<SearchTarget>;

function normalizeHex(text: string): string {
  if (/^0X/.test(text)) return `0x${text.slice(2)}`;
  return text;
}

function describeHexProblem(text: string): string | null {
  const body = text.startsWith('0x') ? text.slice(2) : text;
  const bad = findNonHexDigit(body);
  if (bad) {
    // positions count characters as a person does (an emoji is one)
    const position = Array.from(body.slice(0, bad.index)).length + (text.startsWith('0x') ? 3 : 1);
    return `“${bad.char}” at position ${position} is not a hex digit (0-9, a-f).`;
  }
  return null;
}

function parseExplorerUrl(text: string): SearchResult | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const path = url.pathname;
  // The block position first: its `/tx/0x1f` (a hex index) would otherwise read as a transaction.
  const block = path.match(/\/block\/(0x[0-9a-fA-F]+)\/tx\/([^/]+)/);
  if (block?.[1] && block[2]) return classify(`${block[1]}:${block[2]}`);
  // a block by number or hash (Etherscan, Blockscout, Otterscan and ours: /block/186)
  const wholeBlock = path.match(/\/block\/(\d+|0x[0-9a-fA-F]+|[a-z]+)\/?$/);
  if (wholeBlock?.[1]) {
    const found = classify(wholeBlock[1]);
    if (found.ok && found.value.kind === 'transaction') return parsed({ kind: 'block', block: found.value.hash });
    return found;
  }
  const tx = path.match(/\/tx\/(0x[0-9a-fA-F]+)(\/(?:receipt|logs)\/?$)?/);
  if (tx?.[1]) {
    // a short hex value in a transaction link is a cut hash, not a block number
    const found = classify(tx[1], { blockNumbers: false });
    // ours: /tx/<hash>/receipt; Otterscan: /tx/<hash>/logs; Etherscan: #eventlog; Blockscout: ?tab=logs
    const wantsLogs = tx[2] !== undefined || url.hash === '#eventlog' || url.searchParams.get('tab') === 'logs';
    if (found.ok && found.value.kind === 'transaction' && wantsLogs)
      return parsed({ kind: 'receipt', hash: found.value.hash });
    return found;
  }
  const address = path.match(/\/(?:address|token|contract)\/(0x[0-9a-fA-F]+)/);
  if (address?.[1]) return classify(address[1]);
  return fail('That link does not point to a transaction, an address, a block or a block position we can open.');
}

function classify(text: string, { blockNumbers = true } = {}): SearchResult {
  // block hash + index: 0x<hash>:<index> or 0x<hash>/<index>
  const position = text.match(/^(0[xX][0-9a-fA-F]*)\s*[:/]\s*(.*)$/);
  if (position?.[1] !== undefined && position[2] !== undefined) {
    const blockHash = normalizeHex(position[1]);
    if (!isHash(blockHash))
      return fail(
        `The block hash before “${text.includes(':') ? ':' : '/'}” must be 32 bytes (64 hex digits after 0x); it has ${blockHash.length - 2}.`,
      );
    const index = parseTransactionIndex(position[2]);
    if (!index.ok) return index;
    return parsed({ kind: 'blockTransaction', blockHash: blockHash.toLowerCase() as Hash, index: index.value });
  }

  if ((BLOCK_PAGE_TAGS as readonly string[]).includes(text.toLowerCase()))
    return parsed({ kind: 'block', block: text.toLowerCase() });
  let hex = normalizeHex(text);
  if (!hex.startsWith('0x') && /^[0-9a-fA-F]+$/.test(hex) && (hex.length === 64 || hex.length === 40)) hex = `0x${hex}`;
  // all digits reads as a block number before it reads as hex without its 0x
  const number = blockNumbers ? parseBlockNumberText(hex) : null;
  if (number) return number.ok ? parsed({ kind: 'block', block: number.value.toString() }) : number;
  if (!hex.startsWith('0x')) {
    if (/^[0-9a-fA-F]+$/.test(hex))
      return fail(
        `Hex values start with 0x; this has ${hex.length} hex digits (a transaction hash has 64, an address 40).`,
      );
    return fail(
      'Paste a transaction hash (0x + 64 hex digits), an address (0x + 40), a block number (186) or “latest”, or a block hash with an index (0x…:3).',
    );
  }
  const problem = describeHexProblem(hex);
  if (problem) return fail(problem);
  if (isHash(hex)) return parsed({ kind: 'transaction', hash: hex.toLowerCase() as Hash });
  if (isAddress(hex)) {
    const badCase = checksumProblem(hex);
    return badCase ? fail(badCase) : parsed({ kind: 'address', address: hex.toLowerCase() as Address });
  }
  const digits = hex.length - 2;
  if (digits === 0) return fail('Just “0x”: paste the rest of the hash or address.');
  if (digits === 42)
    return fail('42 hex digits is one byte too long for an address (40) — check for an extra pair of digits.');
  if (digits === 66)
    return fail('66 hex digits is one byte too long for a hash (64) — check for an extra pair of digits.');
  if (digits < 40)
    return fail(
      `${digits} hex digits is too short: an address has 40, a transaction hash 64${blockNumbers ? ', a block number in hex at most 16' : ''}.`,
    );
  if (digits < 64)
    return fail(`${digits} hex digits: an address has 40 and a transaction hash 64 — part of it may be missing.`);
  return fail(`${digits} hex digits is too long: a transaction hash has 64.`);
}

export function parseSearch(raw: string): SearchResult {
  // "0x…abc : 3" is still a block position: spaces around the separator are not a second value
  const text = cleanUserInput(raw).replace(/\s*([:/])\s*/g, '$1');
  if (text === '')
    return fail('Type or paste a transaction hash, an address, a block number or a block hash with an index.');
  if (text.length > 300)
    return fail(`That is ${text.length} characters long: nothing we can search is longer than a link.`);
  if (/\s/.test(text)) return fail('There is a space inside the text: paste one hash, address or link at a time.');
  return parseExplorerUrl(text) ?? classify(text);
}
