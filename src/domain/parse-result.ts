/**
 * What a parser of user input returns: the value, or one message written to be shown beside the
 * box as it is. Every box the app reads (search, block, slot, mapping keys, index, ABI and layout
 * paste, connection) is parsed into this shape, so a form checks `ok` and never catches.
 *
 * Bad input is an expected answer here, not an exception. What the wire returns is another matter:
 * a malformed provider answer is parsed once at the edge and throws a typed error (`parse-fields.ts`).
 */
export type ParseResult<T> = { ok: true; value: T } | { ok: false; message: string };

/** A form of several boxes: a failure also puts each message beside its box (`fields`). */
export type FormResult<T, Field extends string> =
  { ok: true; value: T } | { ok: false; message: string; fields: Partial<Record<Field, string>> };

export function parsed<T>(value: T): ParseResult<T> {
  return { ok: true, value };
}

export function rejected<T = never>(message: string): ParseResult<T> {
  return { ok: false, message };
}
