import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { AddressTabs } from '../components/address/AddressTabs.tsx';
import { CheckedAddress } from '../components/address/CheckedAddress.tsx';
import { NotServedLine } from '../components/address/NotServedLine.tsx';
import { ProxyReading } from '../components/address/ProxyReading.tsx';
import { VerifiedSource } from '../components/names/VerifiedSource.tsx';
import { ReadValue } from '../components/address/ReadValue.tsx';
import { AddressValue } from '../components/AddressValue.tsx';
import { DetailList, DetailRow } from '../components/DetailRow.tsx';
import { HashValue } from '../components/HashValue.tsx';
import { NativeCurrencyProvider } from '../components/NativeCurrency.tsx';
import { NetworkLine } from '../components/network/NetworkLine.tsx';
import { NeedsConnection } from '../components/PageStates.tsx';
import { PageTitle } from '../components/PageTitle.tsx';
import { WeiValue } from '../components/WeiValue.tsx';
import type { OptionalMethod } from '../rpc/optional-method-names.ts';
import { optionalQuery } from '../data/queries/optional-queries.ts';
import { storageQuery } from '../data/queries/queries.ts';
import { useEndpoint } from '../data/hooks/useEndpoint.ts';
import { useNetwork } from '../data/hooks/useNetwork.ts';
import { useOptionalRead, useRead, type Read } from '../data/hooks/useRead.ts';
import { useRecordLookup } from '../data/hooks/useRecordLookup.ts';
import { checksumAddress } from '../domain/address-checksum.ts';
import { codeFacts } from '../domain/contract-code.ts';
import type { Address, Hex } from '../domain/hex.ts';
import { shortTextOf } from '../domain/storage/storage-word.ts';
import { formatCount, formatInteger } from '../domain/units.ts';
import { LOOKUP_CONSTANTS } from '../routes/lookup-constants.ts';
import { addressURL, storageURL } from '../routes/urls.ts';
import { ProofMark } from '../components/proof/ProofMark.tsx';
import { RestsOnLine } from '../components/proof/RestsOnLine.tsx';
import { useAccountProof, type ProofBlock } from '../data/hooks/useAccountProof.ts';
import { EMPTY_ACCOUNT, provesCode } from '../domain/proof/verify-account-proof.ts';

/**
 * A token's row, loaded once the code is read and says it may be a contract: the standards' tables
 * and the token's calls are none of a cold link's first answer, so they stay off its path.
 */
const TokenOverview = lazy(() =>
  import('../components/address/TokenOverview.tsx').then((m) => ({ default: m.TokenOverview })),
);

/** The overview is read at the latest block; the proof resolves it to a number once. */
const AT_LATEST: ProofBlock = { wire: 'latest', number: null };
const NO_SLOTS: readonly bigint[] = [];

export function AddressPage() {
  const { address = '' } = useParams();
  return (
    <CheckedAddress value={address} what="address">
      {(checked) => <AddressOverview address={checked} />}
    </CheckedAddress>
  );
}

/**
 * The overview: everything read at the latest block, in one batch (the route manifest's lookups,
 * which a cold link sends before the page's code has loaded).
 */
