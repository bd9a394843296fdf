/**
 * A response body read as text, never past `limit` bytes: a declared length over the limit is
 * refused before reading, and the stream is cancelled as soon as it passes the limit, so a hostile
 * or broken server costs at most `limit` bytes of memory. The chunks are decoded together at the
 * end: a character split across two is read whole. `tooLarge` makes the caller's own error.
 */
const utf8 = new TextDecoder();

export async function readCappedText(response: Response, limit: number, tooLarge: () => Error): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  if (chunks.length === 1) return utf8.decode(chunks[0]);
  const whole = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.byteLength;
  }
  return utf8.decode(whole);
}
