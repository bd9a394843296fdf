/**
 * Every name says how far it is trusted: what the person pasted, the built-in signatures; a table
 * merged with the pasted ABI first keeps the pasted entry where both declare the same signature.
 */
import { describe, expect, it } from 'vitest';
import { COMMON_EVENTS, COMMON_FUNCTIONS } from '../../../src/domain/abi/common-signatures.ts';
import { parsePastedAbi } from '../../../src/domain/abi/pasted-abi.ts';
import { functionTable } from '../../../src/domain/abi/signature.ts';
import { parseJsonAbi, withTrust } from '../../../src/domain/abi/json-abi.ts';

const TRANSFER = '0xa9059cbb';

describe('how far a name is trusted', () => {
  it('built-in signatures say so', () => {
    expect(COMMON_FUNCTIONS.get(TRANSFER)?.[0]?.trust).toBe('built-in');
    expect([...COMMON_EVENTS.values()].flat().every((event) => event.trust === 'built-in')).toBe(true);
  });

  it('a pasted ABI is pasted, in JSON and in human-readable lines', () => {
    const lines = parsePastedAbi('function transfer(address to, uint256 amount)\nevent Tick(uint256 indexed i)');
    const json = parsePastedAbi('[{"type":"error","name":"Nope","inputs":[]}]');
    expect([...lines.functions, ...lines.events, ...json.errors].map((entry) => entry.trust)).toEqual([
      'pasted',
      'pasted',
      'pasted',
    ]);
  });

  it('the pasted declaration wins over the built-in one of the same signature', () => {
    const pasted = parsePastedAbi('function transfer(address to, uint256 amount)').functions;
    const table = functionTable(pasted, [...COMMON_FUNCTIONS.values()].flat());
    expect(table.get(TRANSFER)).toHaveLength(1);
    expect(table.get(TRANSFER)?.[0]?.trust).toBe('pasted');
  });

  it('an ABI from elsewhere is marked as its source is trusted', () => {
    const verified = withTrust(parseJsonAbi([{ type: 'function', name: 'f', inputs: [] }], 'Vault'), 'verified');
    expect(verified.functions[0]).toMatchObject({ name: 'f', source: 'Vault', trust: 'verified' });
  });
});
