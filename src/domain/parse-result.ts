/**
 * What a parser of user input returns: the value, or one message written to be shown beside the
 * box as it is. Every box the app reads (search, block, slot, mapping keys, index, ABI and layout
 * paste, connection) is parsed into this shape, so a form checks `ok` and never catches. `Where`
 * says which box a failure belongs to when one parser reads several (`{ field }`, `{ fields }`).
 *
 * Bad input is an expected answer here, not an exception. What the wire returns is another matter:
 * a malformed provider answer is parsed once at the edge and throws a typed error (`parse-fields.ts`).
 */
export type ParseResult<T, Where extends object = object> =
  { ok: true; value: T } | ({ ok: false; message: string } & Where);

/** A form of several boxes: a failure puts each message beside its box; `message` is the first. */
export type FormResult<T, Field extends string> = ParseResult<T, { fields: Partial<Record<Field, string>> }>;

export function parsed<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function rejected<T = never>(message: string): ParseResult<T> {
  return { ok: false, message };
}
