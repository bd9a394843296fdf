/**
 * The timeouts of a transport's attempts, on one timer. Every attempt of a transport has the same
 * timeout, so deadlines fall in the order the attempts started, which is the order the transport
 * keeps them in (a Map or Set, insertion-ordered). The timer is set for the oldest deadline; when
 * it fires it expires, oldest first, every attempt whose deadline has passed (the order one timer
 * per attempt, all of one duration, would fire in), then sets itself for the next.
 *
 * An attempt that settles in time only leaves the transport's list: the timer stays set, so a run
 * of calls costs no timer each (a `setTimeout` and `clearTimeout` per call was a measurable share
 * of a call's CPU). When the timer finds nothing left waiting, it stops. It never keeps Node's
 * process alive on its own (unref): an attempt in flight does, by its socket or by the timer that
 * will open one.
 */

/** Something that times out: `deadline` is from `deadlineIn`. */
export interface Timed {
  readonly deadline: number;
}

/** A deadline `ms` from now, on the monotonic clock timers run on (a wall clock may jump). */
export function deadlineIn(ms: number): number {
  return performance.now() + ms;
}

export interface DeadlineTimer {
  /** An attempt with this deadline joined the list: make sure the timer will look at it. */
  started(deadline: number): void;
  /** The transport is closed: no more timeouts. */
  stop(): void;
}

/**
 * `waiting()`: the attempts in flight, oldest first. `expire(item)` times one out; it may leave
 * the list later (an aborted fetch settles asynchronously), and is not expired twice only if
 * `expire` remembers it did.
 */
export function createDeadlineTimer<T extends Timed>(
  waiting: () => Iterable<T>,
  expire: (item: T) => void,
): DeadlineTimer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sweeping = false;
  let stopped = false;

  function arm(ms: number): void {
    timer = setTimeout(sweep, ms);
    // Node only; in a browser the timer is a number
    if (typeof timer === 'object') timer.unref();
  }

  function sweep(): void {
    timer = undefined;
    sweeping = true;
    let next: number | undefined;
    try {
      const now = performance.now();
      for (const item of waiting()) {
        if (item.deadline > now) {
          next = item.deadline;
          break;
        }
        expire(item);
      }
    } finally {
      sweeping = false;
    }
    // (an attempt started by an `expire` callback joined the list behind the others: the loop met it)
    if (next !== undefined && !stopped) arm(Math.max(0, next - performance.now()));
  }

  return {
    started(deadline) {
      // while sweeping, the sweep sets the timer for the oldest deadline when it is done
      if (timer === undefined && !sweeping && !stopped) arm(Math.max(0, deadline - performance.now()));
    },
    stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
