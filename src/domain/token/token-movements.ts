/**
 * Token movements read from a receipt's logs by their standard events: ERC-20 and ERC-721
 * Transfer / Approval (same signatures; ERC-721 indexes the token id, so it has four topics),
 * ApprovalForAll, and ERC-1155 TransferSingle / TransferBatch. Amounts stay raw integers: the
 * four methods cannot call decimals(), so the user may say a token's decimals and symbol.
 * A transfer from the zero address is a mint and one to it a burn, as the standards define them
 * (ERC-20 by convention, ERC-721 and ERC-1155 in their text) and as explorers label them.
 */
import type { Address, Hash, Hex } from '../hex.ts';
import { hexToBytes } from '../hex.ts';
import { bytesToBigInt } from '../bytes32.ts';
import type { Log } from '../receipt.ts';

// keccak256 of the event signatures (checked against keccak in the tests)
export const TOPIC = {
  transfer: '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef', // Transfer(address,address,uint256)
  approval: '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925', // Approval(address,address,uint256)
  approvalForAll: '0x17307eab39ab6107e8899845ad3d59bd9653f200f220920489ca2b5937696c31', // ApprovalForAll(address,address,bool)
  transferSingle: '0xc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f62', // TransferSingle(address,address,address,uint256,uint256)
  transferBatch: '0x4a39dc06d4c0dbc64b70af90fd698a233a518aa5d07e595d983b8c0526c8f7fb', // TransferBatch(address,address,address,uint256[],uint256[])
} as const;

const KNOWN_TOPICS = new Set<string>(Object.values(TOPIC));

export type TokenMovement =
  | {
      kind: 'transfer';
      standard: 'ERC-20';
      token: Address;
      from: Address;
      to: Address;
      amount: bigint;
      logIndex: number;
    }
  | {
      kind: 'transfer';
      standard: 'ERC-721';
      token: Address;
      from: Address;
      to: Address;
      tokenId: bigint;
      logIndex: number;
    }
  | {
      kind: 'transfer';
      standard: 'ERC-1155';
      token: Address;
      operator: Address;
      from: Address;
      to: Address;
      tokenId: bigint;
      amount: bigint;
      logIndex: number;
    }
  | {
      kind: 'approval';
      standard: 'ERC-20';
      token: Address;
      owner: Address;
      spender: Address;
      amount: bigint;
      logIndex: number;
    }
  | {
      kind: 'approval';
      standard: 'ERC-721';
      token: Address;
      owner: Address;
      spender: Address;
      tokenId: bigint;
      logIndex: number;
    }
  | { kind: 'approvalForAll'; token: Address; owner: Address; operator: Address; approved: boolean; logIndex: number };

/** A TransferBatch with more entries than this is shown as a count only. */
export const MAX_BATCH_ENTRIES = 256;

const topicAddress = (topic: Hash): Address => `0x${topic.slice(26)}`;
const topicNumber = (topic: Hash): bigint => BigInt(topic);
/** Only words whose upper 12 bytes are zero are addresses; anything else is not this event. */
const isAddressTopic = (topic: Hash): boolean => /^0x0{24}/.test(topic);

function words(data: Hex): bigint[] | null {
  const bytes = hexToBytes(data);
  if (bytes.length % 32 !== 0) return null;
  const out: bigint[] = [];
  for (let i = 0; i < bytes.length; i += 32) out.push(bytesToBigInt(bytes.subarray(i, i + 32)));
  return out;
}

/** uint256[] at a head offset of an ABI-encoded tuple, bounded by the data it sits in. */
function uintArray(all: bigint[], offsetBytes: bigint): bigint[] | null {
  if (offsetBytes % 32n !== 0n) return null;
  const at = Number(offsetBytes / 32n);
  if (at >= all.length) return null;
  const length = all[at] as bigint;
  if (length > BigInt(all.length - at - 1) || length > BigInt(MAX_BATCH_ENTRIES)) return null;
  return all.slice(at + 1, at + 1 + Number(length));
}

