/**
 * Raw deflate (RFC 1951) through the platform's CompressionStream, in browsers and in Node 20
 * alike. Inflating counts the bytes as they come and stops at a cap: a few kilobytes of deflate
 * can stand for a gigabyte (a zip bomb), so the output is never allowed to grow past what the
 * caller can hold.
 */

async function readCapped(stream: ReadableStream<Uint8Array>, cap: number): Promise<Uint8Array | 'over cap'> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > cap) {
      // stop the inflater: nothing more is produced once the cap is passed
      await reader.cancel();
      return 'over cap';
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

function streamOf(bytes: Uint8Array<ArrayBuffer>): ReadableStream<BufferSource> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

export async function deflateRaw(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const compressed = streamOf(bytes).pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(compressed).arrayBuffer());
}

export type Inflated = { ok: true; bytes: Uint8Array } | { ok: false; problem: 'over cap' | 'not deflate' };

/** The inflated bytes, or why not: more than `cap` bytes, or input that is not raw deflate. */
export async function inflateRawCapped(bytes: Uint8Array<ArrayBuffer>, cap: number): Promise<Inflated> {
  try {
    const result = await readCapped(streamOf(bytes).pipeThrough(new DecompressionStream('deflate-raw')), cap);
    return result === 'over cap' ? { ok: false, problem: 'over cap' } : { ok: true, bytes: result };
  } catch {
    // the platform's messages differ (Node: "incorrect header check", Chromium: "Junk found…")
    return { ok: false, problem: 'not deflate' };
  }
}
