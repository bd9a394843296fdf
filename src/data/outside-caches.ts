import type { OutsideSourceId } from './outside-sources.ts';
import { signatureLookups } from './signature-lookups.ts';
import { clearCachedAnswers } from './verified-contract-cache.ts';

/** Forgets a source's kept answers, here and on disk: Settings' "Clear cached answers". */
export const clearOutsideCache: Record<OutsideSourceId, () => Promise<void>> = {
  signatures: () => signatureLookups.clear(),
  sourcify: () => clearCachedAnswers(),
};
