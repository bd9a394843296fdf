import { useState } from 'react';
import { createClientFor } from '../../data/hooks/ConnectionProvider.tsx';
import { endpointId, type Connection } from '../../connection/connection.ts';
import { connectionHealth } from '../../connection/health.ts';

/** The zero hash names no transaction: a working endpoint and key answer `null`. */
const ZERO_HASH = `0x${'0'.repeat(64)}`;

export type ConnectionTest =
  | { state: 'idle' }
  | { state: 'testing' }
  /** `endpointId`: the endpoint tested, whose optional methods the test asked about too */
  | { state: 'ok'; ms: number; endpointId: string }
  /** it answered the zero hash with a transaction: not an Ethereum node */
  | { state: 'notANode' }
  | { state: 'failed'; error: unknown };

/**
 * "Test connection": one lookup of the zero hash on a client of its own, closed afterwards. The
 * test of the endpoint in use is news about it, so the header's health state follows. A working
 * endpoint is then asked at once which optional read methods it serves (data/queries/probe-endpoint.ts,
 * again even if this tab asked before), before its client is closed.
 */
export function useConnectionTest(): { test: ConnectionTest; run: (connection: Connection) => Promise<void> } {
  const [test, setTest] = useState<ConnectionTest>({ state: 'idle' });

  async function run(connection: Connection) {
    setTest({ state: 'testing' });
    const client = createClientFor(connection);
    const started = performance.now();
    const id = endpointId(connection);
    try {
      const result = await client.getTransactionByHash(ZERO_HASH);
      const ms = Math.round(performance.now() - started);
      setTest(result === null ? { state: 'ok', ms, endpointId: id } : { state: 'notANode' });
      connectionHealth.answered(id);
      if (result === null) {
        const { probeEndpoint } = await import('../../data/queries/probe-endpoint.ts');
        await probeEndpoint(client, id, { again: true });
      }
    } catch (error) {
      setTest({ state: 'failed', error });
      connectionHealth.failed(id, error);
    } finally {
      client.close();
    }
  }

  return { test, run };
}
