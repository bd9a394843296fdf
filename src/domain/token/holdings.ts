/**
 * An address's token holdings (the Activity tab's Holdings): which balances to ask, from the
 * transfers seen in its activity (the endpoint's window and this browser's archive), and how a
 * `balanceOf` answer reads. No indexer lists the tokens an address holds; the tokens it moved in
 * or out are the ones Hexray can name, so those are the ones asked.
 *
 * - ERC-20 and ERC-721: `balanceOf(address)` (0x70a08231, the same selector for both): an amount
 *   of the token in its units, or a count of its tokens.
 * - ERC-1155: `balanceOf(address,uint256)` (0x00fdd58e) for each token id seen moving.
 *
 * An answer is one ABI word: anything else (nothing, a short answer, a longer one) is named, never
 * read as a number, since a contract that only emits the standard's events need not have the
 * standard's functions.
 */
import type { ActivityRow } from '../activity/activity-rows.ts';
import { padHexLeft, type Address, type Hex } from '../hex.ts';
import { parsed, rejected, type ParseResult } from '../parse-result.ts';

export type HoldingStandard = 'ERC-20' | 'ERC-721' | 'ERC-1155';

/** One balance to ask: a token (and, for ERC-1155, one of its ids). */
export interface Holding {
  standard: HoldingStandard;
  /** lower case */
  token: Address;
  /** ERC-1155 only */
  tokenId: bigint | null;
}

/** Holdings asked at once (one `balanceOf` each); the rest wait for "show the rest". */
export const HOLDINGS_AT_ONCE = 100;

const BALANCE_OF = '0x70a08231';
const BALANCE_OF_ID = '0x00fdd58e';

export const holdingKey = (holding: Holding): string => `${holding.standard}:${holding.token}:${holding.tokenId ?? ''}`;

/**
 * The holdings the transfers name, each once, in the order of the rows (newest first, so a token
 * moved lately comes before one moved long ago).
 */
export function holdingsOf(rows: readonly ActivityRow[]): Holding[] {
  const seen = new Map<string, Holding>();
  for (const row of rows) {
    if (row.kind !== 'transfer') continue;
    const { movement } = row;
    const holding: Holding = {
      standard: movement.standard,
      token: movement.token.toLowerCase() as Address,
      tokenId: movement.standard === 'ERC-1155' ? movement.tokenId : null,
    };
    const key = holdingKey(holding);
    if (!seen.has(key)) seen.set(key, holding);
  }
  return [...seen.values()];
}

/** The `eth_call` data asking `owner`'s balance of `holding`. */
export function balanceOfCalldata(holding: Holding, owner: Address): Hex {
  const who = padHexLeft(owner.toLowerCase() as Hex).slice(2);
  if (holding.tokenId === null) return `${BALANCE_OF}${who}`;
  return `${BALANCE_OF_ID}${who}${holding.tokenId.toString(16).padStart(64, '0')}`;
}

/** A balance from a `balanceOf` answer: exactly one 32-byte word. */
export function readBalance(result: Hex): ParseResult<bigint> {
  const bytes = (result.length - 2) / 2;
  if (bytes === 0) return rejected('answered nothing: the contract has no balanceOf for this');
  if (bytes !== 32) return rejected(`answered ${bytes} bytes, not the one 32-byte word a balance is`);
  return parsed(BigInt(result));
}
