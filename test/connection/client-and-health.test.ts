/**
 * The app's client, owned outside React (client-registry.ts), and the connection state that real
 * lookups report (health.ts), against the real devnet gateway.
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { appClientFor } from '../../src/data/client/client-registry.ts';
import { endpointId, type Connection } from '../../src/connection/connection.ts';
import { connectionHealth } from '../../src/connection/health.ts';
import { scopedKey } from '../devnet/gateway-client.ts';
import { rejectionOf } from '../rpc/support/collect.ts';

const manifest = inject('manifest');
const devnet = (apiKey: string): Connection => ({ kind: 'provider', base: manifest.base, apiKey, transport: 'http' });
const hash = manifest.roles.legacy.hash;

afterAll(() => {
  // the registry keeps the last client: close it by taking another that is never used
  appClientFor({ kind: 'url', url: 'http://127.0.0.1:1/closed-at-exit' });
});

describe('the app client', () => {
  it('is the same object for the same connection, however often React asks (StrictMode remounts)', async () => {
    const first = appClientFor(devnet(manifest.apiKey));
    const again = appClientFor({ ...devnet(manifest.apiKey) });
    expect(again).toBe(first);
    expect((await again.getTransactionByHash(hash))?.hash).toBe(hash);
  });

  it('is closed only when another endpoint takes its place', async () => {
    const old = appClientFor(devnet(manifest.apiKey));
    const next = appClientFor({ kind: 'url', url: manifest.http });
    expect(next).not.toBe(old);
    expect(String(await rejectionOf(old.getTransactionByHash(hash)))).toMatch(/closed/);
    // the closed client's failures are not news about its endpoint
    expect(connectionHealth.get(endpointId(devnet(manifest.apiKey))).state).toBe('working');
    expect((await next.getTransactionByHash(hash))?.hash).toBe(hash);
  });
});

describe('the connection state, from real lookups', () => {
  it('configured until something answered, then working', async () => {
    const connection = devnet(scopedKey(manifest, 'health'));
    const id = endpointId(connection);
    const client = appClientFor(connection);
    expect(connectionHealth.get(id).state).toBe('configured');
    await client.getTransactionByHash(hash);
    expect(connectionHealth.get(id).state).toBe('working');
    // bad input is refused before anything is sent: it says nothing about the endpoint
    await rejectionOf(client.getTransactionByHash('0x1234'));
    expect(connectionHealth.get(id).state).toBe('working');
  });

  it('failing with the last error on one line when the endpoint refuses, or nothing listens', async () => {
    for (const connection of [
      devnet('not-a-real-key'),
      { kind: 'url', url: 'http://127.0.0.1:1/v3/k' } as Connection,
    ]) {
      const id = endpointId(connection);
      await rejectionOf(appClientFor(connection).getTransactionByHash(hash));
      const health = connectionHealth.get(id);
      expect(health.state).toBe('failing');
      if (health.state !== 'failing') continue;
      expect(health.message).not.toContain('\n');
      expect(health.message).not.toContain('not-a-real-key');
    }
  });
});
