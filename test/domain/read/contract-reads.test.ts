import { describe, expect, it } from 'vitest';
import { parseJsonAbi } from '../../../src/domain/abi/json-abi.ts';
import { parseFunctionSignature } from '../../../src/domain/abi/signature.ts';
import { castCallCommand } from '../../../src/domain/cast-commands.ts';
import type { Hex } from '../../../src/domain/hex.ts';
import { codeHasSelector, pushedSelectors } from '../../../src/domain/read/code-selectors.ts';
import {
  callData,
  castSignature,
  decodeAnswer,
  findOffered,
  MAX_DECODED_ANSWER_BYTES,
  offeredFunctions,
  readArguments,
} from '../../../src/domain/read/contract-call.ts';
import { recogniseStandards } from '../../../src/domain/read/standard-reads.ts';
import compiled from '../../devnet/compiled/contracts.json' with { type: 'json' };

const deployed = (name: keyof typeof compiled.contracts) => compiled.contracts[name].deployedBytecode as Hex;
const abiOf = (name: keyof typeof compiled.contracts) => parseJsonAbi(compiled.contracts[name].abi, 'verified');

describe("the selectors a contract's code checks", () => {
  it('reads PUSH1…PUSH4 operands and never takes push data for an instruction', () => {
    // PUSH4 0x70a08231, PUSH32 holding a PUSH4-looking 0x63aabbccdd, PUSH3 0x00fdd5 8e → a PUSH3 of 0xfdd58e
    const code = `0x6370a08231 7f63aabbccdd${'00'.repeat(27)} 62fdd58e`.replace(/ /g, '') as Hex;
    const selectors = pushedSelectors(code);
    expect(codeHasSelector(selectors, '0x70a08231')).toBe(true);
    expect(codeHasSelector(selectors, '0xaabbccdd')).toBe(false);
    expect(codeHasSelector(selectors, '0x00fdd58e')).toBe(true);
  });

  it("finds every function of solc's own output in its code", () => {
    const selectors = pushedSelectors(deployed('DemoToken'));
    for (const selector of Object.values(compiled.contracts.DemoToken.methodIdentifiers))
      expect(codeHasSelector(selectors, `0x${selector}`), selector).toBe(true);
  });
});

describe('standards recognised by their selectors', () => {
  it('knows the demo token as ERC-20 and offers each of its reads it has', () => {
    const { standards, reads } = recogniseStandards(pushedSelectors(deployed('DemoToken')));
    expect(standards).toEqual(['ERC-20']);
    expect(reads.map((fn) => fn.signature)).toEqual([
      'name()',
      'symbol()',
      'decimals()',
      'totalSupply()',
      'balanceOf(address)',
      'allowance(address,address)',
    ]);
    expect(reads.every((fn) => fn.mutability === 'view' && fn.outputs!.length === 1)).toBe(true);
  });

  it('recognises nothing in a contract of no standard (the vault has balanceOf but no ERC-20)', () => {
    expect(recogniseStandards(pushedSelectors(deployed('Vault')))).toEqual({ standards: [], reads: [] });
  });
});

describe('the functions offered and the calls made', () => {
  const vault = abiOf('Vault');

  it('offers reads first, each selector once, the pasted declaration over the verified and the standard', () => {
    const pasted = parseJsonAbi([
      {
        type: 'function',
        name: 'level',
        inputs: [],
        outputs: [{ type: 'uint8', name: 'pasted' }],
        stateMutability: 'view',
      },
    ]);
    const standard = parseFunctionSignature('balanceOf(address owner)', 'ERC-20');
    const offered = offeredFunctions(pasted, vault, [standard]);
    expect(offered.map(({ fn, kind }) => `${kind} ${fn.signature}`)).toEqual([
      'read level()',
      'read balanceOf(address)',
      'write deposit()',
      'write raise(uint8)',
      'write withdraw(uint256)',
    ]);
    expect(offered[0]!.fn.outputs![0]!.name).toBe('pasted');
    expect(findOffered(offered, 'raise(uint8)')?.fn.name).toBe('raise');
    expect(findOffered(offered, offered[1]!.fn.selector.toUpperCase().replace('0X', '0x'))?.fn.name).toBe('balanceOf');
    expect(findOffered(offered, 'nothing()')).toBeNull();
  });

  it('reads old ABIs that say `constant` instead of stateMutability', () => {
    const old = parseJsonAbi([
      { type: 'function', name: 'get', inputs: [], outputs: [{ type: 'uint256' }], constant: true },
    ]);
    expect(old.functions[0]!.mutability).toBe('view');
  });

  it('builds the call data as solc expects it, and decodes the answer by the outputs', () => {
    const balanceOf = findOffered(offeredFunctions(null, vault, []), 'balanceOf(address)')!.fn;
    const args = readArguments(balanceOf, ['0x00000000000000000000000000000000000a11ce']);
    expect(args.ok && callData(balanceOf, args.value)).toBe(
      `0x70a08231${'0'.repeat(24)}00000000000000000000000000000000000a11ce`,
    );
    const answer = decodeAnswer(balanceOf, `0x${1000n.toString(16).padStart(64, '0')}`);
    expect(answer.kind === 'decoded' && answer.values.map((v) => [v.type, v.value])).toEqual([['uint256', 1000n]]);
  });

  it('says why an answer is shown raw: empty, not fitting, too large, or no outputs known', () => {
    const level = findOffered(offeredFunctions(null, vault, []), 'level()')!.fn;
    expect(decodeAnswer(level, '0x')).toMatchObject({
      kind: 'raw',
      why: expect.stringMatching(/^It returned nothing/),
    });
    expect(decodeAnswer(level, '0x01')).toMatchObject({
      kind: 'raw',
      why: expect.stringMatching(/^It does not decode as \(uint8\)/),
    });
    const huge = `0x${'00'.repeat(MAX_DECODED_ANSWER_BYTES + 1)}` as Hex;
    expect(decodeAnswer(level, huge)).toMatchObject({
      kind: 'raw',
      why: expect.stringMatching(/more than the 262,144 this page decodes$/),
    });
    const bare = parseFunctionSignature('level()');
    expect(decodeAnswer(bare, '0x01')).toEqual({
      kind: 'raw',
      data: '0x01',
      why: 'Its ABI does not say what it returns',
    });
  });

  it('stops at the first argument that does not read, naming it', () => {
    const withdraw = findOffered(offeredFunctions(null, vault, []), 'withdraw(uint256)')!.fn;
    expect(readArguments(withdraw, ['12abc'])).toEqual({
      ok: false,
      message: 'amount: Not a number: "12abc" (use decimal like 123, or hex like 0x7b)',
    });
  });

  it('copies as a cast call that carries the outputs, the block and the sender, never the endpoint', () => {
    const balanceOf = findOffered(offeredFunctions(null, vault, []), 'balanceOf(address)')!.fn;
    expect(
      castCallCommand({
        to: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
        signature: castSignature(balanceOf),
        args: [" 0xa11ce's "],
        block: '12',
        from: '0x00000000000000000000000000000000000a11ce',
      }),
    ).toBe(
      `cast call 0x5FbDB2315678afecb367f032d93F642f64180aa3 'balanceOf(address)(uint256)' '0xa11ce'\\''s' --block 12 --from 0x00000000000000000000000000000000000a11ce --rpc-url "$RPC_URL"`,
    );
  });
});
