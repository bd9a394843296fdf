/**
 * The calculator's `cast` commands, written as a shell reads them, and run with the real Foundry
 * `cast` (offline): each prints the slot Hexray's own derivation gives.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  castErc7201Command,
  castIndexCommand,
  castKeccakCommand,
} from '../../../src/domain/storage/cast-slot-commands.ts';
import { erc7201Slot, mappingSlot } from '../../../src/domain/storage/storage-slots.ts';
import type { MappingKey } from '../../../src/domain/storage/mapping-key.ts';

const CAST = new URL('../../../node_modules/@foundry-rs/cast-linux-amd64/bin/cast', import.meta.url).pathname;

async function run(command: string): Promise<string> {
  const { stdout } = await promisify(execFile)('sh', ['-c', command.replace(/^cast /, `'${CAST}' `)], {
    timeout: 20_000,
  });
  return stdout.trim();
}

const SLOT_5 = '0x0000000000000000000000000000000000000000000000000000000000000005';

describe('cast index for one mapping key', () => {
  it('writes each key as cast parses it', () => {
    const at = (key: MappingKey) => castIndexCommand(key, SLOT_5);
    expect(at({ type: 'address', value: ' 0x00000000000000000000000000000000000000AA ' })).toBe(
      'cast index address 0x00000000000000000000000000000000000000aa 5',
    );
    expect(at({ type: 'uint', value: '0x10' })).toBe('cast index uint256 16 5');
    expect(at({ type: 'int8', value: '-1' })).toBe('cast index int8 -- -1 5');
    expect(at({ type: 'bool', value: 'TRUE' })).toBe('cast index bool true 5');
    expect(at({ type: 'bytes4', value: '0x12345678' })).toBe('cast index bytes4 0x12345678 5');
    expect(at({ type: 'string', value: "it's" })).toBe(`cast index string 'it'\\''s' 5`);
    expect(at({ type: 'string', value: '-x' })).toBe(`cast index string -- '-x' 5`);
    // string and bytes hash the same unpadded bytes: a string typed as hex goes as a bytes key,
    // and a bytes key typed as text goes as its hex (cast reads a bytes key only as hex)
    expect(at({ type: 'string', value: '0xff00', encoding: 'hex' })).toBe('cast index bytes 0xff00 5');
    expect(at({ type: 'bytes', value: 'hi', encoding: 'utf8' })).toBe('cast index bytes 0x6869 5');
  });

  it('writes a false bool and an unsigned integer with its top bit set as cast reads them', () => {
    const at = (key: MappingKey) => castIndexCommand(key, SLOT_5);
    expect(at({ type: 'bool', value: 'false' })).toBe('cast index bool false 5');
    // the word 0x80…00 is 2^255 for a uint256, not a negative number
    expect(at({ type: 'uint256', value: (2n ** 255n).toString() })).toBe(`cast index uint256 ${2n ** 255n} 5`);
    expect(at({ type: 'int256', value: (-(2n ** 255n)).toString() })).toBe(`cast index int256 -- ${-(2n ** 255n)} 5`);
  });

  it('passes a slot past 64 bits as its 32-byte word', () => {
    const big = `0x${'ab'.repeat(32)}` as const;
    expect(castIndexCommand({ type: 'uint8', value: '1' }, big)).toBe(`cast index uint8 1 ${big}`);
    const below = `0x${(2n ** 64n - 1n).toString(16).padStart(64, '0')}` as const;
    const at = `0x${(2n ** 64n).toString(16).padStart(64, '0')}` as const;
    expect(castIndexCommand({ type: 'uint8', value: '1' }, below)).toBe(`cast index uint8 1 ${2n ** 64n - 1n}`);
    expect(castIndexCommand({ type: 'uint8', value: '1' }, at)).toBe(`cast index uint8 1 ${at}`);
  });

  it('cast prints the slot of every step of a nested mapping', async () => {
    const keys: MappingKey[] = [
      { type: 'address', value: '0x00000000000000000000000000000000000000aa' },
      { type: 'int64', value: '-7' },
      { type: 'string', value: `-a "b" $HOME 'c' ü` },
      { type: 'bytes32', value: `0x${'12'.repeat(32)}` },
      { type: 'string', value: '0xff00', encoding: 'hex' },
      { type: 'bytes', value: '0x' },
      { type: 'bool', value: 'false' },
      { type: 'uint256', value: (2n ** 255n).toString() },
    ];
    const { steps } = mappingSlot('5', keys);
    for (const [i, key] of keys.entries())
      expect(await run(castIndexCommand(key, steps[i]!.result))).toBe(steps[i + 1]!.result);
  });
});

describe('cast keccak and cast index-erc7201', () => {
  it('hash the same bytes as the derivation', async () => {
    expect(await run(castKeccakCommand(SLOT_5))).toBe(
      '0x036b6384b5eca791c62761152d0c79bb0604c104a5fb6f4eb0703f3154bb3db0',
    );
    expect(await run(castErc7201Command('openzeppelin.storage.ERC20'))).toBe(
      erc7201Slot('openzeppelin.storage.ERC20').slot,
    );
    expect(castErc7201Command('-odd')).toBe(`cast index-erc7201 -- '-odd'`);
  });
});
