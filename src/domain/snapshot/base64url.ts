/**
 * base64url (RFC 4648 §5, no padding): the alphabet a URL fragment carries without escaping.
 * Decoding names the first character outside it, so a mangled link says where it went wrong.
 */
import { parsed, rejected, type ParseResult } from '../parse-result.ts';

export function bytesToBase64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function base64urlToBytes(text: string): ParseResult<Uint8Array<ArrayBuffer>> {
  const bad = /[^A-Za-z0-9_-]/u.exec(text);
  if (bad) {
    // counted in code points, as a person counts what they see
    const at = Array.from(text.slice(0, bad.index)).length + 1;
    return rejected(`is not base64url: “${bad[0]}” at character ${at} is not one of A–Z, a–z, 0–9, - and _`);
  }
  // one character left over carries 6 bits, never a whole byte: no encoder writes that
  if (text.length % 4 === 1) return rejected(`is not base64url: ${text.length} characters cannot be whole bytes`);
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return parsed(bytes);
}
