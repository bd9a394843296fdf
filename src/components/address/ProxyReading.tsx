import { optionalQuery } from '../../data/queries/optional-queries.ts';
import { useEndpoint } from '../../data/hooks/useEndpoint.ts';
import { useOptionalRead, type Read } from '../../data/hooks/useRead.ts';
import type { Address, Hex } from '../../domain/hex.ts';
import {
  BEACON_IMPLEMENTATION_CALLDATA,
  decodeBeaconImplementation,
  eip1167Target,
  implementationFromSlotWord,
  type AddressWord,
} from '../../domain/proxy.ts';
import { AddressValue } from '../AddressValue.tsx';
import { middleEllipsis } from '../HashValue.tsx';
import { ReadValue } from './ReadValue.tsx';

/** A word that is not an address, shortened: a hostile beacon may return megabytes. */
function NotAnAddress({ word, where }: { word: Hex; where: string }) {
  const bytes = Math.floor((word.length - 2) / 2);
  return (
    <span className="text-amber-800 dark:text-amber-300">
      {where} holds <span className="font-mono">{middleEllipsis(word, 10)}</span> ({bytes} bytes), not an address: this
      contract uses it for something else.
    </span>
  );
}

/** What a beacon says its implementation is: its `implementation()`, asked by eth_call where served. */
function BeaconImplementation({ beacon }: { beacon: Address }) {
  const endpoint = useEndpoint();
  const read = useOptionalRead(
    'eth_call',
    optionalQuery(endpoint, 'eth_call', { to: beacon, data: BEACON_IMPLEMENTATION_CALLDATA }, 'latest'),
  );
  return (
    <ReadValue
      read={read}
      absent="not asked: this endpoint does not serve eth_call, which the beacon’s implementation() needs"
    >
      {(result) => {
        const answer = decodeBeaconImplementation(result);
        if (answer.kind === 'address') return <AddressValue address={answer.address} testId="proxy-implementation" />;
        if (answer.kind === 'none') return <span className="text-slate-500">the beacon answers the zero address</span>;
        return <NotAnAddress word={answer.word} where="the beacon’s implementation() answer" />;
      }}
    </ReadValue>
  );
}

function SlotLine({
  label,
  read,
  children,
}: {
  label: string;
  read: Read<AddressWord>;
  children: (address: Address) => React.ReactNode;
}) {
  if (read.status === 'done' && read.data.kind === 'none') return null;
  return (
    <li className="flex flex-wrap items-center gap-x-2">
      <span className="text-slate-500">{label}</span>
      <ReadValue read={read}>
        {(word) =>
          word.kind === 'address' ? (
            children(word.address)
          ) : word.kind === 'not-an-address' ? (
            <NotAnAddress word={word.word} where="the slot" />
          ) : null
        }
      </ReadValue>
    </li>
  );
}

function mapRead<T, U>(read: Read<T>, map: (data: T) => U): Read<U> {
  return read.status === 'done' ? { status: 'done', data: map(read.data) } : read;
}

/**
 * Where a proxy's code lives (domain/proxy.ts): ERC-1967's implementation slot, its beacon slot and
 * then the beacon's `implementation()`, and an EIP-1167 minimal proxy's target from its code. The
 * slots need only eth_getStorageAt, so this works on the four methods; the code and the beacon's
 * answer need eth_getCode and eth_call where the endpoint serves them.
 */
export function ProxyReading({
  code,
  implementationSlot,
  beaconSlot,
}: {
  /** eth_getCode's answer (absent on four methods) */
  code: Read<Hex>;
  implementationSlot: Read<Hex>;
  beaconSlot: Read<Hex>;
}) {
  const clone = code.status === 'done' ? eip1167Target(code.data) : null;
  const implementation = mapRead(implementationSlot, implementationFromSlotWord);
  const beacon = mapRead(beaconSlot, implementationFromSlotWord);
  const empty = (read: Read<AddressWord>) => read.status === 'done' && read.data.kind === 'none';
  const kind = clone
    ? 'eip1167'
    : implementation.status === 'done' && implementation.data.kind === 'address'
      ? 'erc1967'
      : beacon.status === 'done' && beacon.data.kind === 'address'
        ? 'beacon'
        : empty(implementation) && empty(beacon)
          ? 'none'
          : 'other';
  return (
    <div data-testid="proxy" data-kind={kind}>
      {clone && (
        <p className="flex flex-wrap items-center gap-x-2">
          <span>Minimal proxy (EIP-1167): every call runs the code of</span>
          <AddressValue address={clone} testId="proxy-implementation" />
        </p>
      )}
      {kind === 'none' && !clone && (
        <p className="text-slate-500">
          Not a proxy: ERC-1967’s implementation and beacon slots are empty
          {code.status === 'done' ? ', and the code is not an EIP-1167 minimal proxy' : ''}.
        </p>
      )}
      <ul className="space-y-1">
        <SlotLine label="ERC-1967 implementation" read={implementation}>
          {(address) => <AddressValue address={address} testId="proxy-implementation" />}
        </SlotLine>
        <SlotLine label="ERC-1967 beacon" read={beacon}>
          {(address) => (
            <span className="inline-flex flex-wrap items-center gap-x-2">
              <AddressValue address={address} testId="proxy-beacon" />
              <span className="text-slate-500">whose implementation() is</span>
              <BeaconImplementation beacon={address} />
            </span>
          )}
        </SlotLine>
      </ul>
    </div>
  );
}
