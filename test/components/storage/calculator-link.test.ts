import { describe, expect, it } from 'vitest';
import type { CalculatorState } from '../../../src/domain/storage/slot-calculator-input.ts';
import { INITIAL_CALCULATOR, readCalculatorQuery, writeCalculatorQuery } from '../../../src/routes/query-state.ts';

describe('the slot calculator in the URL query', () => {
  it('brings a nested mapping back as typed: key order, colons in values, a chosen encoding', () => {
    const state: CalculatorState = {
      ...INITIAL_CALCULATOR,
      kind: 'mapping',
      base: '0x5',
      keys: [
        { id: 1, type: 'address', value: '0xabc' },
        { id: 2, type: 'string', value: 'a:b&c', encoding: 'hex' },
      ],
    };
    const query = writeCalculatorQuery(new URLSearchParams('slot=0x1&block=7'), state);
    expect(query.get('slot')).toBe('0x1');
    expect(query.get('block')).toBe('7');
    const back = readCalculatorQuery(new URLSearchParams(query.toString()));
    expect(back.kind).toBe('mapping');
    expect(back.base).toBe('0x5');
    expect(back.keys.map(({ type, value, encoding }) => ({ type, value, encoding }))).toEqual([
      { type: 'address', value: '0xabc', encoding: undefined },
      { type: 'string', value: 'a:b&c', encoding: 'hex' },
    ]);
  });

  it('writes only the inputs of the chosen kind', () => {
    const query = writeCalculatorQuery(new URLSearchParams(), {
      ...INITIAL_CALCULATOR,
      kind: 'erc7201',
      namespace: 'x.y',
    });
    expect(query.toString()).toBe('calc=erc7201&ns=x.y');
  });

  it('falls back to the defaults for an unknown kind or ERC-1967 slot', () => {
    const back = readCalculatorQuery(new URLSearchParams('calc=nope&erc1967=owner'));
    expect(back.kind).toBe(INITIAL_CALCULATOR.kind);
    expect(back.erc1967).toBe('implementation');
  });
});
