import { describe, expect, it } from 'vitest';
import { redactUrlParts } from '../../src/rpc/redact.ts';
import { holdsSecret, revealUrl } from '../../src/rpc/reveal-url.ts';

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
