/** Decodes a large transaction input off the main thread: an input and its candidate signatures in, its InputViews out. */
import { computeRequestedViews, type InputViewsRequest } from './input-views.ts';

// The project's TypeScript lib is DOM, not WebWorker: the worker's global, typed as much as we use.
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<InputViewsRequest>) => void) | null;
  postMessage: (message: unknown) => void;
};

scope.onmessage = (event) => scope.postMessage(computeRequestedViews(event.data));