function AddressOverview({ address }: { address: Address }) {
  const endpoint = useEndpoint();
  const network = useNetwork();
  const shown = checksumAddress(address);
  useRecordLookup(endpoint && { kind: 'address', path: addressURL(address), label: shown });
  const { latest, slot0, erc1967Implementation, erc1967Beacon } = LOOKUP_CONSTANTS;
  const balance = useOptionalRead('eth_getBalance', optionalQuery(endpoint, 'eth_getBalance', address, latest));
  const nonce = useOptionalRead(
    'eth_getTransactionCount',
    optionalQuery(endpoint, 'eth_getTransactionCount', address, latest),
  );
  const code = useOptionalRead('eth_getCode', optionalQuery(endpoint, 'eth_getCode', address, latest));
  const word0 = useRead(storageQuery(endpoint, address, slot0, latest));
  const implementationSlot = useRead(storageQuery(endpoint, address, erc1967Implementation, latest));
  const beaconSlot = useRead(storageQuery(endpoint, address, erc1967Beacon, latest));

  // with eth_getProof: balance, nonce and code hash proved against the block's state root
  const proof = useAccountProof(address, NO_SLOTS, AT_LATEST);
  const outcome = proof.status === 'done' ? proof.data : null;
  const proved = outcome?.status === 'proved' ? (outcome.account ?? EMPTY_ACCOUNT) : null;
  const refused = outcome?.status === 'refused';
  // the code shown must be the code the proved code hash names
  const codeRefused = proved !== null && code.status === 'done' && !provesCode(proved.codeHash, code.data);
  const provedBalance: Read<bigint> | null = proved && { status: 'done', data: proved.balance };
  const provedNonce: Read<bigint> | null = proved && { status: 'done', data: proved.nonce };

  const reads: Array<[OptionalMethod, Read<unknown>]> = [
    ['eth_getBalance', balance],
    ['eth_getTransactionCount', nonce],
    ['eth_getCode', code],
  ];
  const absent = reads.filter(([, read]) => read.status === 'absent').map(([method]) => method);
  // an account without code has no storage and no proxy to read: only where it may be a contract
  const maybeContract = code.status !== 'done' || code.data !== '0x';

  return (
    <div>
      <PageTitle title="Address" subtitle={shown} />
      <AddressTabs address={address} current="overview" />
      {!endpoint ? (
        <NeedsConnection />
      ) : (
        <>
          <p className="mb-3">
            <NetworkLine resolved={network} />
          </p>
          <RestsOnLine
            read={proof}
            proved="balance, nonce and code"
            rest="slot 0, the proxy slots, the token’s answers and the names"
          />
          <NotServedLine methods={absent} />
          <NativeCurrencyProvider network={network}>
            <DetailList>
              {code.status !== 'absent' && (
                <DetailRow label="Kind" testId="address-kind">
                  {refused || codeRefused ? (
                    <NotShown testId="code-refused" />
                  ) : (
                    <ReadValue read={code}>{(data) => <CodeSummary code={data} />}</ReadValue>
                  )}
                </DetailRow>
              )}
              {maybeContract && code.status === 'done' && !codeRefused && (
                <Suspense fallback={null}>
                  <TokenOverview address={address} />
                </Suspense>
              )}
              {balance.status !== 'absent' && (
                <DetailRow label="Balance" hint="at the latest block">
                  {refused ? (
                    <NotShown testId="balance-refused" />
                  ) : (
                    <ReadValue read={provedBalance ?? balance}>
                      {(wei) => <WeiValue wei={wei} testId="balance" />}
                    </ReadValue>
                  )}
                </DetailRow>
              )}
              {nonce.status !== 'absent' && (
                <DetailRow
                  label="Nonce"
                  hint="transactions sent from it; for a contract, contracts it created (EIP-161)"
                  testId="nonce"
                >
                  {refused ? (
                    <NotShown testId="nonce-refused" />
                  ) : (
                    <ReadValue read={provedNonce ?? nonce}>
                      {(count) => <span className="font-mono">{formatInteger(count, { thousands: true })}</span>}
                    </ReadValue>
                  )}
                </DetailRow>
              )}
              <DetailRow label="Proof" hint="balance, nonce and code hash against the block’s state root">
                {codeRefused ? (
                  <p role="alert" className="text-sm text-red-800 dark:text-red-300" data-testid="proof-code-refused">
                    Refused: the code the endpoint sent does not hash to the proved code hash {proved?.codeHash}.
                  </p>
                ) : null}
                <ProofMark read={proof} what="the balance, nonce and code hash" />
              </DetailRow>
              {maybeContract && (
                <DetailRow label="Verified source" hint="what Sourcify says of its source">
                  <VerifiedSource address={address} ready={word0.status !== 'pending'} />
                </DetailRow>
              )}
              {maybeContract && (
                <DetailRow label="Proxy">
                  <ProxyReading code={code} implementationSlot={implementationSlot} beaconSlot={beaconSlot} />
                </DetailRow>
              )}
              {maybeContract && (
                <DetailRow label="Storage slot 0" testId="slot0">
                  <span className="inline-flex flex-wrap items-center gap-x-3">
                    <ReadValue read={word0}>{(word) => <SlotZeroWord word={word} />}</ReadValue>
                    <Link
                      to={storageURL(address, { slot: '0' })}
                      className="text-sm text-sky-700 hover:underline dark:text-sky-400"
                    >
                      Read its storage →
                    </Link>
                  </span>
                </DetailRow>
              )}
            </DetailList>
          </NativeCurrencyProvider>
          <p className="mt-2 text-xs text-slate-500">Read at the latest block.</p>
        </>
      )}
    </div>
  );
}

/** In place of a value whose proof did not check out: nothing is shown as the value. */
function NotShown({ testId }: { testId: string }) {
  return (
    <span className="text-red-800 dark:text-red-300" data-testid={testId}>
      not shown: its proof did not check out (below)
    </span>
  );
}

/** Account or contract, from its code (domain/contract-code.ts). */
function CodeSummary({ code }: { code: `0x${string}` }) {
  const facts = codeFacts(code);
  if (!facts)
    return (
      <span data-testid="code-size" data-bytes="0">
        No code: an account, not a contract
      </span>
    );
  return (
    <span className="inline-flex flex-col gap-1">
      <span data-testid="code-size" data-bytes={facts.size}>
        {facts.delegatesTo ? (
          <span className="inline-flex flex-wrap items-center gap-x-2">
            An account delegating to
            <AddressValue address={facts.delegatesTo} testId="delegates-to" />
            (EIP-7702)
          </span>
        ) : (
          `Contract: ${formatCount(facts.size)} ${facts.size === 1 ? 'byte' : 'bytes'} of code`
        )}
      </span>
      <span className="inline-flex flex-wrap items-center gap-x-2 text-slate-500">
        code hash
        <HashValue value={facts.hash} testId="code-hash" />
      </span>
    </span>
  );
}

/**
 * Slot 0's word, and the text it reads as when it looks like a short string (many contracts keep
 * their name there): said as a reading, since the word alone does not say its type.
 */
function SlotZeroWord({ word }: { word: Hex }) {
  const text = shortTextOf(word);
  return (
    <span className="inline-flex flex-col">
      <HashValue value={word} testId="slot0-word" />
      {text !== null && (
        <span className="text-xs text-slate-500" data-testid="slot0-text">
          read as a short string: “<span className="text-slate-800 dark:text-slate-200">{text}</span>”
        </span>
      )}
    </span>
  );
}
