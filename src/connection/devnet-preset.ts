/**
 * The local devnet preset. `npm start` writes it into the page it serves, as a JSON data block
 * (one round trip less for a cold link than asking for it), and serves it as `devnet.json` beside
 * the app, under the build's base (see build/devnet-preset.ts); a deployment without a devnet has neither:
 * `devnet.json` answers 404 (or, with an SPA fallback, the app's HTML, which is no preset either)
 * and the preset is not offered.
 */
/** The id of the data block `npm start` writes into the page (build/devnet-preset.ts, cold-link-boot.ts). */
export const DEVNET_PRESET_ELEMENT_ID = 'hexray-devnet-preset';

export interface DevnetExample {
  role: string;
  label: string;
  /** an in-app path, e.g. /tx/0x… */
  path: string;
}

export interface DevnetPreset {
  base: string;
  apiKey: string;
  /** the devnet's chain id (anvil's 31337, or 204 for the opBNB flavour); absent in older presets */
  chainId?: number;
  examples: DevnetExample[];
  /**
   * The devnet's local stand-ins for the outside sources (a signature database, Sourcify), served
   * beside its gateway: they replace the public URLs as defaults, and stay off until turned on.
   * Keyed as the preset file writes them: the store (data/names/outside-sources.ts) takes only its own
   * sources' ids, so the connection needs no word of the data layer.
   */
  outsideSources?: Record<string, string>;
}

function isExample(value: unknown): value is DevnetExample {
  const v = value as DevnetExample;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.role === 'string' &&
    typeof v.label === 'string' &&
    typeof v.path === 'string' &&
    v.path.startsWith('/')
  );
}

/** The string entries; the store takes only its own sources' ids and only http(s) URLs. */
function outsideSourcesFrom(value: unknown): Pick<DevnetPreset, 'outsideSources'> {
  if (typeof value !== 'object' || value === null) return {};
  const urls = Object.entries(value as Record<string, unknown>).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return urls.length > 0 ? { outsideSources: Object.fromEntries(urls) } : {};
}

/** The preset in a parsed answer, or null when it is none. */
function presetFrom(body: unknown): DevnetPreset | null {
  const preset = body as Partial<DevnetPreset> | null;
  if (typeof preset !== 'object' || preset === null) return null;
  if (typeof preset.base !== 'string' || typeof preset.apiKey !== 'string') return null;
  return {
    base: preset.base,
    apiKey: preset.apiKey,
    ...(Number.isSafeInteger(preset.chainId) && (preset.chainId as number) > 0 ? { chainId: preset.chainId } : {}),
    examples: Array.isArray(preset.examples) ? preset.examples.filter(isExample) : [],
    ...outsideSourcesFrom(preset.outsideSources),
  };
}

/** The preset the page carries (null: the block is there but holds none), undefined without the block. */
export function inlineDevnetPreset(): DevnetPreset | null | undefined {
  const block = typeof document === 'undefined' ? null : document.getElementById(DEVNET_PRESET_ELEMENT_ID);
  if (!block) return undefined;
  try {
    return presetFrom(JSON.parse(block.textContent ?? ''));
  } catch {
    return null;
  }
}

export async function fetchDevnetPreset(fetchImpl: typeof fetch = fetch): Promise<DevnetPreset | null> {
  try {
    const response = await fetchImpl(`${import.meta.env.BASE_URL}devnet.json`, { cache: 'no-store' });
    if (!response.ok) return null;
    return presetFrom(await response.json());
  } catch {
    return null;
  }
}
