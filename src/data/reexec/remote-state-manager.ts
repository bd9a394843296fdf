/**
 * EthereumJS's SimpleStateManager (accounts, code and storage in maps, with checkpoints), filled
 * on demand from the endpoint's state before the block: an account or slot the EVM asks for and
 * has not seen yet is read through a StateSource, then kept. It also records what the traced
 * transaction touched, as it was when first touched, which is the prestateTracer's "pre".
 */
import { SimpleStateManager } from '@ethereumjs/statemanager';
import {
  type Account,
  Address as EthAddress,
  createAccount,
  bytesToHex as ethBytesToHex,
  hexToBytes as ethHexToBytes,
} from '@ethereumjs/util';
import { keccak_256 } from '@noble/hashes/sha3.js';
import type { Address, Hash, Hex } from '../../domain/hex.ts';
import type { AccountSnapshot } from '../../domain/trace/prestate-from-states.ts';

/** Where state the EVM has not seen yet comes from: the endpoint at the block before. */
export interface StateSource {
  /** null for an account that does not exist (no balance, nonce or code) */
  account(address: Address): Promise<AccountSnapshot | null>;
  /** a 32-byte word */
  storage(address: Address, slot: Hash): Promise<Hex>;
}

const ZERO_WORD: Hex = `0x${'0'.repeat(64)}`;
const EMPTY_CODE_HASH = keccak_256(new Uint8Array(0));

const addressOf = (address: EthAddress): Address => address.toString().toLowerCase() as Address;
const slotOf = (key: Uint8Array): Hash => ethBytesToHex(key.length === 32 ? key : padLeft(key));

function padLeft(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(32);
  out.set(bytes.subarray(Math.max(0, bytes.length - 32)), 32 - Math.min(32, bytes.length));
  return out;
}

/** A word as the state manager keeps it: without leading zeros, zero as no bytes. */
function stripped(word: Hex): Uint8Array {
  const bytes = ethHexToBytes(word);
  let first = 0;
  while (first < bytes.length && bytes[first] === 0) first++;
  return bytes.subarray(first);
}

function wordOf(value: Uint8Array): Hex {
  return ethBytesToHex(padLeft(value));
}

interface Recorded {
  before: AccountSnapshot | null;
  storageBefore: Map<Hash, Hex>;
}

export class RemoteStateManager extends SimpleStateManager {
  private readonly fetchedAccounts = new Set<Address>();
  /** accounts whose storage was wiped here (a creation): never read from the endpoint again */
  private readonly localStorage = new Set<Address>();
  private recorded: Map<Address, Recorded> | null = null;
  /** slots asked for and not yet answered, so a prefetch and the EVM do not read one twice */
  private readonly fetchingSlots = new Set<string>();

  constructor(private readonly source: StateSource) {
    super();
  }

  /** From now on, note each account and slot as first touched (the traced transaction starts). */
  startRecording(): void {
    this.recorded = new Map();
  }

  /**
   * Reads these accounts and slots all at once (one batch on the wire), before the EVM asks for
   * them one at a time: what a block's transactions name up front (senders, recipients, the
   * coinbase, access lists) costs one round trip instead of one each.
   */
  async prefetch(addresses: Iterable<Address>, slots: Iterable<readonly [Address, Hash]>): Promise<void> {
    await Promise.all([
      ...[...new Set(addresses)].map((address) => this.ensureAccount(address)),
      ...[...slots].map(([address, slot]) => this.ensureSlot(address, slot)),
    ]);
  }

  /** What was touched since startRecording, as it was then. */
  touched(): ReadonlyMap<Address, Recorded> {
    return this.recorded ?? new Map();
  }

  private async ensureAccount(address: Address): Promise<void> {
    if (this.fetchedAccounts.has(address)) return;
    this.fetchedAccounts.add(address);
    const snapshot = await this.source.account(address);
    // seeded under every checkpoint: nothing above has changed what it was
    const key = address;
    if (snapshot === null) {
      for (const level of this.accountStack) if (!level.has(key)) level.set(key, undefined);
      return;
    }
    const code = ethHexToBytes(snapshot.code);
    const codeHash = code.length === 0 ? EMPTY_CODE_HASH : keccak_256(code);
    for (const level of this.accountStack) {
      if (!level.has(key))
        level.set(key, createAccount({ nonce: snapshot.nonce, balance: snapshot.balance, codeHash }));
    }
    for (const level of this.codeStack) if (!level.has(key)) level.set(key, code);
  }

