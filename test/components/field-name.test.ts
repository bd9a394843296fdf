import { describe, expect, it } from 'vitest';
import { inSentence } from '../../src/components/FieldName.tsx';

describe('inSentence: a field name inside "Copy … in Wei"', () => {
  it('lowercases a capitalised word', () => {
    expect(inSentence('Gas price')).toBe('gas price');
    expect(inSentence('Value')).toBe('value');
  });
  it('keeps acronyms, camelCase names and short symbols as they are', () => {
    for (const name of ['ETH', 'EIP-1559 fees', 'logsBloom', 'r', 'yParity', 'V']) expect(inSentence(name)).toBe(name);
  });
});
