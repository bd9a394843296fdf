/**
 * One GET to an outside source of names, with the budgets its answer is held to: a time limit
 * (a slow source never holds a page: names fill in later or not at all) and a byte limit (the body
 * is read as a stream and abandoned past the cap, so a 50 MB answer costs the cap, not 50 MB).
 * Nothing of the person rides along: no cookies (`credentials: 'omit'`), no referrer (the page's
 * URL holds the address being looked at, and the endpoint's URL is never on a page), only the URL
 * the caller built from what it looks up.
 *
 * Failures are facts with a code (`OutsideFetchError.reason`); the words are the presentation's.
 */
import { readCappedText } from '../browser/read-capped.ts';

export type OutsideFetchFailure = 'timeout' | 'network' | 'too-large' | 'not-json';

export class OutsideFetchError extends Error {
  override readonly name = 'OutsideFetchError';
  constructor(
    readonly reason: OutsideFetchFailure,
    /** the byte cap, for 'too-large' */
    readonly limit?: number,
  ) {
    super(reason === 'too-large' ? `The answer is larger than ${limit} bytes` : `Outside source: ${reason}`);
  }
}

export interface Budget {
  timeoutMs: number;
  maxBytes: number;
  /** the caller's own cancellation (the page was left) */
  signal?: AbortSignal;
}

export interface OutsideAnswer {
  status: number;
  /** the body parsed as JSON; undefined for an empty body */
  json: unknown;
}

/**
 * GETs `url` within the budget; any HTTP status is an answer (the caller knows what 404 means). A
 * body that is not JSON fails only a success: an error status keeps its meaning whatever page a
 * proxy put under it (`json` is then undefined).
 */
export async function fetchJsonWithBudget(url: string, budget: Budget): Promise<OutsideAnswer> {
  const timeout = AbortSignal.timeout(budget.timeoutMs);
  const signal = budget.signal ? AbortSignal.any([timeout, budget.signal]) : timeout;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'GET',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      headers: { accept: 'application/json' },
      signal,
    });
  } catch (error) {
    if (budget.signal?.aborted) throw error;
    throw new OutsideFetchError(timeout.aborted ? 'timeout' : 'network');
  }
  let text: string;
  try {
    text = await readCappedText(response, budget.maxBytes, () => new OutsideFetchError('too-large', budget.maxBytes));
  } catch (error) {
    if (error instanceof OutsideFetchError || budget.signal?.aborted) throw error;
    throw new OutsideFetchError(timeout.aborted ? 'timeout' : 'network');
  }
  if (text.trim() === '') return { status: response.status, json: undefined };
  try {
    return { status: response.status, json: JSON.parse(text) as unknown };
  } catch {
    if (!response.ok) return { status: response.status, json: undefined };
    throw new OutsideFetchError('not-json');
  }
}
