import { describe, expect, it } from 'vitest';
import { castReceiptCommand, castRpcCommand, castTxCommand } from '../../src/domain/cast-commands.ts';

const HASH = `0x${'ab'.repeat(32)}`;

describe('cast commands never carry the endpoint', () => {
  it('cast tx and cast receipt name the hash and "$RPC_URL"', () => {
    expect(castTxCommand(HASH)).toBe(`cast tx ${HASH} --rpc-url "$RPC_URL"`);
    expect(castReceiptCommand(HASH)).toBe(`cast receipt ${HASH} --rpc-url "$RPC_URL"`);
  });

  it('a request with no method or no params still gives a command the user can correct', () => {
    expect(castRpcCommand('{"params":[1]}')).toBe(`cast rpc --rpc-url "$RPC_URL" --raw '?' '[1]'`);
    expect(castRpcCommand('{"method":7,"params":[1]}')).toBe(`cast rpc --rpc-url "$RPC_URL" --raw '?' '[1]'`);
    expect(castRpcCommand('{"method":"eth_chainId"}')).toBe(`cast rpc --rpc-url "$RPC_URL" --raw 'eth_chainId' '[]'`);
    expect(castRpcCommand('{"method":"eth_chainId","params":null}')).toBe(
      `cast rpc --rpc-url "$RPC_URL" --raw 'eth_chainId' 'null'`,
    );
  });
});
