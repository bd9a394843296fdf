/**
 * Does a failed call say the endpoint does not serve the method? Hexray needs only the service's
 * four methods and uses the other read methods where an endpoint answers them; a failure that
 * says "not served" is knowledge (the page says what the endpoint does not serve), any other
 * failure is the usual error (the method may well be served; the call failed this time).
 *
 * Not served: JSON-RPC -32601 (method not found) and -32004 (method not supported, Infura's table);
 * a provider's "method … not allowed/supported/available" under any code; an HTTP 4xx refusal of
 * that call other than 401 (a bad key refuses every method) and 429 (rate limit: try again later);
 * a malformed answer (the method is not usable here; the request inspector keeps the raw reply).
 */
import { RpcError, RpcResponseError } from './errors.ts';

const NOT_SERVED_CODES: ReadonlySet<number | undefined> = new Set([-32601, -32004]);
const NOT_SERVED_TEXT =
  /method\b.*\b(not (found|allowed|supported|available|whitelisted)|does not exist|is not available|unsupported)|unsupported method|not (allowed|supported) method/i;
const NOT_SERVED_STATUS: ReadonlySet<number | undefined> = new Set([400, 403, 404, 405, 501]);

export function saysMethodNotServed(error: unknown): boolean {
  if (!(error instanceof RpcError)) return false;
  if (error instanceof RpcResponseError) {
    return NOT_SERVED_CODES.has(error.code) || NOT_SERVED_TEXT.test(error.providerMessage);
  }
  if (error.kind === 'malformed') return true;
  // 'auth' is 401/403: 403 is an allowlist refusing this method (Infura), 401 a bad key
  return (error.kind === 'http' || error.kind === 'auth') && NOT_SERVED_STATUS.has(error.status);
}
