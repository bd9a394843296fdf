import { elementText } from './envelope.ts';

/**
 * What a WebSocket message holds, before anyone asks whose reply it is. Browsers deliver strings
 * or Blobs, Node's `ws` Buffers; a message is one reply, a batch of them, or something that does
 * not parse (a truncated reply, an HTML error page), which may still show whose it was.
 */
export type DecodedMessage =
  /** not text at all */
  | { kind: 'undecodable' }
  /** over the size limit: only its start is kept, to find the id in */
  | { kind: 'oversized'; head: string }
  | { kind: 'unparseable'; text: string }
  /** one entry per reply (a batch is split), each with its own text for the request log */
  | { kind: 'replies'; replies: Array<{ reply: unknown; text: string }> };

/**
 * A message's payload as text: at once for strings and buffers, later for a Blob (so a string
 * reply is handled in the same turn it arrived, as before). undefined: not something text could be.
 */
// one decoder for every message: decoding without `stream` keeps no state between calls
const utf8 = new TextDecoder();

export function messageText(data: unknown): string | Promise<string> | undefined {
  if (typeof data === 'string') return data;
  if (data instanceof ArrayBuffer) return utf8.decode(data);
  if (ArrayBuffer.isView(data)) return utf8.decode(data);
  if (data && typeof (data as Blob).text === 'function') return (data as Blob).text();
  return undefined;
}

export function decodeMessage(text: string | undefined, maxResponseBytes: number): DecodedMessage {
  if (text === undefined) return { kind: 'undecodable' };
  if (text.length > maxResponseBytes) return { kind: 'oversized', head: text.slice(0, 1024) };
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    return { kind: 'unparseable', text };
  }
  if (Array.isArray(payload))
    return { kind: 'replies', replies: payload.map((reply: unknown) => ({ reply, text: elementText(reply, text) })) };
  return { kind: 'replies', replies: [{ reply: payload, text }] };
}
