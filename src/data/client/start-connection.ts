/**
 * The connection a page load starts with, known as early as possible. The boot code (main.tsx)
 * needs it to start a cold link's lookup in parallel with the page's code, and ConnectionProvider
 * needs the same answer: both go through here, so the preset is fetched once per load and both
 * reach the same client (and the same query keys).
 */
import { appClientFor } from './client-registry.ts';
import { endpointId, loadConnection, type ConnectionSettings, type Transport } from '../../connection/connection.ts';
import { fetchWithBootRequests } from '../../connection/boot-requests.ts';
import { fetchDevnetPreset, inlineDevnetPreset, type DevnetPreset } from '../../connection/devnet-preset.ts';
import type { OutsideSourceId } from '../names/outside-sources.ts';

let preset: Promise<DevnetPreset | null> | null = null;
let arrived: { preset: DevnetPreset | null } | undefined;

function presetArrived(answer: DevnetPreset | null): void {
  arrived = { preset: answer };
  const urls = answer?.outsideSources;
  // the store comes with the pages that look names up, not with the first page's bytes
  if (urls)
    void import('../names/outside-sources.ts').then(({ outsideSourceStore }) => {
      for (const [id, url] of Object.entries(urls)) outsideSourceStore.setDefaultUrl(id as OutsideSourceId, url);
    });
}

/**
 * The devnet preset: the one the page carries, or else /devnet.json, asked for once per page load
 * however many times it is wanted.
 */
export function devnetPresetOnce(): Promise<DevnetPreset | null> {
  if (preset) return preset;
  const inline = inlineDevnetPreset();
  if (inline !== undefined) {
    presetArrived(inline);
    preset = Promise.resolve(inline);
    return preset;
  }
  // index.html's boot script may have asked for it already
  preset = fetchDevnetPreset(fetchWithBootRequests).then((answer) => {
    presetArrived(answer);
    return answer;
  });
  return preset;
}

/**
 * The preset's answer if it has already come (null: there is none), undefined while it is on its
 * way. A cold link's first render waits for it (main.tsx), so the page renders connected at once.
 */
export function devnetPresetIfArrived(): { preset: DevnetPreset | null } | undefined {
  return arrived;
}

export function devnetSettings(preset: DevnetPreset, transport: Transport = 'http'): ConnectionSettings {
  return {
    connection: { kind: 'provider', base: preset.base, apiKey: preset.apiKey, transport },
    remember: false,
    source: 'devnet',
  };
}

type Remembered = ReturnType<typeof loadConnection>;

/** With nothing remembered (or the devnet remembered), a local devnet is the default: it is what `npm start` runs. */
export function settingsWithPreset(remembered: Remembered, preset: DevnetPreset | null): ConnectionSettings | null {
  if (preset && (!remembered || remembered.settings.source === 'devnet')) {
    const transport =
      remembered?.settings.connection.kind === 'provider' ? remembered.settings.connection.transport : 'http';
    return devnetSettings(preset, transport);
  }
  return remembered?.complete ? remembered.settings : null;
}

/**
 * The client and query-key id this load will use, or null when none is configured. A complete
 * connection of the user's own does not wait for the preset (the preset would not replace it).
 */
export async function startingEndpoint(): Promise<{
  client: ReturnType<typeof appClientFor>;
  endpointId: string;
} | null> {
  const remembered = loadConnection();
  const settings =
    remembered?.complete && remembered.settings.source !== 'devnet'
      ? remembered.settings
      : settingsWithPreset(remembered, await devnetPresetOnce());
  if (!settings) return null;
  try {
    return { client: appClientFor(settings.connection), endpointId: endpointId(settings.connection) };
  } catch {
    return null;
  }
}
