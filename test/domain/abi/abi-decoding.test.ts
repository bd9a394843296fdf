import { describe, expect, it } from 'vitest';
import {
  decodeAbiParameters as viemDecode,
  decodeEventLog,
  decodeFunctionData,
  encodeAbiParameters,
  encodeEventTopics,
  encodeFunctionData,
  getAddress,
  parseAbi,
  parseAbiItem,
  toFunctionSelector,
  toEventSelector,
  type AbiParameter as ViemParameter,
  type Hex,
} from 'viem';
import { parseAbiType, formatAbiType, type AbiType } from '../../../src/domain/abi/abi-type.ts';
import { AbiDecodeError, decodeAbiParameters } from '../../../src/domain/abi/decode-abi-parameters.ts';
import { decodeFunctionInput } from '../../../src/domain/abi/decode-function-input.ts';
import { decodeLog } from '../../../src/domain/abi/decode-log.ts';
import { COMMON_EVENTS, COMMON_FUNCTIONS } from '../../../src/domain/abi/common-signatures.ts';
import { AbiJsonError, parseJsonAbi } from '../../../src/domain/abi/json-abi.ts';
import {
  eventTable,
  functionTable,
  parseEventSignature,
  parseFunctionSignature,
} from '../../../src/domain/abi/signature.ts';
import { hexToBytes } from '../../../src/domain/hex.ts';
import { seededRandom } from '../support/random.ts';

const rnd = seededRandom(0xab1);

/** viem's output in our shape: tuples as arrays, and bigint for every integer (viem gives `number` up to 48 bits). */
const normalise = (v: unknown): unknown =>
  typeof v === 'number'
    ? BigInt(v)
    : Array.isArray(v)
      ? v.map(normalise)
      : v && typeof v === 'object'
        ? Object.values(v).map(normalise)
        : v;

/** A random type string, nested up to `depth` (arrays and tuples). */
function randomType(depth: number): string {
  const leafs = [
    'address',
    'bool',
    'string',
    'bytes',
    `uint${8 * (1 + rnd.int(32))}`,
    `int${8 * (1 + rnd.int(32))}`,
    `bytes${1 + rnd.int(32)}`,
  ];
  const pick = depth > 0 ? rnd.int(10) : 0;
  if (pick === 7) return `${randomType(depth - 1)}[]`;
  if (pick === 8) return `${randomType(depth - 1)}[${1 + rnd.int(3)}]`;
  if (pick === 9) return `(${Array.from({ length: 1 + rnd.int(3) }, () => randomType(depth - 1)).join(',')})`;
  return rnd.pickOne(leafs);
}

function randomValue(type: AbiType): unknown {
  switch (type.kind) {
    case 'uint':
      return rnd.bigUint(type.bits);
    case 'int':
      return rnd.bigInt(type.bits);
    case 'address':
      return getAddress(rnd.hex(20));
    case 'bool':
      return rnd.int(2) === 1;
    case 'fixedBytes':
      return rnd.hex(type.size);
    case 'bytes':
      return rnd.hex(rnd.int(70));
    case 'string':
      return rnd.pickOne(['', 'hello', 'ünïcødé 🦊', 'x'.repeat(rnd.int(100))]);
    case 'array':
      return Array.from({ length: type.length ?? rnd.int(4) }, () => randomValue(type.element));
    case 'tuple':
      return type.components.map((c) => randomValue(c.type));
  }
}

/** viem's parameter object for a canonical type string (tuples as `tuple` + components). */
function viemParam(type: AbiType): ViemParameter {
  if (type.kind === 'tuple') return { type: 'tuple', components: type.components.map((c) => viemParam(c.type)) };
  if (type.kind === 'array') {
    const inner = viemParam(type.element);
    return { ...inner, type: `${inner.type}[${type.length ?? ''}]` };
  }
  return { type: formatAbiType(type) };
}

