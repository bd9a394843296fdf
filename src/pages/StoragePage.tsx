import { useRef, type ReactNode, type RefObject } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useEndpoint } from '../data/hooks/useEndpoint.ts';
import { checksumAddress } from '../domain/address-checksum.ts';
import { bigIntToQuantity, type Address } from '../domain/hex.ts';
import { readStorageQuery } from '../routes/query-state.ts';
import { addressURL, storageURL } from '../routes/urls.ts';
import { NeedsConnection } from '../components/PageStates.tsx';
import { AddressTabs } from '../components/address/AddressTabs.tsx';
import { CheckedAddress } from '../components/address/CheckedAddress.tsx';
import { PageTitle } from '../components/PageTitle.tsx';
import { CastCommand } from '../components/CastCommand.tsx';
import { castStorageCommand } from '../domain/cast-commands.ts';
import { useRecordLookup } from '../data/hooks/useRecordLookup.ts';
import { useStorageRead } from '../data/hooks/useStorageRead.ts';
import { LayoutImport } from '../components/storage/LayoutImport.tsx';
import { VerifiedStateLine } from '../components/names/VerifiedSource.tsx';
import { useVerifiedNames } from '../data/names/useVerifiedContract.ts';
import { ReadHistory } from '../components/storage/ReadHistory.tsx';
import { SlotCalculator } from '../components/storage/SlotCalculator.tsx';
import { SlotHistory } from '../components/storage/SlotHistory.tsx';
import { SlotRead, SlotReadForm, type SlotReadState } from '../components/storage/SlotReader.tsx';
import { parseBlockInput } from '../domain/parse-block-input.ts';
import { parseSlotPosition } from '../domain/storage/slot-input.ts';
import { useSlotWatch } from '../data/hooks/useSlotWatch.ts';
import { useArchivedReadings } from '../data/hooks/useArchivedReadings.ts';
import { useNetwork } from '../data/hooks/useNetwork.ts';
import { archiveWatchedReadings } from '../data/watch/watch-archive.ts';
import { useAccountProof } from '../data/hooks/useAccountProof.ts';
import { RestsOnLine } from '../components/proof/RestsOnLine.tsx';

export function StoragePage() {
  const { address = '' } = useParams();
  const endpoint = useEndpoint();
  return (
    <CheckedAddress value={address} what="contract address">
      {(checked) => (endpoint ? <StorageExplorer address={checked} /> : <NeedsConnection />)}
    </CheckedAddress>
  );
}

