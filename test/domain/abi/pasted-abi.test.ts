import { encodeFunctionData, parseAbi } from 'viem';
import { describe, expect, it } from 'vitest';
import { decodeFunctionInput } from '../../../src/domain/abi/decode-function-input.ts';
import { parsePastedAbi } from '../../../src/domain/abi/pasted-abi.ts';
import { functionTable } from '../../../src/domain/abi/signature.ts';

describe('parsePastedAbi', () => {
  const lines = `
    // DemoToken, as a person would write it
    function transfer(address to, uint256 amount) external returns (bool);
    event Tick(uint256 indexed i)
    constructor(uint256 supply)
    error Nope(uint256 code)
  `;

  it('reads human-readable lines: functions and events, with the same selectors viem computes', () => {
    const abi = parsePastedAbi(lines);
    expect(abi.functions.map((f) => [f.signature, f.selector])).toEqual([['transfer(address,uint256)', '0xa9059cbb']]);
    expect(abi.events.map((e) => e.signature)).toEqual(['Tick(uint256)']);
    expect(abi.events[0]?.inputs[0]).toMatchObject({ name: 'i', indexed: true });
  });

  it('a JSON array of such strings reads the same', () => {
    expect(
      parsePastedAbi(JSON.stringify(['function transfer(address to, uint256 amount)'])).functions[0]?.selector,
    ).toBe('0xa9059cbb');
  });

  it('still reads solc JSON', () => {
    const json = JSON.stringify({ abi: [{ type: 'function', name: 'ping', inputs: [] }] });
    expect(parsePastedAbi(json).functions[0]?.signature).toBe('ping()');
  });

  it('a line it cannot read is named by number', () => {
    expect(() => parsePastedAbi('function ok()\nstruct S { uint a; }')).toThrow(/line 2/);
    expect(() => parsePastedAbi('   ')).toThrow(/empty/);
    expect(() => parsePastedAbi('[oops')).toThrow(/Not valid JSON/);
  });

  it('its functions decode transaction input, with the names from the ABI', () => {
    const abi = parsePastedAbi('function mint(address to, uint256 id, string note)');
    const input = encodeFunctionData({
      abi: parseAbi(['function mint(address to, uint256 id, string note)']),
      functionName: 'mint',
      args: ['0x1111111111111111111111111111111111111111', 7n, 'hi'],
    });
    const decoded = decodeFunctionInput(input, functionTable(abi.functions));
    expect(decoded.ok).toBe(true);
    if (decoded.ok) expect(decoded.args.map((a) => a.name)).toEqual(['to', 'id', 'note']);
  });
});
