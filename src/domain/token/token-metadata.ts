/**
 * A token's name, symbol and decimals, read with `eth_call` from the contract itself — and so
 * written by whoever deployed it.
 *
 * Use from a page (or its data hook):
 *
 *   // three calls per contract, batched: { to: contract, data: TOKEN_METADATA_CALLDATA.symbol }, …
 *   const token = tokenMetadataFrom({ name, symbol, decimals });   // each: the result Hex, or null if the call reverted
 *   if (token.ok) show(formatUnits(amount, token.value.decimals), tokenLabel(token.value, contract))
 *   else keep raw units (token.message says why it is not a token; e.g. for the inspector)
 *
 * Pass null only for a call the node answered with an execution error (a revert): a timeout or a
 * refused request says nothing about the contract, so it is not a reason to cache "not a token".
 *
 * A token is a contract whose `decimals()` returns one ABI word holding 0…255 and whose `symbol()`
 * returns text; `name()` is optional (many contracts have a symbol and decimals but no sensible
 * name). ERC-20 makes all three optional, but without decimals an amount cannot be scaled, and
 * without a symbol a price feed (which has `decimals()`) would pass for a token.
 *
 * Untrusted text: a symbol can be "ETH" or "USDC" on any contract. Text is cleaned
 * (sanitizeTokenText) and its length bounded: a symbol to SYMBOL_MAX_LENGTH code points (real
 * symbols are 2–11 characters; 32 is also all a bytes32 symbol holds), a name to NAME_MAX_LENGTH
 * (the longest real names, LP and vault tokens, stay under 60). On screen a symbol is never shown
 * alone: take it through tokenLabel, which carries the contract address it came from and whether
 * it imitates a name Hexray itself uses (the network's currency); show the address (shortened,
 * linked) beside the symbol, and mark an imitating one, so "1,000 ETH" from a token never reads
 * like the network's own ether.
 */

import { CALL_SELECTORS } from '../abi/common-signatures.ts';
import { decodeBoundedAbiString } from '../abi/bounded-abi-string.ts';
import { hexToBytes, isHexData, type Address, type Hex } from '../hex.ts';
import { parsed, rejected, type ParseResult } from '../parse-result.ts';
import { decodeUtf8 } from '../utf8.ts';
import { cutToCodePoints, withoutFormatCharacters } from '../untrusted-text.ts';

/** The `eth_call` input of each metadata call: a bare selector, as none takes an argument. */
export const TOKEN_METADATA_CALLDATA = {
  name: CALL_SELECTORS.name,
  symbol: CALL_SELECTORS.symbol,
  decimals: CALL_SELECTORS.decimals,
} as const satisfies Record<string, Hex>;

export const SYMBOL_MAX_LENGTH = 32;
export const NAME_MAX_LENGTH = 64;

/** Bytes of a returned string read at most: four bytes per code point of the longest text kept. */
const MAX_TEXT_BYTES = 4 * NAME_MAX_LENGTH;

export interface TokenMetadata {
  /** Cleaned and bounded (sanitizeTokenText); show through tokenLabel. */
  symbol: string;
  /** Cleaned and bounded; null when `name()` reverted or returned no readable text. */
  name: string | null;
  /** 0 … 255. */
  decimals: number;
}

/**
 * The text a `name()` or `symbol()` returned: an ABI `string`, or (older tokens such as MKR) a
 * `bytes32` padded with NULs. Raw: not yet cleaned; read only as far as a name can be shown.
 */
export function decodeTokenText(result: Hex): ParseResult<string> {
  if (!isHexData(result)) return rejected('The result is not even-length 0x-hex data');
  const bytes = (result.length - 2) / 2;
  if (bytes === 0) return rejected('The call returned no data (no contract there, or no such function)');
  if (bytes === 32) {
    // A string takes at least two words (offset and length): one word is a bytes32, text up to its first NUL.
    const word = hexToBytes(result);
    const end = word.indexOf(0);
    const text = decodeUtf8(end === -1 ? word : word.subarray(0, end));
    return text === null ? rejected('The bytes32 is not UTF-8 text') : parsed(text);
  }
  const text = decodeBoundedAbiString(result, 0, MAX_TEXT_BYTES, { fatal: true });
  return text.ok ? parsed(text.text) : rejected(text.problem);
}

