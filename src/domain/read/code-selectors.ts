/**
 * The function selectors a contract's code compares calldata with: the operands of its small
 * PUSH instructions, read opcode by opcode so push data is never taken for an instruction. solc's
 * dispatcher pushes each selector with PUSH4, or a shorter PUSH when it starts with zero bytes
 * (ERC-1155's `balanceOf(address,uint256)` is 0x00fdd58e): every PUSH1…PUSH4 operand counts.
 */
import { hexToBytes, type Hex } from '../hex.ts';

const PUSH1 = 0x60;
const PUSH4 = 0x63;
const PUSH32 = 0x7f;

/** The values of every PUSH1…PUSH4 in the code, as numbers (a selector is one of them if the code checks it). */
export function pushedSelectors(code: Hex): ReadonlySet<number> {
  const bytes = hexToBytes(code);
  const out = new Set<number>();
  for (let pc = 0; pc < bytes.length; pc++) {
    const op = bytes[pc]!;
    if (op < PUSH1 || op > PUSH32) continue;
    const size = op - PUSH1 + 1;
    if (op <= PUSH4 && pc + size < bytes.length) {
      let value = 0;
      for (let i = 1; i <= size; i++) value = value * 256 + bytes[pc + i]!;
      out.add(value);
    }
    pc += size;
  }
  return out;
}

/** Does the code check for this selector? */
export function codeHasSelector(selectors: ReadonlySet<number>, selector: Hex): boolean {
  return selectors.has(Number.parseInt(selector.slice(2), 16));
}