describe('decodeAbiParameters against viem', () => {
  it('decodes 300 generated parameter lists exactly as viem does', () => {
    for (let n = 0; n < 300; n++) {
      const types = Array.from({ length: rnd.int(5) }, () => parseAbiType(randomType(2)));
      const params = types.map(viemParam);
      const values = types.map(randomValue);
      const encoded = encodeAbiParameters(params, values as never);
      const ours = decodeAbiParameters(types, hexToBytes(encoded));
      expect(ours, types.map(formatAbiType).join(',')).toEqual(normalise(viemDecode(params, encoded)));
    }
  });

  it('rejects data that does not fit, saying where', () => {
    const word = (n: bigint): string => n.toString(16).padStart(64, '0');
    const cases: Array<[string, string, RegExp]> = [
      ['address', `0x${'ff'.repeat(32)}`, /not an address/],
      ['bool', `0x${word(2n)}`, /not a bool/],
      ['uint8', `0x${word(256n)}`, /does not fit uint8/],
      ['int8', `0x${word(128n)}`, /not a sign-extended int8/],
      ['bytes4', `0x12345678${'00'.repeat(27)}01`, /non-zero padding/],
      ['uint256', '0x1234', /needs 32 bytes at offset 0/],
      ['string', `0x${word(32n)}${word(1000n)}`, /past the end|runs past/],
      ['uint256[]', `0x${word(32n)}${word(10n ** 12n)}`, /points past the end|exceeds/],
      ['bytes', `0x${word(1n << 200n)}`, /points past the end/],
      // one byte off, not only all bytes off: a single stray byte in the padding is enough
      ['address', `0x01${'00'.repeat(31)}`, /not an address/],
      ['bool', `0x01${'00'.repeat(30)}01`, /not a bool/],
      // sizes within the data that still overrun it, and one just past it
      ['bytes', `0x${word(32n)}${word(40n)}${'ab'.repeat(32)}`, /bytes of 40 bytes at offset 32 runs past the end/],
      ['uint256[]', `0x${word(32n)}${word(2n)}${word(7n)}`, /Array length 2 at offset 32 exceeds the data/],
      ['bytes', `0x${word(32n)}${word(65n)}`, /bytes length 65 at offset 32 points past the end/],
    ];
    for (const [type, data, message] of cases) {
      expect(() => decodeAbiParameters([parseAbiType(type)], hexToBytes(data as Hex))).toThrow(AbiDecodeError);
      expect(() => decodeAbiParameters([parseAbiType(type)], hexToBytes(data as Hex))).toThrow(message);
    }
  });
});

describe('built-in signatures', () => {
  it('selectors and topics equal viem’s for every entry', () => {
    for (const [selector, list] of COMMON_FUNCTIONS) {
      for (const f of list) {
        expect(f.selector).toBe(selector);
        expect(toFunctionSelector(f.signature)).toBe(selector);
      }
    }
    for (const [topic0, list] of COMMON_EVENTS) for (const e of list) expect(toEventSelector(e.signature)).toBe(topic0);
    expect(COMMON_FUNCTIONS.get('0xa9059cbb')![0]!.signature).toBe('transfer(address,uint256)');
    expect(COMMON_FUNCTIONS.get('0x095ea7b3')![0]!.name).toBe('approve');
    expect(COMMON_EVENTS.get('0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef')).toHaveLength(2);
  });

  it('decodes ERC-20 / ERC-721 / ERC-1155 / multicall inputs as viem does', () => {
    const abi = parseAbi([
      'function transfer(address to, uint256 value)',
      'function safeTransferFrom(address from, address to, uint256 tokenId, bytes data)',
      'function safeBatchTransferFrom(address from, address to, uint256[] ids, uint256[] values, bytes data)',
      'function setApprovalForAll(address operator, bool approved)',
      'function multicall(bytes[] data)',
      'function aggregate3((address target, bool allowFailure, bytes callData)[] calls)',
      'function deposit()',
    ]);
    const args: Record<string, unknown[]> = {
      transfer: [getAddress(rnd.hex(20)), 10n ** 18n],
      safeTransferFrom: [getAddress(rnd.hex(20)), getAddress(rnd.hex(20)), 7n, '0xdeadbeef'],
      safeBatchTransferFrom: [getAddress(rnd.hex(20)), getAddress(rnd.hex(20)), [1n, 2n], [3n, 4n], '0x'],
      setApprovalForAll: [getAddress(rnd.hex(20)), true],
      multicall: [['0x01', '0x0203']],
      aggregate3: [[{ target: getAddress(rnd.hex(20)), allowFailure: false, callData: '0xa9059cbb' }]],
      deposit: [],
    };
    for (const [functionName, fnArgs] of Object.entries(args)) {
      const data = encodeFunctionData({ abi, functionName, args: fnArgs } as never);
      const result = decodeFunctionInput(data, COMMON_FUNCTIONS);
      expect(result.ok, functionName).toBe(true);
      if (!result.ok) continue;
      expect(result.function.name).toBe(functionName);
      const expected = decodeFunctionData({ abi, data }).args ?? [];
      expect(result.args.map((a) => a.value)).toEqual(normalise(expected));
    }
  });

  it('explains input it cannot decode instead of throwing', () => {
    expect(decodeFunctionInput('0x', COMMON_FUNCTIONS)).toMatchObject({
      ok: false,
      selector: null,
      reason: expect.stringMatching(/No input data/),
    });
    expect(decodeFunctionInput('0xa9059c', COMMON_FUNCTIONS)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/shorter than a 4-byte selector/),
    });
    expect(decodeFunctionInput('0x12345678', COMMON_FUNCTIONS)).toMatchObject({
      ok: false,
      selector: '0x12345678',
      reason: 'Unknown selector 0x12345678',
    });
    const truncated = decodeFunctionInput(`0xa9059cbb${'00'.repeat(40)}`, COMMON_FUNCTIONS);
    expect(truncated).toMatchObject({
      ok: false,
      selector: '0xa9059cbb',
      reason: expect.stringMatching(/transfer\(address,uint256\): uint256 needs 32 bytes/),
    });
    expect(decodeFunctionInput('0xzz', COMMON_FUNCTIONS).ok).toBe(false);
  });
});

