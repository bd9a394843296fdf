import { createContext, useContext, type ReactNode } from 'react';

/**
 * The name of the field a value is shown in ("Gas price", "uint256", an argument's name), so the
 * controls next to the value can say what they act on ("Copy gas price in Wei", not "Copy") without
 * every row passing it down by hand.
 */
const FieldNameContext = createContext<string | null>(null);

export function FieldName({ name, children }: { name: string; children: ReactNode }) {
  return <FieldNameContext value={name}>{children}</FieldNameContext>;
}

export function useFieldName(): string | null {
  return useContext(FieldNameContext);
}

/** A field name inside a sentence: "Gas price" → "gas price"; "ETH", "logsBloom", "r" stay as they are. */
export function inSentence(name: string): string {
  return /^[A-Z][a-z]/.test(name) ? name[0]!.toLowerCase() + name.slice(1) : name;
}
