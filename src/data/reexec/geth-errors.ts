/**
 * EthereumJS's words for an exceptional halt, in geth's (core/vm/errors.go), which callTracer
 * answers carry in `error`: a trace made here reads like a node's. A word not listed is kept.
 */
import { EXECUTION_REVERTED } from '../../domain/trace/call-frame-builder.ts';

const GETH_ERRORS: Readonly<Record<string, string>> = {
  revert: EXECUTION_REVERTED,
  'out of gas': 'out of gas',
  'code store out of gas': 'contract creation code storage out of gas',
  'code size to deposit exceeds maximum code size': 'max code size exceeded',
  'stack underflow': 'stack underflow',
  'stack overflow': 'stack limit reached',
  'invalid JUMP': 'invalid jump destination',
  'invalid opcode': 'invalid opcode',
  'static state change': 'write protection',
  'create collision': 'contract address collision',
  'insufficient balance': 'insufficient balance for transfer',
  'invalid bytecode deployed': 'invalid code: must not begin with 0xef',
  'initcode exceeds max initcode size': 'max initcode size exceeded',
  'value out of range': 'return data out of bounds',
};

export function gethErrorOf(ethereumjsError: string): string {
  return GETH_ERRORS[ethereumjsError] ?? ethereumjsError;
}
