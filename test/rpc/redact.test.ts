import { describe, expect, it } from 'vitest';
import { holdsSecret, redactUrlParts, revealUrl, scrubSecrets } from '../../src/rpc/redact.ts';

describe('redactUrlParts: the label a URL is shown as', () => {
  it.each([
    ['https://mainnet.infura.io/v3/abc123', 'https://mainnet.infura.io/v3/<API_KEY>'],
    [
      'wss://opbnb-mainnet.infura.io/ws/v3/0123456789abcdef0123456789abcdef',
      'wss://opbnb-mainnet.infura.io/ws/v3/<API_KEY>',
    ],
    ['http://127.0.0.1:8545/v3/k', 'http://127.0.0.1:8545/v3/<API_KEY>'],
    ['https://eth-mainnet.g.alchemy.com/v2/Xy9-abcDEF_0123456789', 'https://eth-mainnet.g.alchemy.com/v2/<API_KEY>'],
    ['https://nd-123.quiknode.pro/4a6f0b2c9d8e7f1a2b3c4d5e6f708192/', 'https://nd-123.quiknode.pro/<API_KEY>/'],
    ['https://user:secret@rpc.example.org/path', 'https://<API_KEY>@rpc.example.org/path'],
    ['https://rpc.example.org/?apikey=s3cr3t&x=1', 'https://rpc.example.org?apikey=<API_KEY>&x=<API_KEY>'],
    ['http://127.0.0.1:8545', 'http://127.0.0.1:8545'],
    ['https://rpc.ankr.com/eth', 'https://rpc.ankr.com/eth'],
  ])('%s → %s', (url, label) => {
    expect(redactUrlParts(url).label).toBe(label);
  });

  it('never shows an unparseable URL, which could be anything', () => {
    expect(redactUrlParts('not a url with key 1234').label).toBe('<invalid URL>');
  });

  it('remembers what it removed, decoded too, so provider text can be scrubbed', () => {
    expect(redactUrlParts('https://u:p%40ss@h.example/v3/key123?token=t%2Fk').secrets.sort()).toEqual(
      ['key123', 'p%40ss', 'p@ss', 't/k', 'u'].sort(),
    );
  });
});

describe('scrubSecrets', () => {
  it('replaces every occurrence, whatever the case', () => {
    expect(scrubSecrets('invalid project id ABCdef123 (abcdef123)', ['abcdef123'])).toBe(
      'invalid project id <API_KEY> (<API_KEY>)',
    );
  });

  it('treats secrets as text, not patterns', () => {
    expect(scrubSecrets('key a.b+c? here', ['a.b+c?'])).toBe('key <API_KEY> here');
  });
});

describe('revealUrl (the inspector reveal for a full-URL connection)', () => {
  it.each([
    'http://127.0.0.1:8545/v3/k',
    'https://nd-123.quiknode.pro/4a6f0b2c9d8e7f1a2b3c4d5e6f708192/',
    'wss://opbnb-mainnet.infura.io/ws/v3/0123456789abcdef0123456789abcdef',
    'https://user:secret@rpc.example.org/path',
  ])('gives back %s from its own label, and nothing else', (url) => {
    expect(revealUrl(redactUrlParts(url).label, url)).toBe(url);
    expect(holdsSecret(url)).toBe(true);
    // another endpoint's label is never filled in with this URL
    expect(revealUrl('https://other.example/v3/<API_KEY>', url)).toBe('https://other.example/v3/<API_KEY>');
  });

  it('a URL without a secret has nothing to reveal', () => {
    expect(holdsSecret('https://rpc.ankr.com/eth')).toBe(false);
  });
});
