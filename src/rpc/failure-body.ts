/**
 * A provider that refuses us says why in a failure body: an HTTP error reply, or the body of a
 * refused WebSocket upgrade. Both transports read it the same way and classify the status alike.
 */
import { RpcAuthError, RpcHttpError, type RpcErrorDetails } from './errors.ts';
import { isRecord, providerText, type CallContext } from './envelope.ts';

/** The provider's message in a failure body: a JSON-RPC error's message, or the text itself. */
export function failureMessage(text: string, ctx: CallContext): { message?: string; json?: Record<string, unknown> } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    const plain = providerText(text.replace(/<[^>]*>/g, ' '), ctx, 200);
    return plain ? { message: plain } : {};
  }
  if (!isRecord(json)) return {};
  const error = json['error'];
  if (isRecord(error) && typeof error['message'] === 'string')
    return { message: providerText(error['message'], ctx), json };
  if (typeof error === 'string') return { message: providerText(error, ctx), json };
  if (typeof json['message'] === 'string') return { message: providerText(json['message'], ctx), json };
  return { json };
}

/** 401 and 403 are the key's fault (an auth error the person can fix); any other refusal is HTTP's. */
export function refusalError(status: number, message: string | undefined, details: RpcErrorDetails): RpcHttpError {
  return status === 401 || status === 403
    ? new RpcAuthError(status, message, details)
    : new RpcHttpError(status, message, details);
}