  private async record(address: Address): Promise<Recorded | null> {
    if (this.recorded === null) return null;
    let entry = this.recorded.get(address);
    if (!entry) {
      // the value now is the value when the transaction first touched it
      entry = { before: await this.snapshot(address), storageBefore: new Map() };
      this.recorded.set(address, entry);
    }
    return entry;
  }

  /** The account as it is now in this state (balance, nonce, code), null where it does not exist. */
  async snapshot(address: Address): Promise<AccountSnapshot | null> {
    await this.ensureAccount(address);
    const account = this.topAccountStack().get(address);
    if (account === undefined) return null;
    const code = this.topCodeStack().get(address);
    return { balance: account.balance, nonce: account.nonce, code: code ? ethBytesToHex(code) : '0x' };
  }

  /** A slot's 32-byte word as it is now in this state. */
  async word(address: Address, slot: Hash): Promise<Hex> {
    return wordOf(await this.getStorage(new EthAddress(ethHexToBytes(address)), ethHexToBytes(slot)));
  }

  override async getAccount(address: EthAddress): Promise<Account | undefined> {
    const at = addressOf(address);
    await this.ensureAccount(at);
    await this.record(at);
    return super.getAccount(address);
  }

  override async putAccount(address: EthAddress, account?: Account): Promise<void> {
    const at = addressOf(address);
    await this.ensureAccount(at);
    await this.record(at);
    return super.putAccount(address, account);
  }

  override async deleteAccount(address: EthAddress): Promise<void> {
    const at = addressOf(address);
    await this.ensureAccount(at);
    await this.record(at);
    return super.deleteAccount(address);
  }

  override async getCode(address: EthAddress): Promise<Uint8Array> {
    const at = addressOf(address);
    await this.ensureAccount(at);
    await this.record(at);
    return super.getCode(address);
  }

  override async putCode(address: EthAddress, value: Uint8Array): Promise<void> {
    const at = addressOf(address);
    await this.ensureAccount(at);
    await this.record(at);
    return super.putCode(address, value);
  }

  override async getStorage(address: EthAddress, key: Uint8Array): Promise<Uint8Array> {
    const at = addressOf(address);
    const slot = slotOf(key);
    await this.ensureSlot(at, slot);
    const value = await super.getStorage(address, padLeft(key));
    const entry = await this.record(at);
    if (entry && !entry.storageBefore.has(slot)) entry.storageBefore.set(slot, wordOf(value));
    return value;
  }

  override async putStorage(address: EthAddress, key: Uint8Array, value: Uint8Array): Promise<void> {
    const at = addressOf(address);
    const slot = slotOf(key);
    await this.ensureSlot(at, slot);
    const entry = await this.record(at);
    if (entry && !entry.storageBefore.has(slot))
      entry.storageBefore.set(slot, wordOf(await super.getStorage(address, padLeft(key))));
    return super.putStorage(address, padLeft(key), value);
  }

  override async clearStorage(address: EthAddress): Promise<void> {
    this.localStorage.add(addressOf(address));
    return super.clearStorage(address);
  }

  private storageKey(address: Address, slot: Hash): string {
    return `${address}_${slot}`;
  }

  private async ensureSlot(address: Address, slot: Hash): Promise<void> {
    const key = this.storageKey(address, slot);
    if (this.topStorageStack().has(key) || this.localStorage.has(address) || this.fetchingSlots.has(key)) return;
    this.fetchingSlots.add(key);
    const word = await this.source.storage(address, slot);
    const value = word === ZERO_WORD ? new Uint8Array(0) : stripped(word);
    for (const level of this.storageStack) if (!level.has(key)) level.set(key, value);
  }
}
