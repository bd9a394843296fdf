/**
 * What the domain tests read real answers with, and how they look at a parse: one place for each.
 */
import { readFileSync } from 'node:fs';
import { MalformedFieldError } from '../../../src/domain/parse-fields.ts';

/** The `result` of a real answer kept in test/fixtures/recorded/ (sources in its README). */
export function recorded(name: string): unknown {
  return (
    JSON.parse(readFileSync(new URL(`../../fixtures/recorded/${name}`, import.meta.url), 'utf8')) as {
      result: unknown;
    }
  ).result;
}

/** The MalformedFieldError a parse throws; anything else thrown, or nothing, fails the test. */
export function problem(run: () => unknown): MalformedFieldError {
  try {
    run();
  } catch (error) {
    if (error instanceof MalformedFieldError) return error;
    throw error;
  }
  throw new Error('expected a MalformedFieldError');
}

/** Keys whose value is undefined: a parsed object should have none. */
export function undefinedKeys(value: object): string[] {
  return Object.entries(value)
    .filter(([, v]) => v === undefined)
    .map(([k]) => k);
}
