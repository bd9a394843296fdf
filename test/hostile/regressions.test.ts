/**
 * Bugs the hostile suite found, pinned at the level where they were fixed (the browser specs in
 * test/hostile/*.spec.ts show them end to end):
 * - an emoji in pasted hex was reported as half a surrogate pair ("“\ud83e” at position 5");
 * - an API key with characters the wire refuses (zero-width space, emoji, Cyrillic) passed the
 *   settings form, and building the client then threw uncaught;
 * - Chromium's URL parser lets a space in the host through, so "http://exa mple.com" passed the form;
 * - over HTTP, a -32005 answered with `id: null` (how providers answer rate limits) read as a
 *   malformed reply: no retry, and the provider's backoff was lost.
 */
import { describe, expect, inject, it } from 'vitest';
import { validateConnection } from '../../src/connection/validate-connection.ts';
import { parseSearch } from '../../src/domain/search-query.ts';
import { mappingSlot } from '../../src/domain/storage/storage-slots.ts';
import { createRpcClient } from '../../src/rpc/client.ts';
import { RpcResponseError } from '../../src/rpc/errors.ts';
import { clearFault, hostileKey, recordCase, setFault, summaryScope } from './support.ts';

summaryScope('vitest-regressions');
const manifest = inject('manifest');

describe('messages name the character a person sees', () => {
  it('an emoji in hex is shown whole, at its position in characters', async () => {
    await recordCase('regressions', 'emoji in search', () =>
      expect(parseSearch('0x12🦄34')).toEqual({
        ok: false,
        message: '“🦄” at position 5 is not a hex digit (0-9, a-f).',
      }),
    );
    await recordCase('regressions', 'emoji in a mapping key', () =>
      expect(() => mappingSlot('0', [{ type: 'address', value: `0x${'a'.repeat(38)}🦄` }])).toThrow(
        'non-hex character "🦄"',
      ),
    );
  });
});

describe('the settings form refuses what the wire would refuse', () => {
  const provider = (apiKey: string, base = 'https://example.com') => ({
    kind: 'provider' as const,
    base,
    apiKey,
    transport: 'http' as const,
  });
  for (const key of ['abc\u200bdef', 'key🦄', 'kеy' /* Cyrillic е */, 'a%20b']) {
    it(`API key ${JSON.stringify(key)}`, async () => {
      await recordCase('regressions', `API key ${JSON.stringify(key)}`, () =>
        expect(validateConnection(provider(key)).apiKey).toMatch(/^An API key holds only letters, digits and \. _ ~ -/),
      );
    });
  }
  it('a space inside a URL', async () => {
    await recordCase('regressions', 'space in the host', () => {
      expect(validateConnection({ kind: 'url', url: 'http://exa mple.com' }).url).toMatch(/has a space inside/);
      expect(validateConnection(provider('k', 'https://exa\tmple.com')).base).toMatch(/has a space inside/);
    });
  });
});

describe('over HTTP, a rate limit answered with id null', () => {
  it('is the request’s -32005, retried after the backoff the provider asked for', { timeout: 20_000 }, async () => {
    await recordCase('regressions', '-32005 with id null over HTTP', async () => {
      const key = hostileKey(manifest, 'regress-limit');
      await setFault(manifest, key, { kind: 'limit', backoffSeconds: 1, status: 200 });
      const client = createRpcClient({ base: manifest.base, apiKey: key, transport: 'http' });
      const error = await client.getTransactionByHash(manifest.roles.legacy.hash).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(RpcResponseError);
      // the provider's backoff reached the retry (test/rpc/http-transport.test.ts: nothing is sent
      // again before it is over)
      expect(error).toMatchObject({ code: -32005, retryAfterMs: 1000 });
      expect(client.stats().retries).toBe(2);
      await clearFault(manifest, key);
      expect((await client.getTransactionByHash(manifest.roles.legacy.hash))?.hash).toBe(manifest.roles.legacy.hash);
      client.close();
    });
  });
});
