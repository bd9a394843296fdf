/**
 * Hostile calldata and log data: input built to be expensive to decode ends, through the app's own
 * entry points (`decodeFunctionInput`, `decodeLog`), in a specific outcome — "too costly to decode"
 * or the exact reason it does not fit — never a long decode, a wrong decode or a stack overflow.
 * The first case goes over the wire: the devnet's seeded 120 KB aliasing multicall, fetched with
 * the real client. Outcomes are asserted, not times (figures: `npm run bench -- --only abi`).
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { encodeEventTopics, parseAbiItem, type Hex } from 'viem';
import { COMMON_EVENTS, COMMON_FUNCTIONS } from '../../src/domain/abi/common-signatures.ts';
import { decodeFunctionInput } from '../../src/domain/abi/decode-function-input.ts';
import { decodeLog } from '../../src/domain/abi/decode-log.ts';
import { parseFunctionSignature, functionTable } from '../../src/domain/abi/signature.ts';
import { createRpcClient } from '../../src/rpc/client.ts';
import {
  aliasingMulticall,
  cyclicBytesArray,
  honestMulticall,
  hugeLengthBytes,
  MULTICALL_SELECTOR,
  overlappingNestedArrays,
  withSelector,
} from '../domain/abi/hostile-calldata.ts';
import { printSummary, recordCase, runCases, summaryScope } from './support.ts';

summaryScope('vitest-calldata');
afterAll(() => printSummary('hostile calldata'));

const manifest = inject('manifest');
const CATEGORY = 'hostile calldata';
const word = (n: number | bigint) => BigInt(n).toString(16).padStart(64, '0');

/** Decodes `data` as a call of `signature` (added to the built-in table), for shapes the table has no function for. */
function decodeAs(signature: string, data: Hex) {
  const f = parseFunctionSignature(signature);
  return decodeFunctionInput(withSelector(f.selector, data), functionTable([f], [...COMMON_FUNCTIONS.values()].flat()));
}

describe('hostile calldata', () => {
  it('the seeded 120 KB aliasing multicall, fetched over the wire, is too costly to decode', async () => {
    await recordCase(CATEGORY, 'seeded aliasing multicall over the wire', async () => {
      const client = createRpcClient({ base: manifest.base, apiKey: manifest.apiKey, transport: 'http' });
      try {
        const tx = await client.getTransactionByHash(manifest.hostileCalldata.aliasingMulticall.hash);
        expect((tx!.input.length - 2) / 2).toBe(manifest.hostileCalldata.aliasingMulticall.inputBytes);
        expect(decodeFunctionInput(tx!.input, COMMON_FUNCTIONS)).toMatchObject({
          ok: false,
          selector: MULTICALL_SELECTOR,
          tooCostly: true,
        });
      } finally {
        client.close();
      }
    });
  });

  it('each shape of hostile input ends in its specific outcome', async () => {
    const cases: Array<{ name: string; run: () => unknown; expected: Record<string, unknown> }> = [
      {
        name: 'aliasing offsets (10 MB)',
        run: () => decodeFunctionInput(aliasingMulticall(10_000_000), COMMON_FUNCTIONS),
        expected: { ok: false, tooCostly: true },
      },
      {
        name: 'cyclic offsets',
        run: () => decodeFunctionInput(withSelector(MULTICALL_SELECTOR, cyclicBytesArray(2_000)), COMMON_FUNCTIONS),
        expected: { ok: false, tooCostly: true },
      },
      {
        name: 'overlapping offsets',
        run: () => decodeAs('f(uint256[][] a)', overlappingNestedArrays(2_000)),
        expected: { ok: false, tooCostly: true },
      },
      {
        name: 'huge length',
        run: () => decodeFunctionInput(withSelector(MULTICALL_SELECTOR, hugeLengthBytes()), COMMON_FUNCTIONS),
        expected: {
          ok: false,
          reason: expect.stringMatching(
            /^The arguments do not fit multicall\(bytes\[\]\): .*points past the end of the data/,
          ),
        },
      },
      {
        name: 'deep nesting, every level aliased twice',
        // 31 nested arrays, each of two elements pointing at the same next level: 2^31 leaves from 3 KB.
        run: () =>
          decodeAs(
            `f(uint256${'[]'.repeat(31)} a)`,
            `0x${word(32)}${`${word(2)}${word(64)}${word(64)}`.repeat(30)}${word(2)}${word(7)}${word(7)}`,
          ),
        expected: { ok: false, tooCostly: true },
      },
      {
        name: 'nesting past the limit in a pasted signature',
        run: () => {
          try {
            return parseFunctionSignature(`f(uint256${'[]'.repeat(100_000)} a)`);
          } catch (error) {
            return { name: (error as Error).name, message: (error as Error).message };
          }
        },
        expected: { name: 'AbiSyntaxError', message: 'Arrays and tuples nested deeper than 32 levels' },
      },
      {
        name: 'honest 10 MB multicall still decodes',
        run: () => decodeFunctionInput(honestMulticall(100, 100_000), COMMON_FUNCTIONS),
        expected: { ok: true },
      },
      {
        name: 'aliasing log data (ERC-1155 TransferBatch)',
        run: () => {
          const event = parseAbiItem(
            'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
          );
          const topics = encodeEventTopics({
            abi: [event],
            args: { operator: `0x${'11'.repeat(20)}`, from: `0x${'22'.repeat(20)}`, to: `0x${'33'.repeat(20)}` },
          }) as Hex[];
          return decodeLog(topics, `0x${word(64)}${word(64)}${word(300_000)}${word(7).repeat(300_000)}`, COMMON_EVENTS);
        },
        expected: { ok: false, tooCostly: true },
      },
    ];
    await runCases(
      CATEGORY,
      cases,
      (c) => c.name,
      async (c) => {
        expect(c.run()).toMatchObject(c.expected);
      },
    );
  });
});
