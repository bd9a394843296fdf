/**
 * A rough estimate of the heap a parsed RPC result keeps alive, for the cache budget. It follows
 * V8's layout loosely (object header + one slot per property, one byte per character of the
 * one-byte strings hex is made of); what matters is that a 2,000-log receipt weighs about a
 * thousand times an ordinary transaction, not the exact figure.
 */
const OBJECT_HEADER = 24;
const SLOT = 8;
const STRING_HEADER = 16;

export function estimateRetainedBytes(value: unknown, seen = new Set<object>()): number {
  switch (typeof value) {
    case 'string':
      return STRING_HEADER + value.length;
    case 'number':
    case 'boolean':
      return SLOT;
    case 'bigint':
      return STRING_HEADER + SLOT * Math.ceil(value.toString(16).length / 16);
    case 'object': {
      if (value === null) return 0;
      // shared sub-objects (a log's topics reused by a view) are counted once
      if (seen.has(value)) return 0;
      seen.add(value);
      if (value instanceof Uint8Array) return OBJECT_HEADER + value.byteLength;
      let bytes = OBJECT_HEADER;
      if (Array.isArray(value)) {
        for (const item of value) bytes += SLOT + estimateRetainedBytes(item, seen);
        return bytes;
      }
      for (const key in value) bytes += SLOT + estimateRetainedBytes((value as Record<string, unknown>)[key], seen);
      return bytes;
    }
    default:
      return 0;
  }
}
