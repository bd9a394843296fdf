/** Decodes a large transaction input off the main thread: an input in, its InputViews out. */
import type { Hex } from '../../domain/hex.ts';
import { computeInputViews } from './input-views.ts';

// The project's TypeScript lib is DOM, not WebWorker: the worker's global, typed as much as we use.
const scope = globalThis as unknown as { onmessage: ((event: MessageEvent<Hex>) => void) | null; postMessage: (message: unknown) => void };

scope.onmessage = (event) => scope.postMessage(computeInputViews(event.data));
