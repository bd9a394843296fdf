/**
 * Seeds what the transaction overview must show in a real browser: a transaction that
 * ran out of gas, an ERC-721 transfer and an ERC-1155 transfer. anvil (1.7) sends blockTimestamp
 * on every mined transaction, receipt and log, so each seeded one carries a time.
 *
 * The token events come from a 26-byte "log relay" (no Solidity, so the committed artifacts stay
 * as they are): it emits LOG4 with the four topics and the data the call passes, so the logs are
 * exactly the standard events' shapes, made by a real contract on the node.
 */
import { concat, encodeAbiParameters, keccak256, pad, toHex, type Address, type Hash, type Hex } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { devAccounts } from './accounts.ts';
import { devnetClient } from './devnet-client.ts';

// runtime: LOG4(mem[0..len), topic0..3 = calldata words 0..3), data = calldata[128..]
//   PUSH1 0x60 CALLDATALOAD  PUSH1 0x40 CALLDATALOAD  PUSH1 0x20 CALLDATALOAD  PUSH1 0 CALLDATALOAD
//   PUSH1 0x80 CALLDATASIZE SUB  DUP1 PUSH1 0x80 PUSH1 0 CALLDATACOPY  PUSH1 0 LOG4  STOP
const RELAY_RUNTIME = '0x606035604035602035600035608036038060806000376000a400';
// init: PUSH1 26 DUP1 PUSH1 11 PUSH1 0 CODECOPY PUSH1 0 RETURN, then the runtime
const RELAY_INIT = `0x601a80600b6000396000f3${RELAY_RUNTIME.slice(2)}` as Hex;

const TRANSFER = keccak256(toHex('Transfer(address,address,uint256)'));
const TRANSFER_SINGLE = keccak256(toHex('TransferSingle(address,address,address,uint256,uint256)'));

export interface OverviewRoles {
  /** LogEmitter.emitMany(1000) with a 60,000 gas limit: out of gas, gasUsed = limit */
  outOfGas: Hash;
  /** an ERC-721 Transfer of token id 7 from a0 to a1 */
  erc721Transfer: Hash;
  /** an ERC-1155 TransferSingle: operator a0 moves 25 of id 3 from a0 to a2 */
  erc1155Transfer: Hash;
  /** the log relay that emitted both */
  tokenContract: Address;
}

export async function seedOverview(
  nodeUrl: string,
  emitter: { address: Address; emitManyData: (count: bigint) => Hex },
): Promise<OverviewRoles> {
  const client = devnetClient(nodeUrl);
  const [a0, a1, a2] = devAccounts as [PrivateKeyAccount, PrivateKeyAccount, PrivateKeyAccount];
  const wait = async (hash: Hash) => {
    await client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    return hash;
  };

  const deployHash = await wait(await client.sendTransaction({ account: a0, data: RELAY_INIT }));
  const relay = (await client.getTransactionReceipt({ hash: deployHash })).contractAddress;
  if (!relay) throw new Error('seed-overview: the log relay was not deployed');
  const code = await client.getCode({ address: relay });
  if (code !== RELAY_RUNTIME) throw new Error(`seed-overview: relay code is ${code}, expected ${RELAY_RUNTIME}`);

  // A fixed limit: estimation would refuse a call that cannot succeed.
  const outOfGas = await wait(
    await client.sendTransaction({ account: a1, to: emitter.address, data: emitter.emitManyData(1000n), gas: 60_000n }),
  );

  const word = (value: bigint | Address) => pad(typeof value === 'bigint' ? toHex(value) : value);
  const erc721Transfer = await wait(
    await client.sendTransaction({
      account: a0,
      to: relay,
      data: concat([TRANSFER, word(a0.address), word(a1.address), word(7n)]),
    }),
  );
  const erc1155Transfer = await wait(
    await client.sendTransaction({
      account: a0,
      to: relay,
      data: concat([
        TRANSFER_SINGLE,
        word(a0.address),
        word(a0.address),
        word(a2.address),
        encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [3n, 25n]),
      ]),
    }),
  );
  const lower = (h: string) => h.toLowerCase() as Hash;
  return {
    outOfGas: lower(outOfGas),
    erc721Transfer: lower(erc721Transfer),
    erc1155Transfer: lower(erc1155Transfer),
    tokenContract: lower(relay),
  };
}
