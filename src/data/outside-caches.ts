import type { OutsideSourceId } from './outside-sources.ts';
import { signatureLookups } from './signature-lookups.ts';

/** Forgets a source's kept answers, here and on disk: Settings' "Clear cached answers". */
export const clearOutsideCache: Record<OutsideSourceId, (() => Promise<void>) | null> = {
  signatures: () => signatureLookups.clear(),
  // the verified-contracts cache adds its own
  sourcify: null,
};
