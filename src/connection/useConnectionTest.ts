import { useState } from 'react';
import { createClientFor } from './ConnectionProvider.tsx';
import { endpointId, type Connection } from './connection.ts';
import { connectionHealth } from './health.ts';

/** The zero hash names no transaction: a working endpoint and key answer `null`. */
const ZERO_HASH = `0x${'0'.repeat(64)}`;

export type ConnectionTest =
  | { state: 'idle' }
  | { state: 'testing' }
  | { state: 'ok'; ms: number }
  /** it answered the zero hash with a transaction: not an Ethereum node */
  | { state: 'notANode' }
  | { state: 'failed'; error: unknown };

/**
 * "Test connection": one lookup of the zero hash on a client of its own, closed afterwards. The
 * test of the endpoint in use is news about it, so the header's health state follows.
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
      setTest(result === null ? { state: 'ok', ms: Math.round(performance.now() - started) } : { state: 'notANode' });
      connectionHealth.answered(id);
    } catch (error) {
      setTest({ state: 'failed', error });
      connectionHealth.failed(id, error);
    } finally {
      client.close();
    }
  }

  return { test, run };
}
