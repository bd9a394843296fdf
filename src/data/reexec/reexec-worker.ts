/**
 * The re-execution worker: EthereumJS's VM (loaded only here, so only the Trace page's
 * re-execution fetches it) runs off the page's thread, so a long replay never freezes the tab. The
 * state it reads is asked of the page (reexec-protocol.ts); the page can end it at any time
 * (Stop, a cap) by terminating it.
 */
import type { FromWorker, ReadAnswer, ReadRequest, ToWorker } from './reexec-protocol.ts';
import { NotReplayableError } from './eth-transaction.ts';
import { reexecute } from './reexecute.ts';
import type { Hash, Hex } from '../../domain/hex.ts';
import type { AccountSnapshot } from '../../domain/trace/prestate-from-states.ts';

const post = (message: FromWorker) => self.postMessage(message);
const waiting = new Map<number, { resolve: (value: ReadAnswer) => void; reject: (error: Error) => void }>();
let nextId = 0;

let asked: Array<{ id: number } & ReadRequest> = [];

function ask(request: ReadRequest): Promise<ReadAnswer> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    asked.push({ id, ...request });
    if (asked.length === 1) {
      queueMicrotask(() => {
        post({ kind: 'reads', reads: asked });
        asked = [];
      });
    }
  });
}

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.kind === 'answer' || message.kind === 'unanswered') {
    const pending = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.kind === 'answer') pending?.resolve(message.value);
    else pending?.reject(new Error('read not answered'));
    return;
  }
  reexecute(
    message.job,
    {
      account: async (address) => (await ask({ read: 'account', address })) as AccountSnapshot | null,
      storage: async (address, slot) => (await ask({ read: 'storage', address, slot })) as Hex,
    },
    {
      blockHash: async (number) => (await ask({ read: 'blockHash', number })) as Hash,
      progress: (replayed, of) => post({ kind: 'replayed', replayed, of }),
    },
  ).then(
    ({ calls, diff, preimages }) => post({ kind: 'done', calls, diff, preimages }),
    (error: unknown) =>
      post({
        kind: 'failed',
        message: error instanceof Error ? error.message : String(error),
        ...(error instanceof NotReplayableError ? { notReplayable: { hash: error.hash, type: error.type } } : {}),
      }),
  );
};
