import { describe, expect, it } from 'vitest';
import { redactUrlParts } from '../../src/rpc/redact.ts';

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

/**
 * The key's redaction: which URL parts count as secret, which stay readable. Complements the
 * common provider URLs above.
 */
describe('redactUrlParts: what counts as a secret', () => {
  it('an unparseable URL is itself the secret, so provider text quoting it is scrubbed too', () => {
    expect(redactUrlParts('not a url with key 1234')).toEqual({
      label: '<invalid URL>',
      secrets: ['not a url with key 1234'],
    });
  });

  it('an empty URL has nothing to hide', () => {
    expect(redactUrlParts('')).toEqual({ label: '<invalid URL>', secrets: [] });
  });

  it('hides userinfo that has only a user name (some providers put the key there)', () => {
    expect(redactUrlParts('https://k3y@rpc.example.org/')).toEqual({
      label: 'https://<API_KEY>@rpc.example.org',
      secrets: ['k3y'],
    });
  });

  it('hides userinfo that has only a password, and lists no empty secret', () => {
    expect(redactUrlParts('https://:pw@rpc.example.org/')).toEqual({
      label: 'https://<API_KEY>@rpc.example.org',
      secrets: ['pw'],
    });
  });

  it('an empty query value is no secret, but the parameter is still masked', () => {
    expect(redactUrlParts('https://rpc.example.org/?flag=&apikey=abc')).toEqual({
      label: 'https://rpc.example.org?flag=<API_KEY>&apikey=<API_KEY>',
      secrets: ['abc'],
    });
  });

  it('a secret that is not valid percent-encoding is kept as written', () => {
    expect(redactUrlParts('https://h.example/v3/k%zz')).toEqual({
      label: 'https://h.example/v3/<API_KEY>',
      secrets: ['k%zz'],
    });
  });

  it('lists a secret once, even when it appears twice', () => {
    expect(redactUrlParts('https://h.example/?a=same&b=same').secrets).toEqual(['same']);
  });

  it('redacts the segment after any version, v1 to v10 and beyond', () => {
    expect(redactUrlParts('https://h.example/v1/k').label).toBe('https://h.example/v1/<API_KEY>');
    expect(redactUrlParts('https://h.example/v10/k').label).toBe('https://h.example/v10/<API_KEY>');
  });

  it('a segment that merely contains a version is not one: what follows stays readable', () => {
    expect(redactUrlParts('https://h.example/v2beta/status').label).toBe('https://h.example/v2beta/status');
    expect(redactUrlParts('https://h.example/apiv2/status').label).toBe('https://h.example/apiv2/status');
  });

  it('an empty segment after a version is left alone (nothing to hide)', () => {
    expect(redactUrlParts('https://h.example/v3/')).toEqual({ label: 'https://h.example/v3/', secrets: [] });
  });

  it('a long route name without a digit is not a key', () => {
    expect(redactUrlParts('https://rpc.example.org/ethereum-mainnet-archive').label).toBe(
      'https://rpc.example.org/ethereum-mainnet-archive',
    );
  });

  it('a segment with characters no token has (a readable name) stays whole, not partly redacted', () => {
    const url = 'https://rpc.example.org/mainnet-archive-2024:node-2024-fast-eu';
    expect(redactUrlParts(url)).toEqual({ label: url, secrets: [] });
  });
});
