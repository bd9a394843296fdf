/** What the devnet's outside-source stand-ins were asked (their request log), and its reset. */
import type { DevnetManifest } from '../../devnet/manifest.ts';

export interface OutsideRequest {
  /** `signatures`, `sourcify`, or `other` for a path neither serves */
  source: string;
  /** the path and query as asked */
  url: string;
}

export async function outsideRequests(manifest: DevnetManifest): Promise<OutsideRequest[]> {
  const response = await fetch(manifest.admin!.outsideRequests!);
  const body = (await response.json()) as { log: OutsideRequest[] };
  return body.log;
}

export async function resetOutsideRequests(manifest: DevnetManifest): Promise<void> {
  await fetch(`${manifest.admin!.outsideRequests!}/reset`, { method: 'POST' });
}
