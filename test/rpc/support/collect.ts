import { expect } from 'vitest';
import { describeError } from '../../../src/components/describe-error.ts';
import type { RpcExchange } from '../../../src/rpc/transport.ts';

/** Awaits a promise that must reject, and returns the reason. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  expect.fail('expected the promise to reject');
}

/** Every piece of text an error or exchange can put in front of a person or a log. */
export function visibleText(error: unknown, exchanges: RpcExchange[] = []): string {
  const parts: string[] = [];
  if (error instanceof Error) {
    const e = error as Error & Record<string, unknown>;
    parts.push(e.message, describeError(error).hint ?? '', String(e['endpoint'] ?? ''), e.stack ?? '');
    parts.push(JSON.stringify(e['data'] ?? null), String(e['providerMessage'] ?? ''));
  }
  for (const x of exchanges) {
    parts.push(
      x.url,
      x.request,
      x.response ?? '',
      x.error?.message ?? '',
      (x.error ? describeError(x.error).hint : '') ?? '',
      x.error?.endpoint ?? '',
    );
  }
  return parts.join('\n');
}