/** `decimals()`'s result: one ABI word holding 0 … 255 (uint8 by ERC-20; some return uint256). */
export function decodeDecimals(result: Hex): ParseResult<number> {
  if (!isHexData(result)) return rejected('The result is not even-length 0x-hex data');
  if (result.length === 2) return rejected('The call returned no data (no contract there, or no such function)');
  if (result.length !== 66) return rejected(`The result is ${(result.length - 2) / 2} bytes, not one 32-byte word`);
  const value = BigInt(result);
  return value <= 255n ? parsed(Number(value)) : rejected(`${value} decimals is more than a uint8 holds`);
}

/**
 * Chain text made fit to show, or null when nothing readable is left: format characters
 * (bidirectional overrides and isolates, LRM/RLM/ALM, zero-width characters) removed, whitespace
 * runs (tabs, newlines too) made one space, other control characters removed, the ends trimmed,
 * and at most `maxLength` code points kept — the last of them `…` when the text was cut.
 */
export function sanitizeTokenText(text: string, maxLength: number): string | null {
  const clean = withoutFormatCharacters(text)
    .replace(/\s+/gu, ' ')
    .replace(/\p{Cc}/gu, '')
    .trim();
  if (clean === '') return null;
  const kept = cutToCodePoints(clean, maxLength);
  return kept.cut ? `${cutToCodePoints(clean, maxLength - 1).text.trimEnd()}…` : clean;
}

/** A call's outcome: the result, or null when the node answered that the call reverted. */
export type TokenCallOutcome = Hex | null;

/** The three calls' outcomes → the token, or why the contract is not treated as one. */
export function tokenMetadataFrom(calls: {
  name: TokenCallOutcome;
  symbol: TokenCallOutcome;
  decimals: TokenCallOutcome;
}): ParseResult<TokenMetadata> {
  if (calls.decimals === null) return rejected('decimals() reverted');
  const decimals = decodeDecimals(calls.decimals);
  if (!decimals.ok) return rejected(`decimals(): ${decimals.message}`);
  if (calls.symbol === null) return rejected('symbol() reverted');
  const rawSymbol = decodeTokenText(calls.symbol);
  if (!rawSymbol.ok) return rejected(`symbol(): ${rawSymbol.message}`);
  const symbol = sanitizeTokenText(rawSymbol.value, SYMBOL_MAX_LENGTH);
  if (symbol === null) return rejected('symbol() returned no readable text');
  const rawName = calls.name === null ? null : decodeTokenText(calls.name);
  const name = rawName?.ok ? sanitizeTokenText(rawName.value, NAME_MAX_LENGTH) : null;
  return parsed({ symbol, name, decimals: decimals.value });
}

/** A symbol as it may be shown: never without the contract that returned it. */
export interface TokenLabel {
  symbol: string;
  /** Always true: read from the chain, not from Hexray's own tables. */
  untrusted: true;
  /** The contract whose `symbol()` said so; show it beside the symbol. */
  contract: Address;
  /** The symbol reads as one of Hexray's own names (say the network's currency): mark it as an imitation. */
  imitatesBuiltIn: boolean;
}

/** Letters as a reader compares them: compatibility forms folded (ＥＴＨ, ℯ), case ignored. */
const comparable = (text: string): string => text.normalize('NFKC').toUpperCase();

/**
 * The label for `token`'s symbol. `builtInNames`: the names Hexray shows as its own facts, such as
 * the network's currency symbol (`ETH`, `BNB`); a symbol equal to one of them, ignoring case and
 * compatibility forms, imitates it. Look-alike letters of other scripts (Cyrillic "ЕТН") are not
 * caught here: the contract address beside every symbol is what tells two tokens apart.
 */
export function tokenLabel(token: TokenMetadata, contract: Address, builtInNames: readonly string[]): TokenLabel {
  const symbol = comparable(token.symbol);
  return {
    symbol: token.symbol,
    untrusted: true,
    contract,
    imitatesBuiltIn: builtInNames.some((name) => comparable(name) === symbol),
  };
}
