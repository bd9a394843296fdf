/**
 * Names guessed from a signature database decode only where they fit: every byte of static
 * arguments used, an event's indexed parameters fitted to the log's topics (so ERC-20 and ERC-721
 * Transfer, one topic0, are told apart by the number of topics), and the other candidates for the
 * selector shown beside the one used. A trusted name is never second-guessed. Encodings by viem.
 */
import { describe, expect, it } from 'vitest';
import { encodeAbiParameters, encodeEventTopics, parseAbiItem, toEventSelector, toFunctionSelector } from 'viem';
import { COMMON_FUNCTIONS } from '../../../src/domain/abi/common-signatures.ts';
import { decodeFunctionInput } from '../../../src/domain/abi/decode-function-input.ts';
import { decodeLog } from '../../../src/domain/abi/decode-log.ts';
import { guessedEvent, guessedFunction } from '../../../src/domain/abi/guessed-signatures.ts';
import {
  eventTable,
  functionTable,
  type EventSignature,
  type FunctionSignature,
} from '../../../src/domain/abi/signature.ts';
import type { Hash, Hex } from '../../../src/domain/hex.ts';
import { decodeRevertData } from '../../../src/domain/revert-reason.ts';

function fn(text: string): FunctionSignature {
  const reading = guessedFunction(text, toFunctionSelector(text));
  if (!reading.ok) throw new Error(reading.problem);
  return reading.signature;
}
function ev(text: string): EventSignature {
  const reading = guessedEvent(text, toEventSelector(text));
  if (!reading.ok) throw new Error(reading.problem);
  return reading.signature;
}

const A = '0x1111111111111111111111111111111111111111';
const B = '0x2222222222222222222222222222222222222222';

describe('guessed functions', () => {
  // two real signatures sharing selector 0x42966c68 would need a search; a selector shared by a
  // guess with fewer parameters is modelled by putting both in the table under one key
  const burn = fn('burn(uint256)');
  const collide = { ...fn('burnFrom(address,uint256)'), selector: burn.selector };
  const input = `${burn.selector}${encodeAbiParameters([{ type: 'uint256' }], [7n]).slice(2)}` as Hex;

  it('decodes with the guess whose parameters fit, and shows the other as not fitting', () => {
    const decoding = decodeFunctionInput(input, functionTable([collide, burn]));
    expect(decoding.ok && decoding.function.signature).toBe('burn(uint256)');
    expect(decoding.ok && decoding.others?.map((o) => [o.signature.signature, o.fits])).toEqual([
      ['burnFrom(address,uint256)', false],
    ]);
  });

  it('a guess with fewer static parameters than the data holds does not fit', () => {
    const shorter = { ...fn('pause()'), selector: burn.selector };
    const decoding = decodeFunctionInput(input, functionTable([shorter]));
    expect(decoding.ok).toBe(false);
    expect(!decoding.ok && decoding.reason).toContain('its parameters take 0 bytes, the data holds 32');
  });

  it('two guesses that both fit are both said to fit', () => {
    const other = { ...fn('mint(uint256)'), selector: burn.selector };
    const decoding = decodeFunctionInput(input, functionTable([burn, other]));
    expect(decoding.ok && decoding.others).toEqual([{ signature: other, fits: true }]);
  });

  it('a built-in name is not second-guessed: no others beside it', () => {
    const transfer = COMMON_FUNCTIONS.get('0xa9059cbb')![0]!;
    const guess = { ...fn('transfer(address,uint256)'), trust: 'guessed' as const };
    const data =
      `0xa9059cbb${encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [A, 1n]).slice(2)}` as Hex;
    const decoding = decodeFunctionInput(data, functionTable([transfer], [guess]));
    expect(decoding.ok && decoding.function.trust).toBe('built-in');
    expect(decoding.ok && decoding.others).toBeUndefined();
  });

  it('a guessed custom error names revert data, and must use every byte of it', () => {
    const expired = fn('Expired(uint256)');
    const data = `${expired.selector}${encodeAbiParameters([{ type: 'uint256' }], [5n]).slice(2)}` as Hex;
    const reason = decodeRevertData(data, functionTable([expired]));
    expect(reason.kind === 'custom' && reason.error.trust).toBe('guessed');
    expect(decodeRevertData(`${data}00000000` as Hex, functionTable([expired])).kind).toBe('unknown');
  });
});

describe('guessed events', () => {
  const transfer = ev('Transfer(address,address,uint256)');
  const table = eventTable([transfer]);

  it('ERC-20 and ERC-721 Transfer are told apart by the number of topics', () => {
    const erc20 = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');
    const erc721 = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)');
    const t20 = encodeEventTopics({ abi: [erc20], args: { from: A, to: B } }) as Hash[];
    const t721 = encodeEventTopics({ abi: [erc721], args: { from: A, to: B, tokenId: 9n } }) as Hash[];
    const d20 = decodeLog(t20, encodeAbiParameters([{ type: 'uint256' }], [5n]), table);
    const d721 = decodeLog(t721, '0x', table);
    expect(d20.ok && d20.event.inputs.map((p) => p.indexed)).toEqual([true, true, false]);
    expect(d20.ok && d20.args.map((a) => a.value)).toEqual([A, B, 5n]);
    expect(d721.ok && d721.event.inputs.map((p) => p.indexed)).toEqual([true, true, true]);
    expect(d721.ok && d721.args.map((a) => a.value)).toEqual([A, B, 9n]);
  });

  it('fits indexed parameters that are not the first ones (an amount too large to be an address)', () => {
    const item = parseAbiItem('event Deposit(uint256 amount, address indexed owner)');
    const topics = encodeEventTopics({ abi: [item], args: { owner: A } }) as Hash[];
    const decoding = decodeLog(
      topics,
      encodeAbiParameters([{ type: 'uint256' }], [2n ** 200n]),
      eventTable([ev('Deposit(uint256,address)')]),
    );
    expect(decoding.ok && decoding.event.inputs.map((p) => p.indexed)).toEqual([false, true]);
    expect(decoding.ok && decoding.args.map((a) => a.value)).toEqual([2n ** 200n, A]);
  });

  it('indexes the addresses before amounts that would also read as addresses', () => {
    const item = parseAbiItem(
      'event Swapped(address indexed sender, uint256 amountIn, uint256 amountOut, address indexed to)',
    );
    const topics = encodeEventTopics({ abi: [item], args: { sender: A, to: B } }) as Hash[];
    const data = encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [100n, 4n * 10n ** 16n]);
    const decoding = decodeLog(topics, data, eventTable([ev('Swapped(address,uint256,uint256,address)')]));
    expect(decoding.ok && decoding.event.inputs.map((p) => p.indexed)).toEqual([true, false, false, true]);
    expect(decoding.ok && decoding.args.map((a) => a.value)).toEqual([A, 100n, 4n * 10n ** 16n, B]);
  });

  it('a guess whose data cannot be read with any choice of indexed parameters does not fit', () => {
    const topics = [transfer.topic0, `0x${'00'.repeat(12)}${A.slice(2)}`] as Hash[];
    const decoding = decodeLog(topics, '0x', table);
    expect(decoding.ok).toBe(false);
    expect(!decoding.ok && decoding.reason).toContain('no choice of 1 indexed parameter fits the log');
  });
});