describe('decodeLog', () => {
  const erc20 = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');
  const erc721 = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)');

  it('tells ERC-20 from ERC-721 Transfer by the number of topics', () => {
    const from = getAddress(rnd.hex(20));
    const to = getAddress(rnd.hex(20));
    const t20 = encodeEventTopics({ abi: [erc20], args: { from, to } }) as Hex[];
    const d20 = encodeAbiParameters([{ type: 'uint256' }], [123n]);
    const r20 = decodeLog(t20, d20, COMMON_EVENTS);
    expect(r20.ok && r20.event.source).toBe('ERC-20');
    expect(r20.ok && r20.args.map((a) => [a.name, a.value, a.indexed])).toEqual([
      ['from', from, true],
      ['to', to, true],
      ['value', 123n, false],
    ]);
    expect(decodeEventLog({ abi: [erc20], topics: t20 as [Hex], data: d20 }).args).toEqual({ from, to, value: 123n });

    const t721 = encodeEventTopics({ abi: [erc721], args: { from, to, tokenId: 9n } }) as Hex[];
    const r721 = decodeLog(t721, '0x', COMMON_EVENTS);
    expect(r721.ok && r721.event.source).toBe('ERC-721');
    expect(r721.ok && r721.args.map((a) => a.value)).toEqual([from, to, 9n]);
  });

  it('decodes generated events like viem, indexed reference types kept as their hash', () => {
    for (let n = 0; n < 100; n++) {
      const count = 1 + rnd.int(5);
      const types = Array.from({ length: count }, () => randomType(1));
      let indexedLeft = 3;
      const decl = types
        .map((t, i) => `${t}${indexedLeft > 0 && rnd.int(2) && indexedLeft-- ? ' indexed' : ''} p${i}`)
        .join(', ');
      const ours = parseEventSignature(`E${n}(${decl})`);
      const item = parseAbiItem(`event E${n}(${decl})`);
      const args = Object.fromEntries(ours.inputs.map((p, i) => [`p${i}`, randomValue(p.type)]));
      // viem cannot encode indexed arrays/tuples; their topic is a hash we only pass through, so any word will do.
      const topics: Hex[] = [ours.topic0];
      for (const p of ours.inputs.filter((q) => q.indexed)) {
        const hashed =
          p.type.kind === 'array' || p.type.kind === 'tuple' || p.type.kind === 'string' || p.type.kind === 'bytes';
        topics.push(hashed ? rnd.hex(32) : encodeAbiParameters([viemParam(p.type)], [args[p.name]] as never));
      }
      const plain = ours.inputs.filter((p) => !p.indexed);
      const data = encodeAbiParameters(
        plain.map((p) => viemParam(p.type)),
        plain.map((p) => args[p.name]) as never,
      );
      const result = decodeLog(topics, data, eventTable([ours]));
      expect(result.ok, decl).toBe(true);
      if (!result.ok) continue;
      const viemArgs = decodeEventLog({ abi: [item], topics: topics as [Hex], data }).args as Record<string, unknown>;
      for (const arg of result.args) expect(arg.value, `${decl}: ${arg.name}`).toEqual(normalise(viemArgs[arg.name]));
      expect(result.args.filter((a) => a.hashed).every((a) => a.indexed)).toBe(true);
    }
  });

  it('explains a log it cannot decode', () => {
    expect(decodeLog([], '0x', COMMON_EVENTS)).toMatchObject({ ok: false, reason: expect.stringMatching(/anonymous/) });

    const unknown = `0x${'12'.repeat(32)}` as Hex;
    expect(decodeLog([unknown], '0x', COMMON_EVENTS)).toMatchObject({
      ok: false,
      reason: `Unknown event topic ${unknown}`,
    });
    const transfer = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
    const result = decodeLog([transfer], '0x', COMMON_EVENTS);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(/has 2 indexed parameters, the log 0/);
    expect(!result.ok && result.candidates).toHaveLength(2);
  });
});

