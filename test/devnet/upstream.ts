/**
 * The gateway's line to anvil: plain JSON-RPC over HTTP. Upstream ids are our own; the caller's id
 * is put back by the gateway, so a client never sees anvil's numbering.
 */
import type { RpcError } from './jsonrpc.ts';

/** `recorded`: an answer recorded on another network (recorded.ts), which the devnet's window does not judge. */
export type UpstreamAnswer = { result: unknown; recorded?: true } | { error: RpcError };

export class UpstreamUnavailable extends Error {}

export interface Upstream {
  call(method: string, params: unknown[]): Promise<UpstreamAnswer>;
  /** The node's current block number. Concurrent callers share one request; nothing is cached
   * beyond that, so a test that mines blocks sees the new head at once. */
  head(): Promise<number>;
}

export function createUpstream(nodeUrl: string): Upstream {
  let nextId = 1;
  let headInFlight: Promise<number> | undefined;

  async function call(method: string, params: unknown[]): Promise<UpstreamAnswer> {
    let response: Response;
    try {
      response = await fetch(nodeUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
      });
    } catch (cause) {
      throw new UpstreamUnavailable(`node at ${nodeUrl} unreachable`, { cause });
    }
    const body = (await response.json()) as { result?: unknown; error?: RpcError };
    if (body.error) return { error: body.error };
    return { result: body.result ?? null };
  }

  async function fetchHead(): Promise<number> {
    const answer = await call('eth_blockNumber', []);
    if ('error' in answer) throw new UpstreamUnavailable(`eth_blockNumber failed: ${answer.error.message}`);
    return Number(answer.result);
  }

  return {
    call,
    head() {
      headInFlight ??= fetchHead().finally(() => {
        headInFlight = undefined;
      });
      return headInFlight;
    },
  };
}
