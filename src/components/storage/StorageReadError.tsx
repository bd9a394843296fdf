import { Link } from 'react-router';
import { NEAR_HEAD_WINDOW_BLOCKS } from '../../domain/near-head-window.ts';
import { RpcResponseError } from '../../rpc/errors.ts';
import { ErrorPanel } from '../ErrorPanel.tsx';
import { describeError } from '../describe-error.ts';

export function isOutsideWindow(error: unknown): boolean {
  return error instanceof RpcResponseError && error.outsideNearHeadWindow;
}

/** A failed storage read: a block outside the near-head window is explained, anything else goes to ErrorPanel. */
export function StorageReadError({
  error,
  block,
  latestURL,
  onRetry,
}: {
  error: unknown;
  block: string;
  latestURL?: string;
  onRetry?: () => void;
}) {
  if (error instanceof RpcResponseError && error.blockNotThere)
    return <BlockNotThere error={error} block={block} latestURL={latestURL} />;
  if (!isOutsideWindow(error)) return <ErrorPanel error={error} onRetry={onRetry} />;
  const provider = (error as RpcResponseError).providerMessage;
  return (
    <div
      role="alert"
      data-testid="outside-window"
      className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm dark:border-amber-900 dark:bg-amber-950/40"
    >
      <h2 className="font-semibold text-amber-900 dark:text-amber-200">
        Block {block} is outside this endpoint’s window
      </h2>
      <p className="mt-1 text-slate-800 dark:text-slate-200">
        This endpoint serves only the latest {NEAR_HEAD_WINDOW_BLOCKS} blocks: it keeps no state older than that (it is
        not an archive node), so storage at {block === 'earliest' ? 'the first block' : `block ${block}`} cannot be read
        here. Read at <span className="font-mono">latest</span> or a block within the last {NEAR_HEAD_WINDOW_BLOCKS}, or
        use an archive endpoint.
      </p>
      <p className="mt-2 font-mono text-xs break-words text-slate-500">Node said (JSON-RPC −32000): {provider}</p>
      {latestURL && <ReadAtLatest url={latestURL} />}
    </div>
  );
}

/** A block beyond the node's head (anvil's BlockOutOfRange, geth's "header not found"): not a bad argument. */
function BlockNotThere({ error, block, latestURL }: { error: RpcResponseError; block: string; latestURL?: string }) {
  const head = error.reportedHead;
  return (
    <div
      role="alert"
      data-testid="block-not-there"
      className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm dark:border-amber-900 dark:bg-amber-950/40"
    >
      <h2 className="font-semibold text-amber-900 dark:text-amber-200">
        Block {block} is not there yet{head === null ? ' (or outside this endpoint’s window)' : ''}
      </h2>
      <p className="mt-1 text-slate-800 dark:text-slate-200">{describeError(error).hint}</p>
      <p className="mt-2 font-mono text-xs wrap-anywhere text-slate-500">
        Node said (JSON-RPC {error.code}): {error.providerMessage}
      </p>
      {latestURL && <ReadAtLatest url={latestURL} />}
    </div>
  );
}

/** The way out of a block the endpoint cannot read at: the same slot at `latest`. */
function ReadAtLatest({ url }: { url: string }) {
  return (
    <Link
      to={url}
      className="mt-3 inline-block rounded bg-amber-600 px-3 py-1 text-white hover:bg-amber-700"
      data-testid="read-at-latest"
    >
      Read this slot at latest
    </Link>
  );
}
