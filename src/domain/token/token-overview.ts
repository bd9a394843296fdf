/**
 * What a token's own address page says of it, as Etherscan's token tracker does: the standard it
 * answers to, its name and symbol, its decimals and its total supply.
 *
 * The standard comes from its code (read/standard-reads.ts: the functions the code checks for);
 * the rest from calls to the contract, each asked only when the code checks for that function, so
 * a collection without `symbol()` is never sent one. Every answer is the contract's own word
 * (untrusted text, cleaned and bounded as token-metadata.ts does).
 */
import { CALL_SELECTORS } from '../abi/common-signatures.ts';
import type { Hex } from '../hex.ts';
import {
  NAME_MAX_LENGTH,
  SYMBOL_MAX_LENGTH,
  decodeDecimals,
  decodeTokenText,
  sanitizeTokenText,
  type TokenCallOutcome,
} from './token-metadata.ts';

/** The token standards an address page names, in the order a contract is named by (the first it answers to). */
const TOKEN_STANDARDS = ['ERC-20', 'ERC-721', 'ERC-1155'] as const;
export type TokenStandard = (typeof TOKEN_STANDARDS)[number];

/** The token standard among those recognised in the code, or null when it is not a token. */
export function tokenStandardOf(recognised: readonly string[]): TokenStandard | null {
  return TOKEN_STANDARDS.find((standard) => recognised.includes(standard)) ?? null;
}

/** The overview's calls, each a bare selector (none takes an argument). */
export const OVERVIEW_CALLS = {
  name: CALL_SELECTORS.name,
  symbol: CALL_SELECTORS.symbol,
  decimals: CALL_SELECTORS.decimals,
  totalSupply: CALL_SELECTORS.totalSupply,
} as const satisfies Record<string, Hex>;
export type OverviewCall = keyof typeof OVERVIEW_CALLS;

/**
 * The calls worth asking a token of this standard whose code checks these selectors: decimals only
 * of an ERC-20 (an NFT has none; ERC-1155's amounts are counts), each only where the code has it.
 */
export function overviewCalls(standard: TokenStandard, hasSelector: (selector: Hex) => boolean): OverviewCall[] {
  const wanted: OverviewCall[] =
    standard === 'ERC-20' ? ['name', 'symbol', 'decimals', 'totalSupply'] : ['name', 'symbol', 'totalSupply'];
  return wanted.filter((call) => hasSelector(OVERVIEW_CALLS[call]));
}

export interface TokenOverview {
  standard: TokenStandard;
  /** null: not asked (the code has no such function), reverted, or no readable text */
  name: string | null;
  symbol: string | null;
  /** an ERC-20's decimals (0…255); null for the others, or when it did not answer one */
  decimals: number | null;
  /** in the token's smallest units (an ERC-721's count of tokens); null when not answered */
  totalSupply: bigint | null;
  /** what did not read as its type, by call ("decimals(): …"), for the page to say */
  problems: string[];
}

/** `totalSupply()`'s one uint256 word (the wire checked it is 0x-hex data). */
function decodeSupply(result: Hex): { ok: true; value: bigint } | { ok: false; message: string } {
  if (result.length !== 66)
    return { ok: false, message: `The result is ${(result.length - 2) / 2} bytes, not one 32-byte word` };
  return { ok: true, value: BigInt(result) };
}

/**
 * The calls' outcomes (absent: not asked; null: reverted) → the overview. A call that answers
 * something that is not its type is a problem named, not a value shown.
 */
export function tokenOverviewFrom(
  standard: TokenStandard,
  outcomes: Partial<Record<OverviewCall, TokenCallOutcome>>,
): TokenOverview {
  const problems: string[] = [];
  const text = (call: 'name' | 'symbol', maxLength: number): string | null => {
    const outcome = outcomes[call];
    if (!outcome) return null;
    const decoded = decodeTokenText(outcome);
    if (!decoded.ok) {
      problems.push(`${call}(): ${decoded.message}`);
      return null;
    }
    return sanitizeTokenText(decoded.value, maxLength);
  };
  const name = text('name', NAME_MAX_LENGTH);
  const symbol = text('symbol', SYMBOL_MAX_LENGTH);
  let decimals: number | null = null;
  // an outcome is an answer (0x-hex, never empty), null (reverted) or undefined (not asked)
  if (standard === 'ERC-20' && outcomes.decimals) {
    const decoded = decodeDecimals(outcomes.decimals);
    if (decoded.ok) decimals = decoded.value;
    else problems.push(`decimals(): ${decoded.message}`);
  }
  let totalSupply: bigint | null = null;
  if (outcomes.totalSupply) {
    const decoded = decodeSupply(outcomes.totalSupply);
    if (decoded.ok) totalSupply = decoded.value;
    else problems.push(`totalSupply(): ${decoded.message}`);
  }
  return {
    standard,
    name,
    symbol,
    decimals,
    totalSupply,
    problems,
  };
}
