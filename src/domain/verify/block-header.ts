/**
 * A block's hash recomputed from its header's fields: keccak256 of the RLP list of the fields in
 * the Yellow Paper's order, with each fork's additions appended (EIP-1559's base fee, EIP-4895's
 * withdrawals root, EIP-4844's blob gas and EIP-4788's parent beacon root, EIP-7685's requests
 * hash). Which additions are encoded is decided by the fields the answer carries, as clients do
 * (go-ethereum's optional header fields), not by the network's fork schedule: a header that
 * carries a later field but not an earlier one cannot be one clients encode, and is said so.
 *
 * The header's stateRoot, once its fields hash to the block hash, is what an account or storage
 * proof is checked against (domain/proof/).
 */
import { keccak_256 } from '@noble/hashes/sha3.js';
import type { Block } from '../block.ts';
import type { TransactionDialect } from '../dialects/index.ts';
import { bytesToHex, type Hash, type Hex } from '../hex.ts';
import { MalformedFieldError, asHash, asHexData, asQuantity } from '../parse-fields.ts';
import type { Check, Verification } from './check.ts';
import { encodeRlp, rlpBytes, rlpInteger } from './rlp.ts';

/**
 * How each dialect's headers are hashed: Ethereum's encoding, or why the browser cannot check.
 * The OP stack's headers are Ethereum's (op-geth's header type is go-ethereum's; after Isthmus
 * withdrawalsRoot holds the message passer's storage root, the same field in the same place).
 */
const HEADER_ENCODINGS: Readonly<Record<TransactionDialect, 'ethereum' | { cannot: string }>> = {
  ethereum: 'ethereum',
  'op-stack': 'ethereum',
  mantle: { cannot: 'Mantle’s header encoding has not been checked against its own blocks' },
  celo: { cannot: 'Celo’s headers before its move to the OP stack are encoded its own way' },
  scroll: { cannot: 'Scroll’s header encoding has not been checked against its own blocks' },
  arbitrum: { cannot: 'Arbitrum’s header encoding has not been checked against its own blocks' },
  zksync: { cannot: 'a ZKsync block hash is not a hash of header fields' },
};

/** The fields every header has, in the order they are encoded. */
const BASE_FIELDS = [
  'parentHash',
  'sha3Uncles',
  'miner',
  'stateRoot',
  'transactionsRoot',
  'receiptsRoot',
  'logsBloom',
  'difficulty',
  'number',
  'gasLimit',
  'gasUsed',
  'timestamp',
  'extraData',
  'mixHash',
  'nonce',
] as const;

/** The fields forks appended, in order; a header carries a prefix of them. */
const FORK_FIELDS = [
  { field: 'baseFeePerGas', fork: 'London' },
  { field: 'withdrawalsRoot', fork: 'Shanghai' },
  { field: 'blobGasUsed', fork: 'Cancun' },
  { field: 'excessBlobGas', fork: 'Cancun' },
  { field: 'parentBeaconBlockRoot', fork: 'Cancun' },
  { field: 'requestsHash', fork: 'Prague' },
] as const;

type HeaderField = (typeof BASE_FIELDS)[number] | (typeof FORK_FIELDS)[number]['field'];

/** How each field is read from the answer and what RLP makes of it. */
const QUANTITIES: ReadonlySet<HeaderField> = new Set<HeaderField>([
  'difficulty',
  'number',
  'gasLimit',
  'gasUsed',
  'timestamp',
  'baseFeePerGas',
  'blobGasUsed',
  'excessBlobGas',
]);
/** Fixed-size byte fields: (name, bytes). */
const FIXED_BYTES: Readonly<Partial<Record<HeaderField, number>>> = {
  miner: 20,
  logsBloom: 256,
  nonce: 8,
};

/** Why a header cannot be hashed: a field missing, malformed, or out of the forks' order. */
export class HeaderNotEncodable extends Error {}

/** The block's fields as the JSON answer gave them: the parsed ones and those kept verbatim. */
function rawFields(block: Block): Record<string, unknown> {
  const hex = (v: bigint | null) => (v === null ? undefined : `0x${v.toString(16)}`);
  return {
    ...block.extra,
    parentHash: block.parentHash,
    miner: block.miner ?? undefined,
    number: hex(block.number),
    gasLimit: hex(block.gasLimit),
    gasUsed: hex(block.gasUsed),
    timestamp: hex(block.timestamp),
    extraData: block.extraData ?? undefined,
    baseFeePerGas: hex(block.baseFeePerGas),
    blobGasUsed: hex(block.blobGasUsed),
    excessBlobGas: hex(block.excessBlobGas),
  };
}

function encodeField(name: HeaderField, value: unknown): Uint8Array {
  const path = `block.${name}`;
  if (QUANTITIES.has(name)) return rlpInteger(asQuantity(value, path));
  // any length: what the block's producer wrote
  if (name === 'extraData') return rlpBytes(asHexData(value, path));
  const size = FIXED_BYTES[name];
  if (size === undefined) return rlpBytes(asHash(value, path));
  const data = asHexData(value, path);
  if (data.length !== 2 + size * 2) throw new MalformedFieldError(path, `must be ${size} bytes`);
  return rlpBytes(data);
}

