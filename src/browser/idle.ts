/**
 * Work that can wait for the browser to be idle (the archive's writes): requestIdleCallback with a
 * deadline, or a short pause where it is absent (Safari).
 */

/** How long work may wait for an idle moment before it runs anyway. */
const IDLE_TIMEOUT_MS = 2_000;
/** Where requestIdleCallback is absent, a short pause stands in for idleness. */
const FALLBACK_DELAY_MS = 200;

/** Runs `run` when the browser is idle, or after IDLE_TIMEOUT_MS at the latest. */
export function whenIdle(run: () => void): void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    globalThis.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  } else setTimeout(run, FALLBACK_DELAY_MS);
}
