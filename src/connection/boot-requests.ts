/**
 * The requests index.html's boot script sent before the app's code ran (cold-link-boot.ts):
 * the connection preset and a cold link's first lookup. The app's own fetches take a response from
 * here, once, when they would send exactly the same request (same URL, same body); anything else
 * goes to the network as usual. The first request that finds no match ends the hand-off: a later
 * client restarting its ids must never be answered from the page load's replies.
 */
import type { BootRequest } from './cold-link-boot.ts';

/**
 * Taken off the page as the app starts: the requests' URLs hold the API key, and a global would
 * leave them to any script on the page for as long as it lives. The list empties as each response
 * is taken and when the hand-off ends, so nothing keeps them past the boot.
 */
const sent: BootRequest[] = (() => {
  const page = globalThis as { __hexrayBoot?: BootRequest[] };
  const handed = page.__hexrayBoot ?? [];
  Reflect.deleteProperty(page, '__hexrayBoot');
  return handed;
})();

/** The boot script's response to this very request, if it sent it (waiting until it knows where it went). */
function take(url: string, body: string | null): Promise<Response | null> | undefined {
  const index = sent.findIndex((request) => request.body === body && (request.url ?? url) === url);
  if (index === -1) {
    // past the boot: nothing sent then can answer what is asked now
    if (body !== null) sent.length = 0;
    return undefined;
  }
  return sent
    .splice(index, 1)[0]!
    .sent.then((request) => (request?.url === url ? request.response : null))
    .catch(() => null);
}

/** Settles like `early`, or rejects as fetch does once `signal` aborts (the wire's timeout). */
function abortable(early: Promise<Response>, signal: AbortSignal | null | undefined): Promise<Response> {
  if (!signal) return early;
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    early.then(resolve, reject);
  });
}

/** `fetch`, answered from the boot script's request when it is the same one. */
export const fetchWithBootRequests: typeof fetch = (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const body = typeof init?.body === 'string' ? init.body : null;
  const early = take(url, body);
  if (!early) return fetch(input, init);
  return abortable(
    early.then((response) => response ?? fetch(input, init)),
    init?.signal,
  );
};
