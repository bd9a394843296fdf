/**
 * Text decoded from chain data may hold NULs and other control characters, which a browser draws
 * as nothing. For display they become their Unicode "control picture" (NUL → ␀), so padding and
 * odd bytes stay visible instead of silently vanishing.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's job
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

export function visibleControlCharacters(text: string): string {
  return text.replace(CONTROL, (c) => String.fromCharCode(c === '\u007F' ? 0x2421 : 0x2400 + c.charCodeAt(0)));
}
