/**
 * Foundry `cast` commands for what a page shows. The endpoint is always written as `"$RPC_URL"`:
 * the URL holds the API key, and a copied command must never carry it (the user sets RPC_URL once).
 */

export const CAST_RPC_URL = '"$RPC_URL"';

/** Quotes one shell word with single quotes, so JSON and URLs pass through unchanged. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** Any JSON-RPC request as `cast rpc --raw`, params passed as the JSON array the request held. */
export function castRpcCommand(requestBody: string): string {
  let method = '?';
  let params: unknown = [];
  try {
    const parsed = JSON.parse(requestBody) as { method?: unknown; params?: unknown };
    if (typeof parsed.method === 'string') method = parsed.method;
    if (parsed.params !== undefined) params = parsed.params;
  } catch {
    // an unreadable body still gets a command the user can correct
  }
  return `cast rpc --rpc-url ${CAST_RPC_URL} --raw ${shellQuote(method)} ${shellQuote(JSON.stringify(params))}`;
}

export function castTxCommand(hash: string): string {
  return `cast tx ${hash} --rpc-url ${CAST_RPC_URL}`;
}

export function castReceiptCommand(hash: string): string {
  return `cast receipt ${hash} --rpc-url ${CAST_RPC_URL}`;
}

/** `block` is a number or a tag (`latest`); cast takes both. */
export function castStorageCommand(address: string, slot: string, block: string): string {
  return `cast storage ${address} ${slot} --block ${block} --rpc-url ${CAST_RPC_URL}`;
}

/** Re-executes the transaction on a local EVM against the endpoint's state: the trace from any node. */
export function castRunCommand(hash: string): string {
  return `cast run ${hash} --rpc-url ${CAST_RPC_URL}`;
}

/**
 * A contract call as `cast call`: the function's signature (its outputs too, so cast decodes the
 * answer), each argument as typed, the block, and the sender and value (wei) of a simulation.
 */
export function castCallCommand(call: {
  to: string;
  signature: string;
  args: readonly string[];
  block: string;
  from?: string | null | undefined;
  value?: bigint | null | undefined;
}): string {
  const args = call.args.map((arg) => ` ${shellQuote(arg.trim())}`).join('');
  const from = call.from ? ` --from ${call.from}` : '';
  const value = call.value ? ` --value ${call.value}` : '';
  return `cast call ${call.to} ${shellQuote(call.signature)}${args} --block ${call.block}${from}${value} --rpc-url ${CAST_RPC_URL}`;
}
