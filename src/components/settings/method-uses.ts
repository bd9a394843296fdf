/**
 * What each optional read method lights up, said beside it in Settings and the connection panel.
 * Here rather than with the methods' list (data/stores/endpoint-facts.ts), which is on the first page:
 * these words are shown only once the list opens.
 */
import type { OptionalMethod } from '../../rpc/optional-method-names.ts';

export const METHOD_USES: Readonly<Record<OptionalMethod, string>> = {
  eth_chainId: 'the network, known before any record is read',
  eth_blockNumber: 'the head: confirmations, the window, the latest blocks',
  eth_getBlockByHash: 'block pages reached from a transaction',
  eth_getBlockByNumber: 'block pages by number and the latest blocks',
  eth_getBlockReceipts: 'a receipt’s status, gas, logs and bloom proved against the block’s receipts root',
  eth_getBalance: 'balances on address pages',
  eth_getTransactionCount: 'nonces on address pages',
  eth_getCode: 'account or contract, and minimal proxies',
  eth_getProof: 'storage words, balances, nonces and code proved against the block’s state root',
  eth_call: 'token names and symbols, and why a transaction failed',
  eth_createAccessList:
    'fewer round trips when the Trace page re-executes a transaction: what it touches, read in one batch',
  debug_traceTransaction: 'the Trace page: calls inside a transaction, internal transfers, state changes',
  eth_getLogs: 'the Activity tab: an address’s token transfers and the events it emitted',
  eth_subscribe: 'over a WebSocket: each new block pushed as it comes, instead of asking for the head every block',
};
