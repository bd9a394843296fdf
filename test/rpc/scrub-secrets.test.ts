import { describe, expect, it } from 'vitest';
import { scrubSecrets } from '../../src/rpc/scrub-secrets.ts';

describe('scrubSecrets: provider text', () => {
  it('replaces every occurrence, whatever the case', () => {
    expect(scrubSecrets('invalid project id ABCdef123 (abcdef123)', ['abcdef123'])).toBe(
      'invalid project id <API_KEY> (<API_KEY>)',
    );
  });

  it('treats secrets as text, not patterns', () => {
    expect(scrubSecrets('key a.b+c? here', ['a.b+c?'])).toBe('key <API_KEY> here');
  });

  it('replaces a secret that contains another one whole, whatever their order', () => {
    expect(scrubSecrets('echo: abcdef', ['abc', 'abcdef'])).toBe('echo: <API_KEY>');
    expect(scrubSecrets('echo: abcdef', ['abcdef', 'abc'])).toBe('echo: <API_KEY>');
  });

  it('leaves one- and two-character secrets (userinfo `u:p`) alone instead of scrubbing every "u"', () => {
    expect(scrubSecrets('upstream unavailable', ['u', 'up'])).toBe('upstream unavailable');
  });

  it('scrubs a three-character secret', () => {
    expect(scrubSecrets('bad key abc', ['abc'])).toBe('bad key <API_KEY>');
  });
});
