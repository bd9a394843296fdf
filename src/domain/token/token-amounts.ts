/**
 * Where a token amount sits in what a page decodes, and which token contracts a page may ask for
 * their decimals and symbol. The one place that says "this argument is an amount of token X":
 * the decoded input, the decoded logs and the token movements all take it from here.
 *
 * An amount is the ERC-20 one: `value` of Transfer / Approval with both addresses indexed and the
 * value in the data (ERC-721 indexes its token id: no amount), and the amount argument of
 * `transfer`, `transferFrom` and `approve`. ERC-721 shares those three call signatures (with a
 * token id): the argument is read in units only when the contract answers decimals() and symbol()
 * (an NFT has no decimals()), or the person set them for it.
 */
import type { DecodedParam } from '../abi/decoded-param.ts';
import type { Address } from '../hex.ts';
import type { Log } from '../receipt.ts';
import { tokenMovements } from './token-movements.ts';

/** Canonical call signature → the position of its amount argument. */
const AMOUNT_IN_CALL: ReadonlyMap<string, number> = new Map([
  ['transfer(address,uint256)', 1],
  ['approve(address,uint256)', 1],
  ['transferFrom(address,address,uint256)', 2],
]);

const AMOUNT_EVENTS: ReadonlySet<string> = new Set([
  'Transfer(address,address,uint256)',
  'Approval(address,address,uint256)',
]);

/** The argument of a decoded call or event that is an amount of `token`. */
export interface TokenAmountArgument {
  index: number;
  token: Address;
}

/** The amount argument of a call decoded by `signature`, made to `to` (the token); null when none. */
export function tokenAmountInCall(
  signature: string,
  params: readonly DecodedParam[],
  to: Address | null,
): TokenAmountArgument | null {
  const index = AMOUNT_IN_CALL.get(signature);
  if (index === undefined || to === null || typeof params[index]?.value !== 'bigint') return null;
  return { index, token: to };
}

/** The amount argument of an event decoded by `signature`, emitted by `emitter`; null when none. */
export function tokenAmountInEvent(
  signature: string,
  params: readonly DecodedParam[],
  emitter: Address,
): TokenAmountArgument | null {
  if (!AMOUNT_EVENTS.has(signature) || params.length !== 3) return null;
  const [a, b, value] = params;
  if (!a?.indexed || !b?.indexed || value?.indexed || typeof value?.value !== 'bigint') return null;
  return { index: 2, token: emitter };
}

/**
 * At most this many token contracts of a transaction's logs are asked for their metadata (three
 * eth_calls each), plus the contract it calls: at most 63 calls, 8 POSTs of the client's batches,
 * whatever a transaction touches.
 */
export const MAX_TOKEN_CONTRACTS_READ = 20;

export interface TokenContractsToRead {
  /** Lowercase addresses of the contracts whose decimals and symbol the page may read. */
  read: ReadonlySet<string>;
  /** Token contracts of the logs left unread by the cap. */
  notRead: number;
}

/**
 * The token contracts a transaction's page reads decimals and symbol of: each contract with an
 * ERC-20 amount in its logs, once, the first MAX_TOKEN_CONTRACTS_READ of them in log order; and
 * the contract it calls (its input may be a transfer), whether or not its logs name it.
 */
export function tokenContractsToRead(called: Address | null, logs: readonly Log[]): TokenContractsToRead {
  const inLogs = new Set<string>();
  for (const movement of tokenMovements(logs))
    if (movement.kind !== 'approvalForAll' && movement.standard === 'ERC-20') inLogs.add(movement.token.toLowerCase());
  const read = new Set([...inLogs].slice(0, MAX_TOKEN_CONTRACTS_READ));
  const notRead = inLogs.size - read.size;
  if (called !== null) read.add(called.toLowerCase());
  return { read, notRead };
}
