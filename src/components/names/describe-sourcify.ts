import type { SourcifyFailure } from '../../data/names/useVerifiedContract.ts';
import { formatCount } from '../../domain/units.ts';
import { MAX_ANSWER_BYTES } from '../../domain/verified-contract.ts';

/** Why Sourcify gave no names, in a person's words (the client carries only the reason's code). */
export function describeSourcifyFailure(reason: SourcifyFailure, detail?: string): string {
  switch (reason) {
    case 'timeout':
      return 'Sourcify did not answer in time';
    case 'network':
      return 'Sourcify could not be reached';
    case 'too-large':
      return `Sourcify’s answer is larger than ${formatCount(MAX_ANSWER_BYTES / 1024 / 1024)} MB: refused`;
    case 'not-json':
      return 'Sourcify’s answer is not JSON';
    case 'rate-limited':
      return 'Sourcify asks to slow down (too many requests): try again later';
    case 'server':
      return `Sourcify failed${detail ? ` (${detail})` : ''}`;
    case 'malformed':
      return `Sourcify’s answer cannot be read${detail ? `: ${detail}` : ''}`;
  }
}
