import type { DevnetManifest } from '../devnet/manifest.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    manifest: DevnetManifest;
  }
}
