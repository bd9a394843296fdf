/**
 * Test control over HTTP, outside /v3 so no client can reach it by accident: the vitest global
 * setup runs the devnet in another process than the tests, so they steer it through here.
 *   GET  /__stats                 → { requests, byKey, byKeyMethod }  (always on: read-only, used by benchmarks)
 *   POST /__stats/reset           → body { key? }; zeroes the counter (all keys when absent)
 *   POST /__faults                → body FaultSetting: { fault: Fault | null, key?, times? }
 *   DELETE /__faults              → clears every fault
 * The /__faults routes exist only when the devnet runs with faults enabled.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseFaultSetting, type FaultController } from './faults.ts';
import { readBody, sendJson } from './http-io.ts';
import type { RequestCounter } from './request-counter.ts';

export const ADMIN_PREFIX = '/__';

async function readJson(req: IncomingMessage): Promise<unknown> {
  const text = await readBody(req);
  return text === '' ? {} : (JSON.parse(text) as unknown);
}

export async function handleAdmin(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  counter: RequestCounter,
  faults: FaultController | undefined,
): Promise<void> {
  try {
    if (path === '/__stats' && req.method === 'GET') return sendJson(res, 200, counter.snapshot());
    if (path === '/__stats/reset' && req.method === 'POST') {
      const { key } = (await readJson(req)) as { key?: unknown };
      counter.reset(typeof key === 'string' ? key : undefined);
      return sendJson(res, 200, counter.snapshot());
    }
    if (path === '/__faults' && faults) {
      if (req.method === 'DELETE') {
        faults.clearAll();
        return sendJson(res, 200, { ok: true });
      }
      if (req.method === 'POST') {
        const setting = parseFaultSetting(await readJson(req));
        if (typeof setting === 'string') return sendJson(res, 400, { error: setting });
        faults.set(setting);
        return sendJson(res, 200, { ok: true, setting });
      }
    }
    sendJson(res, 404, { error: `no admin route ${req.method} ${path}` });
  } catch (error) {
    sendJson(res, 400, { error: String(error) });
  }
}
