/**
 * The receipt page's logs filter in the URL query (`?address=…&topic=…&event=…`), so a reload or a
 * shared link shows the same filtered logs. The texts go in as typed: a link to a bad filter
 * shows the filter's message, as typing it would.
 */

export interface LogFilterTexts {
  address: string;
  topic: string;
  /** a decoded event's name; empty for any event */
  event: string;
}

const KEYS = ['address', 'topic', 'event'] as const;

export function readLogFilterQuery(params: URLSearchParams): LogFilterTexts {
  return {
    address: params.get('address') ?? '',
    topic: params.get('topic') ?? '',
    event: params.get('event') ?? '',
  };
}

/** `params` with the filter written in (an empty text leaves its key out); other parameters kept. */
export function writeLogFilterQuery(params: URLSearchParams, texts: LogFilterTexts): URLSearchParams {
  const out = new URLSearchParams(params);
  for (const key of KEYS) {
    if (texts[key] === '') out.delete(key);
    else out.set(key, texts[key]);
  }
  return out;
}
