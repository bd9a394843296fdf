/**
 * The names of the optional read methods: beyond the service's four, used where an endpoint
 * answers them. The first page needs only these (what the endpoint serves, the header's summary);
 * what each method is — its arguments, its parser, its probe — is its entry in
 * optional-methods.ts, loaded with the wire. An entry is a type error until its name is here, and
 * a name is one until its entry and its words in Settings (components/settings/method-uses.ts)
 * are there.
 */
export const OPTIONAL_METHODS = [
  'eth_chainId',
  'eth_blockNumber',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBalance',
  'eth_getTransactionCount',
  'eth_getCode',
  'eth_getProof',
  'eth_call',
  'eth_createAccessList',
  'debug_traceTransaction',
  'eth_getLogs',
  'eth_subscribe',
] as const;
export type OptionalMethod = (typeof OPTIONAL_METHODS)[number];

/**
 * The methods the probe does not ask (their entries' `probe` is null, a test holds the two
 * together): each is learned from its first real call, and until then Settings says so instead of
 * counting it unknown. A tracer has nothing cheap to trace, and a real trace can cost the node
 * seconds; a block's receipts have no cheap question either (the zero hash is an error on some
 * nodes, null on others); an access list is a run of a call; a subscription lives on a WebSocket
 * only, and is learned when the live head first asks for one.
 */
export const LEARNED_ON_USE: ReadonlySet<OptionalMethod> = new Set<OptionalMethod>([
  'eth_getBlockReceipts',
  'eth_createAccessList',
  'debug_traceTransaction',
  'eth_subscribe',
]);
