/**
 * A transaction as the endpoint gave it (the domain's Transaction) built into EthereumJS's, for the
 * VM to run: unsigned, its sender set from what the endpoint said (recovering it from the signature
 * again would only cost time; verification does that). A deposit (0x7e) is built as a legacy
 * transaction at a gas price of zero; reexecute.ts credits its mint first.
 */
import type { Common } from '@ethereumjs/common';
import { createTx, type TypedTransaction } from '@ethereumjs/tx';
import { Address as EthAddress, hexToBytes as ethHexToBytes } from '@ethereumjs/util';
import type { Hash } from '../../domain/hex.ts';
import type { Transaction } from '../../domain/transaction.ts';
import { DEPOSIT_TYPE, isReplayable } from './replayable-types.ts';

export const toEth = (address: string) => new EthAddress(ethHexToBytes(address as `0x${string}`));

/** A deposit's `mint`: what the bridge credits the sender before it runs (in `extra`, verbatim). */
export function mintOf(tx: Transaction): bigint {
  const mint = tx.extra['mint'];
  return typeof mint === 'string' && /^0x[0-9a-f]+$/i.test(mint) ? BigInt(mint) : 0n;
}

export class NotReplayableError extends Error {
  constructor(
    readonly hash: Hash,
    readonly type: bigint,
  ) {
    super(`transaction ${hash} is of type 0x${type.toString(16)}, which the EVM here cannot run`);
    this.name = 'NotReplayableError';
  }
}

/** The transaction built for the VM, its sender the endpoint's. */
export function ethTransaction(tx: Transaction, common: Common): TypedTransaction {
  if (!isReplayable(tx.type)) throw new NotReplayableError(tx.hash, tx.type);
  const deposit = tx.type === DEPOSIT_TYPE;
  const built = createTx(
    {
      // a deposit pays no gas: run as a legacy transaction at a gas price of zero
      type: deposit ? 0 : Number(tx.type),
      nonce: tx.nonce,
      gasLimit: tx.gas,
      to: tx.to ?? undefined,
      value: tx.value,
      data: tx.input,
      ...(deposit ? { gasPrice: 0n } : tx.type < 2n ? { gasPrice: tx.gasPrice ?? 0n } : {}),
      ...(tx.maxFeePerGas !== undefined ? { maxFeePerGas: tx.maxFeePerGas } : {}),
      ...(tx.maxPriorityFeePerGas !== undefined ? { maxPriorityFeePerGas: tx.maxPriorityFeePerGas } : {}),
      ...(tx.maxFeePerBlobGas !== undefined ? { maxFeePerBlobGas: tx.maxFeePerBlobGas } : {}),
      ...(tx.blobVersionedHashes ? { blobVersionedHashes: tx.blobVersionedHashes } : {}),
      ...(tx.accessList
        ? { accessList: tx.accessList.map((e) => ({ address: e.address, storageKeys: e.storageKeys })) }
        : {}),
      ...(tx.authorizationList
        ? {
            authorizationList: tx.authorizationList.map((a) => ({
              chainId: `0x${a.chainId.toString(16)}`,
              address: a.address,
              nonce: `0x${a.nonce.toString(16)}`,
              yParity: `0x${a.yParity.toString(16)}`,
              r: a.r,
              s: a.s,
            })),
          }
        : {}),
      ...(tx.type > 0n && !deposit && tx.chainId !== null ? { chainId: tx.chainId } : {}),
    },
    { common, freeze: false },
  );
  const sender = toEth(tx.from);
  built.getSenderAddress = () => sender;
  return built;
}
