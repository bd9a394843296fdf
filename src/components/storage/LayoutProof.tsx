/**
 * The layout's words proved together: one eth_getProof for the words its variables sit in (as
 * the watch finds them, layout-watch-slots.ts, up to the keys one proof call may carry), checked
 * against the block's state root.
 * The section says what was proved; each variable read from a proved word carries a small mark,
 * and where the proof did not check out nothing is shown as its value. Mapping entries, array
 * elements and a long string's data, read as the person opens them, stay the endpoint's word.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useAccountProof, type ProofBlock, type ProofRead } from '../../data/hooks/useAccountProof.ts';
import { bytesToHex, isQuantity, type Hex } from '../../domain/hex.ts';
import { bigIntToBytes32 } from '../../domain/bytes32.ts';
import { MAX_PROOF_KEYS } from '../../domain/proof/account-proof.ts';
import { layoutWatchSlots } from '../../domain/storage/layout-watch-slots.ts';
import type { StorageLayout } from '../../domain/storage/storage-layout.ts';
import { ProofMark } from '../proof/ProofMark.tsx';
import { blockWords } from '../proof/proof-words.ts';

interface LayoutProofState {
  read: ProofRead;
  slots: ReadonlySet<bigint>;
}

const LayoutProofContext = createContext<LayoutProofState | null>(null);

/** What the layout's proof says of one slot's word. */
export type WordProof = { kind: 'none' } | { kind: 'proved'; word: Hex; block: bigint } | { kind: 'refused' };

export function useWordProof(slot: bigint): WordProof {
  const state = useContext(LayoutProofContext);
  if (state === null || !state.slots.has(slot) || state.read.status !== 'done') return { kind: 'none' };
  const outcome = state.read.data;
  if (outcome.status === 'refused') return { kind: 'refused' };
  if (outcome.status !== 'proved') return { kind: 'none' };
  return { kind: 'proved', word: bytesToHex(bigIntToBytes32(outcome.storage.get(slot) ?? 0n)), block: outcome.block };
}

/** `block`: the page's block in wire form (a hex number or a tag). */
export function LayoutProof({
  layout,
  address,
  block,
  children,
}: {
  layout: StorageLayout;
  address: string;
  block: string;
  children: ReactNode;
}) {
  const { slots, capped } = useMemo(() => {
    const words = layoutWatchSlots(layout, MAX_PROOF_KEYS);
    return { slots: [...words.slots.keys()], capped: words.capped };
  }, [layout]);
  const at = useMemo<ProofBlock>(() => ({ wire: block, number: isQuantity(block) ? BigInt(block) : null }), [block]);
  const read = useAccountProof(address, slots, slots.length > 0 ? at : null);
  const state = useMemo(() => ({ read, slots: new Set(slots) }), [read, slots]);
  return (
    <LayoutProofContext.Provider value={state}>
      {slots.length > 0 && (
        <div className="mt-2" data-testid="layout-proof">
          <ProofMark
            read={read}
            what={`the ${slots.length} word${slots.length === 1 ? '' : 's'} its variables sit in`}
          />
          {capped.length > 0 && (
            <p className="text-xs text-slate-500" data-testid="layout-proof-capped">
              One proof carries at most {MAX_PROOF_KEYS} words: {capped.join(', ')} stay the endpoint’s word.
            </p>
          )}
        </div>
      )}
      {children}
    </LayoutProofContext.Provider>
  );
}

/** Beside a variable's value: proved, or (the proof refused) why nothing is shown. */
export function WordProofMark({ proof }: { proof: WordProof }) {
  if (proof.kind === 'proved')
    return (
      <span
        className="ml-2 text-xs text-emerald-700 dark:text-emerald-400"
        data-testid="layout-word-proof"
        data-status="proved"
        title={`Proved against ${blockWords(proof.block)}’s state root`}
      >
        ✓ proved
      </span>
    );
  if (proof.kind === 'refused')
    return (
      <span className="text-xs text-red-700 dark:text-red-400" data-testid="layout-word-proof" data-status="refused">
        Not shown: the proof of the layout’s words did not check out (above).
      </span>
    );
  return null;
}
