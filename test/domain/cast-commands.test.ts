import { describe, expect, it } from 'vitest';
import {
  castRpcCommand,
  castStorageCommand,
  shellQuote,
  castReceiptCommand,
  castRunCommand,
  castTxCommand,
} from '../../src/domain/cast-commands.ts';

describe('cast commands', () => {
  it('quotes a single quote so the shell reads the text back unchanged', () => {
    expect(shellQuote(`it's`)).toBe(`'it'\\''s'`);
  });

  it('writes any request as cast rpc --raw with its params array and $RPC_URL', () => {
    const body = JSON.stringify({
      jsonrpc: '2.0',
      id: 7,
      method: 'eth_getStorageAt',
      params: ['0xab', '0x0', 'latest'],
    });
    expect(castRpcCommand(body)).toBe(
      `cast rpc --rpc-url "$RPC_URL" --raw 'eth_getStorageAt' '["0xab","0x0","latest"]'`,
    );
  });

  it('still gives a command for a body it cannot read', () => {
    expect(castRpcCommand('not json')).toBe(`cast rpc --rpc-url "$RPC_URL" --raw '?' '[]'`);
  });

  it('names the block of a storage read', () => {
    expect(castStorageCommand('0xaa', '0x1', '12')).toBe('cast storage 0xaa 0x1 --block 12 --rpc-url "$RPC_URL"');
  });
});

const HASH = `0x${'ab'.repeat(32)}`;

describe('cast commands never carry the endpoint', () => {
  it('cast tx and cast receipt name the hash and "$RPC_URL"', () => {
    expect(castTxCommand(HASH)).toBe(`cast tx ${HASH} --rpc-url "$RPC_URL"`);
    expect(castReceiptCommand(HASH)).toBe(`cast receipt ${HASH} --rpc-url "$RPC_URL"`);
    expect(castRunCommand(HASH)).toBe(`cast run ${HASH} --rpc-url "$RPC_URL"`);
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