/** The header's RLP, the fields present deciding the fork's layout; throws HeaderNotEncodable. */
export function encodeBlockHeader(block: Block): Uint8Array {
  const raw = rawFields(block);
  const present = (name: string) => raw[name] !== undefined && raw[name] !== null;
  const missing = BASE_FIELDS.filter((name) => !present(name));
  if (missing.length > 0) throw new HeaderNotEncodable(`the answer has no ${missing.join(', ')}`);
  const forkFields = FORK_FIELDS.filter(({ field }) => present(field));
  const gap = FORK_FIELDS.findIndex(({ field }) => !present(field));
  if (gap !== -1 && forkFields.length > gap) {
    const { field, fork } = FORK_FIELDS[gap]!;
    throw new HeaderNotEncodable(
      `the answer carries ${forkFields.at(-1)!.field} but not ${field} (${fork}), a layout no client encodes`,
    );
  }
  try {
    const names: HeaderField[] = [...BASE_FIELDS, ...forkFields.map(({ field }) => field)];
    return encodeRlp(names.map((name) => encodeField(name, raw[name])));
  } catch (error) {
    if (error instanceof MalformedFieldError) throw new HeaderNotEncodable(error.message);
    throw error;
  }
}

/**
 * The header as JSON with only the fields its hash covers (and the hash): what a snapshot carries
 * to check a proof against, without the block's list of transactions (a block of a thousand is
 * 66 KB of hashes) or anything else the hash does not cover. `parseBlock` reads it back.
 */
export function headerJson(block: Block): Record<string, string> {
  const raw = rawFields(block);
  const out: Record<string, string> = {};
  if (block.hash !== null) out.hash = block.hash;
  for (const name of [...BASE_FIELDS, ...FORK_FIELDS.map(({ field }) => field)]) {
    const value = raw[name];
    if (typeof value === 'string') out[name] = value;
  }
  return out;
}

/** What the header check found, for a page that needs the verdict itself (a proof's state root). */
export type HeaderCheck =
  | { status: 'pass'; hash: Hash; stateRoot: Hash; transactionsRoot: Hash; receiptsRoot: Hash }
  | { status: 'fail'; claimed: Hash; computed: Hash }
  | { status: 'unavailable'; reason: string };

/**
 * The header check on a network of `dialect` (null: the network is not known, and Ethereum's
 * encoding is tried; a mismatch there is no proof of tampering, only of an unknown encoding).
 */
export function checkBlockHeader(block: Block, dialect: TransactionDialect | null): HeaderCheck {
  const encoding = dialect === null ? 'ethereum' : HEADER_ENCODINGS[dialect];
  if (encoding !== 'ethereum') return { status: 'unavailable', reason: encoding.cannot };
  if (block.hash === null) return { status: 'unavailable', reason: 'a pending block has no hash yet' };
  let rlp: Uint8Array;
  try {
    rlp = encodeBlockHeader(block);
  } catch (error) {
    if (error instanceof HeaderNotEncodable) return { status: 'unavailable', reason: error.message };
    throw error;
  }
  const computed = bytesToHex(keccak_256(rlp));
  const claimed = block.hash.toLowerCase() as Hash;
  if (computed !== claimed) {
    return dialect === null
      ? {
          status: 'unavailable',
          reason: `its fields do not hash to its hash with Ethereum’s encoding, and this network’s is not known`,
        }
      : { status: 'fail', claimed, computed };
  }
  // encoded above, so each is there and 32 bytes
  const root = (field: string) => (block.extra[field] as Hash).toLowerCase() as Hash;
  return {
    status: 'pass',
    hash: computed,
    stateRoot: root('stateRoot'),
    transactionsRoot: root('transactionsRoot'),
    receiptsRoot: root('receiptsRoot'),
  };
}

/** The header check as the verification mark shows it: one check, with the bytes hashed. */
export function verifyBlockHeader(block: Block, dialect: TransactionDialect | null): Verification {
  const result = checkBlockHeader(block, dialect);
  const bytes = result.status === 'unavailable' ? undefined : { label: 'Header (RLP)', hex: headerHex(block) };
  const check: Check = {
    id: 'header-hash',
    title: 'Block hash',
    status: result.status,
    result:
      result.status === 'pass'
        ? `Header checked: its fields hash to ${result.hash}.`
        : result.status === 'fail'
          ? `The header’s fields hash to ${result.computed}, not to the block hash ${result.claimed} the endpoint sent: a field was altered.`
          : `Cannot check this network’s header in your browser: ${result.reason}.`,
    inputs: [{ label: 'Block hash sent', value: block.hash ?? 'none' }],
    ...(bytes && { bytes }),
  };
  return {
    checks: [check],
    cannotVerify: ['That this block is on the chain: a header proves its own fields, not which chain it is part of.'],
  };
}

const headerHex = (block: Block): Hex => bytesToHex(encodeBlockHeader(block));