function readMovements(log: Log, logIndex: number): TokenMovement[] {
  const [topic0, t1, t2, t3] = log.topics;
  const token = log.address;
  if (!topic0 || !KNOWN_TOPICS.has(topic0)) return [];
  const w = words(log.data);
  if (w === null) return [];
  if (topic0 === TOPIC.transfer || topic0 === TOPIC.approval) {
    if (!t1 || !t2 || !isAddressTopic(t1) || !isAddressTopic(t2)) return [];
    const a = topicAddress(t1);
    const b = topicAddress(t2);
    if (log.topics.length === 3 && w.length === 1) {
      const amount = w[0] as bigint;
      return [
        topic0 === TOPIC.transfer
          ? { kind: 'transfer', standard: 'ERC-20', token, from: a, to: b, amount, logIndex }
          : { kind: 'approval', standard: 'ERC-20', token, owner: a, spender: b, amount, logIndex },
      ];
    }
    if (log.topics.length === 4 && t3 && w.length === 0) {
      const tokenId = topicNumber(t3);
      return [
        topic0 === TOPIC.transfer
          ? { kind: 'transfer', standard: 'ERC-721', token, from: a, to: b, tokenId, logIndex }
          : { kind: 'approval', standard: 'ERC-721', token, owner: a, spender: b, tokenId, logIndex },
      ];
    }
    return [];
  }
  if (topic0 === TOPIC.approvalForAll) {
    if (log.topics.length !== 3 || !t1 || !t2 || w.length !== 1 || (w[0] as bigint) > 1n) return [];
    return [
      {
        kind: 'approvalForAll',
        token,
        owner: topicAddress(t1),
        operator: topicAddress(t2),
        approved: w[0] === 1n,
        logIndex,
      },
    ];
  }
  if (topic0 !== TOPIC.transferSingle && topic0 !== TOPIC.transferBatch) return [];
  if (log.topics.length !== 4 || !t1 || !t2 || !t3 || ![t1, t2, t3].every(isAddressTopic)) return [];
  const parties = { token, operator: topicAddress(t1), from: topicAddress(t2), to: topicAddress(t3), logIndex };
  if (topic0 === TOPIC.transferSingle) {
    if (w.length !== 2) return [];
    return [{ kind: 'transfer', standard: 'ERC-1155', ...parties, tokenId: w[0] as bigint, amount: w[1] as bigint }];
  }
  if (w.length < 2) return [];
  const ids = uintArray(w, w[0] as bigint);
  const amounts = uintArray(w, w[1] as bigint);
  if (!ids || !amounts || ids.length !== amounts.length) return [];
  return ids.map((tokenId, i) => ({
    kind: 'transfer',
    standard: 'ERC-1155',
    ...parties,
    tokenId,
    amount: amounts[i] as bigint,
  }));
}

/** Every standard token movement in the logs, in log order. Logs that only look alike are skipped. */
export function tokenMovements(logs: readonly Log[]): TokenMovement[] {
  return logs.flatMap((log, i) => readMovements(log, log.logIndex !== null ? Number(log.logIndex) : i));
}

/** The zero address: the `from` of a mint and the `to` of a burn in all three standards. */
export const ZERO_ADDRESS: Address = '0x0000000000000000000000000000000000000000';

export type TransferDirection = 'mint' | 'burn' | 'transfer';

/**
 * What a transfer does to the supply: created (from the zero address), destroyed (to it), or moved.
 * From zero to zero creates and destroys nothing: a transfer, shown with both parties.
 */
export function transferDirection(transfer: { from: Address; to: Address }): TransferDirection {
  // all digits: no case to fold
  const fromZero = transfer.from === ZERO_ADDRESS;
  const toZero = transfer.to === ZERO_ADDRESS;
  if (fromZero === toZero) return 'transfer';
  return fromZero ? 'mint' : 'burn';
}
