/**
 * Strict UTF-8 for the "text" views: bytes that are not valid UTF-8 give `null` rather than
 * replacement characters, so the UI never shows mojibake as if it were the data.
 */

const strictDecoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const encoder = new TextEncoder();

export function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return strictDecoder.decode(bytes);
  } catch {
    return null;
  }
}

export function encodeUtf8(text: string): Uint8Array {
  return encoder.encode(text);
}

// C0 controls except tab/newline/carriage return, DEL, and C1 controls.
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's job
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** True when `text` holds characters a person cannot read (NUL, escape, bell, ...). */
export function hasControlCharacters(text: string): boolean {
  return CONTROL.test(text);
}

/**
 * Does decoded data read as text a person wrote (a note sent with a transfer, "hexray!")? No
 * control character (an ABI word's zero bytes are NULs), and at least one letter or digit, so
 * data of only spaces or punctuation does not count. Such input opens on its UTF-8 view.
 */
export function looksLikeText(text: string): boolean {
  return !hasControlCharacters(text) && /[\p{L}\p{N}]/u.test(text);
}
