import { useQueries, useQuery } from '@tanstack/react-query';
import type { Address, Hex } from '../../domain/hex.ts';
import type { CallRequest } from '../../rpc/optional-methods.ts';
import { optionalQuery } from '../queries/optional-queries.ts';
import { useEndpoint } from './useEndpoint.ts';

/** A call the Read tab makes: to the contract, its data, and for a simulation a sender and a value. */
export interface ContractCall {
  to: Address;
  data: Hex;
  from?: Address | undefined;
  value?: bigint | undefined;
}

const request = (call: ContractCall): CallRequest => ({
  to: call.to,
  data: call.data,
  ...(call.from === undefined ? {} : { from: call.from }),
  ...(call.value === undefined ? {} : { value: call.value }),
});

/** An answer is the endpoint's to give once: a revert is an answer, not a failure to retry. */
const ONCE = { retry: false, staleTime: Infinity } as const;

/** One `eth_call` at `block` (a tag or a hex number), made while `call` is given. */
export function useContractCall(call: ContractCall | null, block: string) {
  const endpoint = useEndpoint();
  const placeholder: ContractCall = { to: '0x0000000000000000000000000000000000000000', data: '0x' };
  return useQuery({
    ...optionalQuery(endpoint, 'eth_call', request(call ?? placeholder), block),
    ...ONCE,
    enabled: endpoint !== null && call !== null,
  });
}

/** Several `eth_call`s at once: asked together, they go out in one batch. */
export function useContractCalls(calls: readonly ContractCall[], block: string, enabled: boolean) {
  const endpoint = useEndpoint();
  return useQueries({
    queries: calls.map((call) => ({
      ...optionalQuery(endpoint, 'eth_call', request(call), block),
      ...ONCE,
      enabled: enabled && endpoint !== null,
    })),
  });
}
