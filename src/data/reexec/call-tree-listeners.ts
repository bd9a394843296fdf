/**
 * The EVM's events while one transaction runs, into a call tree: a call opcode's step names the
 * kind of frame and its caller, the message that follows opens the frame, its result closes it; a
 * LOG's step gives the log (its data read from memory), a SELFDESTRUCT's the frame geth reports
 * for it. EthereumJS's message says whose code runs (`codeAddress`) where geth's callTracer names
 * the callee of a DELEGATECALL or CALLCODE, and the opcode is known only from the step before.
 */
import type { EVMResult, InterpreterStep, Message } from '@ethereumjs/evm';
import { bytesToHex as ethBytesToHex, type Address as EthAddress } from '@ethereumjs/util';
import { keccak_256 } from '@noble/hashes/sha3.js';
import type { Address, Hash, Hex } from '../../domain/hex.ts';
import type { CallFrameBuilder } from '../../domain/trace/call-frame-builder.ts';
import type { FrameType } from '../../domain/trace/call-trace.ts';
import { gethErrorOf } from './geth-errors.ts';

const hexOf = (bytes: Uint8Array) => ethBytesToHex(bytes);
/** A stack item as a 32-byte word. */
const wordOf = (value: bigint): Hash => `0x${value.toString(16).padStart(64, '0')}`;
export const addressOf = (address: EthAddress) => address.toString().toLowerCase() as Address;

const CALL_OPCODES = new Set<string>(['CALL', 'CALLCODE', 'DELEGATECALL', 'STATICCALL', 'CREATE', 'CREATE2']);

/** KECCAK256 inputs kept per run: enough for any real transaction's mappings, bounded for a hostile loop. */
export const MAX_PREIMAGES = 20_000;

/**
 * The listeners to attach to the EVM's `step`, `beforeMessage` and `afterMessage` events;
 * `preimages` collects the 32- and 64-byte KECCAK256 inputs (an array's slot, a mapping's key and
 * slot), by their hash, to name the slots the transaction wrote (domain/trace/slot-names.ts).
 */
export function callTreeListeners(builder: CallFrameBuilder, preimages?: Map<Hash, Hex>) {
  // the call opcode that the next message comes from, and the frame that ran it
  let pending: { type: FrameType; from: Address } | null = null;
  const onStep = (step: InterpreterStep, resolve?: () => void) => {
    const name = step.opcode.name;
    const { stack } = step;
    const from = addressOf(step.address);
    if (CALL_OPCODES.has(name)) pending = { type: name as FrameType, from };
    else if (name === 'KECCAK256') {
      const offset = Number(stack.at(-1));
      const size = Number(stack.at(-2));
      if (preimages && (size === 32 || size === 64) && preimages.size < MAX_PREIMAGES) {
        const input = step.memory.slice(offset, offset + size);
        if (input.length === size) preimages.set(hexOf(keccak_256(input)), hexOf(input));
      }
    } else if (name.startsWith('LOG')) {
      const offset = Number(stack.at(-1));
      const size = Number(stack.at(-2));
      const count = Number(name.slice(3));
      const topics = Array.from({ length: count }, (_, i) => wordOf(stack.at(-3 - i)!));
      const data = new Uint8Array(size);
      data.set(step.memory.subarray(offset, offset + size));
      builder.log(from, topics, hexOf(data));
    } else if (name === 'SELFDESTRUCT') {
      const beneficiary: Address = `0x${stack.at(-1)!.toString(16).padStart(40, '0')}`;
      // the balance now, not the frame's account as loaded when it began
      void step.stateManager.getAccount(step.address).then((account) => {
        builder.selfDestruct(from, beneficiary, account?.balance ?? 0n);
        resolve?.();
      });
      return;
    }
    resolve?.();
  };
  const onBeforeMessage = (message: Message) => {
    const create = message.to === undefined;
    const input = hexOf(message.data.length > 0 || !(message.code instanceof Uint8Array) ? message.data : message.code);
    if (message.depth === 0 || pending === null) {
      builder.enter({
        type: create ? 'CREATE' : 'CALL',
        from: addressOf(message.caller),
        to: create ? null : addressOf(message.to!),
        value: message.value,
        gas: message.gasLimit,
        input,
      });
      return;
    }
    const { type, from } = pending;
    pending = null;
    const byCode = type === 'DELEGATECALL' || type === 'CALLCODE';
    builder.enter({
      type,
      from,
      to: create ? null : addressOf(byCode ? message.codeAddress : message.to!),
      value: type === 'STATICCALL' ? null : message.value,
      gas: message.gasLimit,
      input,
    });
  };
  const onAfterMessage = (result: EVMResult) => {
    const exec = result.execResult;
    builder.exit({
      gasUsed: exec.executionGasUsed,
      output: hexOf(exec.returnValue),
      error: exec.exceptionError ? gethErrorOf(exec.exceptionError.error) : null,
      created: result.createdAddress ? addressOf(result.createdAddress) : null,
    });
  };
  return { onStep, onBeforeMessage, onAfterMessage };
}
