/**
 * The local devnet preset. `npm start` serves `devnet.json` beside the app, under the build's base
 * (see vite.config.ts); a deployment without a devnet simply answers 404 (or, with an SPA fallback,
 * the app's HTML, which is no preset either) and the preset is not offered.
 */

export interface DevnetExample {
  role: string;
  label: string;
  /** an in-app path, e.g. /tx/0x… */
  path: string;
}

export interface DevnetPreset {
  base: string;
  apiKey: string;
  examples: DevnetExample[];
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

export async function fetchDevnetPreset(fetchImpl: typeof fetch = fetch): Promise<DevnetPreset | null> {
  try {
    const response = await fetchImpl(`${import.meta.env.BASE_URL}devnet.json`, { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as Partial<DevnetPreset>;
    if (typeof body.base !== 'string' || typeof body.apiKey !== 'string') return null;
    return {
      base: body.base,
      apiKey: body.apiKey,
      examples: Array.isArray(body.examples) ? body.examples.filter(isExample) : [],
    };
  } catch {
    return null;
  }
}