describe('signatures and pasted ABIs', () => {
  it('parses human-readable signatures with names, modifiers and tuples', () => {
    const f = parseFunctionSignature(
      'function swap((address tokenIn, uint24 fee)[] calldata routes, uint amount) external returns (uint256)',
    );
    expect(f.signature).toBe('swap((address,uint24)[],uint256)');
    expect(f.selector).toBe(toFunctionSelector('swap((address,uint24)[],uint256)'));
    expect(f.inputs.map((p) => p.name)).toEqual(['routes', 'amount']);
    const e = parseEventSignature('event Foo(address indexed a, string b) anonymous');
    expect(e.anonymous).toBe(true);
    expect(() => parseFunctionSignature('transfer(address indexed to)')).toThrow(/only applies to event/);
    expect(() => parseFunctionSignature('nope')).toThrow(/Cannot read function signature/);
  });

  it('reads a JSON ABI (bare or as an artifact) into functions and events with viem’s selectors', () => {
    const abi = [
      { type: 'constructor', inputs: [] },
      {
        type: 'function',
        name: 'place',
        inputs: [
          {
            name: 'o',
            type: 'tuple[]',
            components: [
              { name: 'a', type: 'address' },
              { name: 'x', type: 'uint96' },
            ],
          },
        ],
        outputs: [],
      },
      {
        type: 'event',
        name: 'Placed',
        inputs: [
          { name: 'who', type: 'address', indexed: true },
          { name: 'ids', type: 'uint256[]', indexed: false },
        ],
        anonymous: false,
      },
      { type: 'error', name: 'Nope', inputs: [] },
    ];
    for (const input of [abi, JSON.stringify(abi), { abi }]) {
      const parsed = parseJsonAbi(input);
      expect(parsed.functions.map((f) => [f.signature, f.selector])).toEqual([
        ['place((address,uint96)[])', toFunctionSelector('place((address,uint96)[])')],
      ]);
      expect(parsed.events.map((e) => [e.signature, e.topic0])).toEqual([
        ['Placed(address,uint256[])', toEventSelector('Placed(address,uint256[])')],
      ]);
    }
    const merged = functionTable(parseJsonAbi(abi).functions, [...COMMON_FUNCTIONS.values()].flat());
    expect(merged.get(toFunctionSelector('place((address,uint96)[])'))).toHaveLength(1);
  });

  it('says which entry of a pasted ABI is wrong', () => {
    expect(() => parseJsonAbi('{oops')).toThrow(AbiJsonError);
    expect(() => parseJsonAbi({})).toThrow(/Expected a JSON array/);
    expect(() => parseJsonAbi([{ type: 'function', name: 'f', inputs: [{ name: 'x', type: 'uint7' }] }])).toThrow(
      '[0].inputs[0].type: uint7',
    );
    expect(() => parseJsonAbi([{ type: 'event', inputs: [] }])).toThrow(
      /\[0\]\.name: A event needs a name|\[0\]\.name/,
    );
  });
});
