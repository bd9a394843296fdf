import type { Transport } from '../../connection/connection.ts';
import type { DevnetPreset } from '../../connection/devnet-preset.ts';

const button = 'rounded bg-violet-600 px-3 py-1 text-white hover:bg-violet-700';

/** The local devnet, offered in one click over either transport. */
export function DevnetChoice({ devnet, onChoose }: { devnet: DevnetPreset; onChoose: (transport: Transport) => void }) {
  return (
    <div className="mt-4 rounded-lg border border-violet-200 bg-violet-50 p-3 text-sm dark:border-violet-900 dark:bg-violet-950/40">
      <span className="font-semibold">Local devnet</span> is running at <span className="font-mono">{devnet.base}</span>
      .
      <div className="mt-2 flex gap-2">
        <button type="button" onClick={() => onChoose('http')} className={button}>
          Use devnet (HTTP)
        </button>
        <button type="button" onClick={() => onChoose('websocket')} className={button}>
          Use devnet (WebSocket)
        </button>
      </div>
    </div>
  );
}
