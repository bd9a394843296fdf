/**
 * A number of bytes as a person reads it, in decimal units as disks and budgets count them
 * (100 MB is 100,000,000 bytes): `1.0 GB`, `250 MB`, `12 KB`, `512 bytes`.
 */
import { formatCount } from './units.ts';

const KB = 1_000;
const MB = 1_000_000;
const GB = 1_000_000_000;

export function formatByteSize(bytes: number): string {
  if (bytes >= GB) return `${(bytes / GB).toFixed(1)} GB`;
  if (bytes >= 10 * MB) return `${formatCount(Math.round(bytes / MB))} MB`;
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  if (bytes >= KB) return `${formatCount(Math.round(bytes / KB))} KB`;
  return `${formatCount(bytes)} ${bytes === 1 ? 'byte' : 'bytes'}`;
}