function Section({
  title,
  children,
  testId,
  headingRef,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
  headingRef?: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <section className="space-y-2" data-testid={testId}>
      <h2 ref={headingRef} tabIndex={headingRef ? -1 : undefined} className="text-base font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** `?slot=` and `?block=` drive the read, so every read has a link and the back button walks reads. */
function StorageExplorer({ address }: { address: string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { slot: slotText, block: blockText, slotGiven } = readStorageQuery(params);
  const position = parseSlotPosition(slotText);
  const block = parseBlockInput(blockText);
  const blockOrLatest = block.ok ? block.value : { wire: 'latest', label: 'latest', number: null };
  // shown checksummed, as every address on screen is; the URL keeps the lowercase form
  const shown = checksumAddress(address as Address);
  useRecordLookup({ kind: 'address', path: addressURL(address), label: shown });
  // a slot the link or the user asked for, not the default slot 0 of a bare address
  const asked = slotGiven && position.ok && block.ok ? { slot: position.value, block: block.value } : null;
  const readSlot = asked && { slot: bigIntToQuantity(asked.slot), block: asked.block.label };
  // the read SlotRead shows (one query, shared): is its word now only in this browser's archive?
  const read = useStorageRead(address, asked?.slot ?? null, asked?.block ?? null);
  useRecordLookup(
    readSlot && {
      kind: 'slot',
      path: storageURL(address, readSlot),
      label: `${shown} · slot ${readSlot.slot} @ ${readSlot.block}`,
      archiveOnly: read.fromArchive !== null,
    },
  );
  // a verified layout fills the layout section as a pasted one does; a proxy's is its implementation's
  const names = useVerifiedNames(address as Address);
  const verifiedLayout = names.layout && {
    ...names.layout,
    viaImplementation: names.layout.contract.address.toLowerCase() !== address.toLowerCase(),
  };
  // where "Read this slot" sends focus: the read it asked for, at the top of the page
  const readHeading = useRef<HTMLHeadingElement>(null);
  // one watch for the page: the slot and the layout's variables, each slot read once per block;
  // what it sees goes to the archive under the network and the endpoint's label (never the key)
  const endpoint = useEndpoint();
  const chainId = useNetwork().chainId;
  const chain = chainId === null ? 'unknown' : chainId.toString();
  const source = { chain, endpoint: endpoint?.client.endpointLabel ?? '' };
  const watch = useSlotWatch(address, (slot, readings) => archiveWatchedReadings(source, address, slot, readings));
  const archived = useArchivedReadings(address, position.ok ? position.value : null, source);
  // the same proof the slot read asks (one cache entry): what the page rests on
  const readable = position.ok && block.ok;
  const proof = useAccountProof(address, readable ? [position.value] : [], readable ? block.value : null);

  return (
    <div className="space-y-8">
      <div>
        <PageTitle title="Storage" subtitle={shown} />
        <AddressTabs address={address} current="storage" />
        {readable && (
          <RestsOnLine
            read={proof}
            proved="the slot’s word"
            rest="the slot history between its changes and before its newest 8 (those changes, and a layout’s variables, have their own proof)"
          />
        )}
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Section title="Read a slot" headingRef={readHeading}>
          <div className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
            <SlotReadForm
              key={`${slotText}|${blockText}`}
              address={address}
              slotText={slotText}
              blockText={blockText}
            />
          </div>
          {position.ok && block.ok && (
            <CastCommand command={castStorageCommand(shown, bigIntToQuantity(position.value), block.value.label)} />
          )}
          {position.ok && block.ok ? (
            <SlotRead address={address} slot={position.value} block={block.value} />
          ) : (
            <p className="text-sm text-slate-500" data-testid="nothing-sent">
              Nothing was read: fix the {position.ok ? 'block' : 'position'} above.
            </p>
          )}
          {position.ok && (
            <SlotHistory
              key={`${address}|${position.value}`}
              address={address}
              slot={position.value}
              watch={watch}
              archived={archived}
            />
          )}
        </Section>
        <aside>
          <ReadHistory
            address={address}
            current={
              position.ok && block.ok ? { slot: bigIntToQuantity(position.value), block: block.value.label } : null
            }
          />
        </aside>
      </div>

      <Section title="Storage layout" testId="layout-section">
        <VerifiedLayoutLine address={address as Address} />
        <LayoutImport
          address={address}
          block={blockOrLatest.wire}
          blockLabel={blockOrLatest.label}
          verified={verifiedLayout}
          watch={watch}
        />
      </Section>

      <Section title="Slot calculator" testId="calculator-section">
        <SlotCalculator
          action={(result) => (
            <button
              type="button"
              className="rounded-md bg-sky-700 px-3 py-1.5 text-sm text-white hover:bg-sky-800"
              data-testid="calc-read"
              onClick={() => {
                const state: SlotReadState = { packed: result.packed };
                void navigate(
                  storageURL(address, { slot: bigIntToQuantity(BigInt(result.slot)), block: blockOrLatest.label }),
                  { state },
                );
                readHeading.current?.focus({ preventScroll: true });
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
            >
              Read this slot at block {blockOrLatest.label}
            </button>
          )}
        />
      </Section>
    </div>
  );
}

/** What Sourcify said, where it gave no layout to show: the offer, "not verified", a refusal's reason. */
function VerifiedLayoutLine({ address }: { address: Address }) {
  const names = useVerifiedNames(address);
  if (names.layout) return null;
  return (
    <div className="text-sm" data-testid="verified-layout-state">
      <VerifiedStateLine state={names.own} />
    </div>
  );
}
