/**
 * eth_getLogs's range limit, as providers have one: a filter spanning more than LOGS_RANGE_LIMIT
 * blocks is refused before anvil is asked, in Alchemy's words (-32600, "You can make eth_getLogs
 * requests with up to a N block range. Based on your parameters, this block range should work:
 * [0x…, 0x…]"). The limit is below the 128-block window on purpose: a page that asks for the whole
 * window must split it, as it must on a real provider.
 */
import { INVALID_REQUEST, errorResponse, type RpcRequest, type RpcResponse } from './jsonrpc.ts';
import type { Upstream } from './upstream.ts';

export const LOGS_RANGE_LIMIT = 100;

/** A filter's block: a hex number, or a tag read as the node does (absent and `latest`: the head). */
async function blockOf(value: unknown, upstream: Upstream): Promise<number | undefined> {
  if (value === undefined || value === 'latest' || value === 'pending' || value === 'safe' || value === 'finalized')
    return upstream.head();
  if (value === 'earliest') return 0;
  if (typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value)) return Number(value);
  return undefined; // anvil says what is wrong with it
}

/** The refusal of a range over the limit, or undefined when the call may proceed. */
export async function logsRangeRefusal(request: RpcRequest, upstream: Upstream): Promise<RpcResponse | undefined> {
  if (request.method !== 'eth_getLogs') return undefined;
  const filter = request.params[0] as { fromBlock?: unknown; toBlock?: unknown; blockHash?: unknown } | undefined;
  if (typeof filter !== 'object' || filter === null || filter.blockHash !== undefined) return undefined;
  const from = await blockOf(filter.fromBlock, upstream);
  const to = await blockOf(filter.toBlock, upstream);
  if (from === undefined || to === undefined || to - from + 1 <= LOGS_RANGE_LIMIT) return undefined;
  const hex = (n: number) => `0x${n.toString(16)}`;
  return errorResponse(
    request.id,
    INVALID_REQUEST,
    `You can make eth_getLogs requests with up to a ${LOGS_RANGE_LIMIT} block range. Based on your parameters, ` +
      `this block range should work: [${hex(from)}, ${hex(from + LOGS_RANGE_LIMIT - 1)}]`,
  );
}
