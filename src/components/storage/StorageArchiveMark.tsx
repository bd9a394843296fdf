/**
 * The archive's mark over storage words: what ArchiveMark says of any record, and for a word, why
 * it cannot be proved (no eth_getProof). One place for every storage view: the slot read, a
 * layout's variables, a long string's data slots.
 */
import type { ArchivedWords } from '../../data/hooks/useStorageRead.ts';
import { STORAGE_VALUE_UNPROVABLE } from '../../domain/storage/storage-value.ts';
import { ArchiveMark } from '../archive/ArchiveMark.tsx';

/** `compact`: over one value among many (see ArchiveMark). */
export function StorageArchiveMark({ archived, compact = false }: { archived: ArchivedWords; compact?: boolean }) {
  return (
    <ArchiveMark
      compact={compact}
      record={archived.record}
      miss={archived.miss}
      unprovable={STORAGE_VALUE_UNPROVABLE}
    />
  );
}
