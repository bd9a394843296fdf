import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { AddressTabs } from '../components/address/AddressTabs.tsx';
import { CheckedAddress } from '../components/address/CheckedAddress.tsx';
import { NativeCurrencyProvider } from '../components/NativeCurrency.tsx';
import { NeedsConnection } from '../components/PageStates.tsx';
import { PageTitle } from '../components/PageTitle.tsx';
import { GoField } from '../components/GoField.tsx';
import { NetworkLine } from '../components/network/NetworkLine.tsx';
import { OutsideSourceOffer } from '../components/names/OutsideSourceOffer.tsx';
import { FunctionForm, type AskedCall } from '../components/read/FunctionForm.tsx';
import { ReadAtOnce } from '../components/read/ReadAtOnce.tsx';
import { useReadableFunctions, type ReadableFunctions } from '../components/read/useReadableFunctions.ts';
import { AbiPanel, abiState } from '../components/receipt/AbiPanel.tsx';
import { SingleTokenScope } from '../components/summary/TokenReadScope.tsx';
import { useEndpoint } from '../data/hooks/useEndpoint.ts';
import { useEndpointFacts } from '../data/hooks/useEndpointFacts.ts';
import { useNetwork } from '../data/hooks/useNetwork.ts';
import { checksumAddress } from '../domain/address-checksum.ts';
import type { Address } from '../domain/hex.ts';
import { parseBlockInput, type BlockInput } from '../domain/parse-block-input.ts';
import { findOffered, type OfferedFunction } from '../domain/read/contract-call.ts';
import { readReadCall, writeReadCall, type ReadCallQuery } from '../routes/query-state.ts';
import { readURL } from '../routes/urls.ts';
import { formatCount } from '../domain/units.ts';

export function ReadPage() {
  const { address = '' } = useParams();
  return (
    <CheckedAddress value={address} what="address">
      {(checked) => <ReadContract address={checked} />}
    </CheckedAddress>
  );
}

/**
 * Read Contract: every function Hexray knows for the contract, the reads without arguments called
 * at once, the others with an input per argument; a function that writes can be simulated. The
 * link carries the function, its arguments, the block and a simulation's sender, so it reproduces
 * the answer.
 */
function ReadContract({ address }: { address: Address }) {
  const endpoint = useEndpoint();
  const network = useNetwork();
  const shown = checksumAddress(address);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = readReadCall(params);
  const { fn, block: blockText } = query;
  const block = parseBlockInput(blockText);
  const served = useEndpointFacts().serves('eth_call');
  const readable = useReadableFunctions(address);
  const atBlock = block.ok ? block.value : null;

  const go = (next: ReadCallQuery) => {
    const search = writeReadCall(next).toString();
    void navigate(`${readURL(address)}${search ? `?${search}` : ''}`);
  };
  const ask = (signature: string, asked: AskedCall) => go({ fn: signature, ...asked, block: blockText });
  // another block keeps the call the link makes, if any
  const setBlock = (text: string) => go({ ...query, block: text });

  return (
    <div>
      <PageTitle title="Address" subtitle={shown} />
      <AddressTabs address={address} current="read" />
      {!endpoint ? (
        <NeedsConnection />
      ) : (
        <>
          <p className="mb-3">
            <NetworkLine resolved={network} />
          </p>
          <BlockField key={blockText} text={blockText} onChoose={setBlock} />
          {served === false ? (
            <p
              className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm dark:border-slate-800 dark:bg-slate-900"
              data-testid="not-served"
            >
              This endpoint does not serve eth_call: a contract’s functions cannot be read through it. The overview and
              the storage reader need only the four methods.
            </p>
          ) : atBlock === null ? null : (
            <NativeCurrencyProvider network={network}>
              <SingleTokenScope token={address}>
                <Functions
                  address={address}
                  readable={readable}
                  block={atBlock}
                  asked={
                    fn === '' ? null : { fn, call: { args: [...query.args], from: query.from, value: query.value } }
                  }
                  onAsk={ask}
                />
              </SingleTokenScope>
            </NativeCurrencyProvider>
          )}
        </>
      )}
    </div>
  );
}

function BlockField({ text, onChoose }: { text: string; onChoose: (text: string) => void }) {
  const read = parseBlockInput(text);
  const [problem, setProblem] = useState<string | null>(read.ok ? null : read.message);
  function go(typed: string) {
    const next = parseBlockInput(typed);
    setProblem(next.ok ? null : next.message);
    if (next.ok) onChoose(next.value.label);
  }
  return (
    <GoField
      label="At block"
      text={text}
      placeholder="latest, or a number"
      problem={problem}
      onGo={go}
      testId="read-block"
      className="mb-4 max-w-md"
    />
  );
}

function Functions({
  address,
  readable,
  block,
  asked,
  onAsk,
}: {
  address: Address;
  readable: ReadableFunctions;
  block: BlockInput;
  asked: { fn: string; call: AskedCall } | null;
  onAsk: (signature: string, asked: AskedCall) => void;
}) {
  const { offered, code, errors } = readable;
  const noCode = code.status === 'done' && code.data === '0x';
  const atOnce = offered.filter((f) => f.kind === 'read' && f.fn.inputs.length === 0);
  const withArgs = offered.filter((f) => f.kind === 'read' && f.fn.inputs.length > 0);
  const writes = offered.filter((f) => f.kind === 'write');
  const chosen = asked ? findOffered(offered, asked.fn) : null;
  const form = (f: OfferedFunction) => {
    const mine = chosen?.fn.selector === f.fn.selector ? asked!.call : null;
    return (
      <FunctionForm
        // a new link's arguments start a new form
        key={`${f.fn.selector}|${mine ? JSON.stringify(mine) : ''}`}
        address={address}
        offered={f}
        asked={mine}
        block={block}
        errors={errors}
        standards={readable.from.standards}
        onAsk={(call) => onAsk(f.fn.signature, call)}
      />
    );
  };

  if (noCode)
    return (
      <p className="text-sm" data-testid="read-no-code">
        No code at this address at the latest block: an account, with no functions to read.
      </p>
    );
  return (
    <div className="space-y-6">
      <Sources readable={readable} address={address} />
      {asked && !chosen && offered.length > 0 && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400" data-testid="read-unknown-function">
          The link calls <span className="font-mono break-all">{asked.fn}</span>, which is none of this contract’s
          functions Hexray knows: paste its ABI, or turn on Sourcify.
        </p>
      )}
      {(atOnce.length > 0 || withArgs.length > 0) && (
        <section aria-labelledby="read-title">
          <h2 id="read-title" className="mb-2 text-base font-semibold">
            Read
          </h2>
          <ReadAtOnce
            address={address}
            reads={atOnce}
            block={block}
            errors={errors}
            standards={readable.from.standards}
            enabled={code.status !== 'pending'}
          />
          <div className="mt-3 space-y-3">
            <FirstOfMany items={withArgs} pinned={chosen} render={form} testId="read-forms-more" />
          </div>
        </section>
      )}
      {writes.length > 0 && (
        <section aria-labelledby="simulate-title">
          <h2 id="simulate-title" className="text-base font-semibold">
            Simulate
          </h2>
          <p className="mb-2 text-sm text-slate-600 dark:text-slate-400">
            Functions that change state, run as a simulation (eth_call): what they would return, or why they would
            revert, from the sender you give. Nothing is sent and nothing changes.
          </p>
          <div className="space-y-3">
            <FirstOfMany items={writes} pinned={chosen} render={form} testId="simulate-forms-more" />
          </div>
        </section>
      )}
    </div>
  );
}

/** Forms shown before "Show the other N": an ABI of 2,000 functions is not 2,000 forms at once. */
const FORMS_SHOWN = 50;

function FirstOfMany({
  items,
  pinned,
  render,
  testId,
}: {
  items: readonly OfferedFunction[];
  /** the function a link asks: shown wherever it is in the list */
  pinned: OfferedFunction | null;
  render: (f: OfferedFunction) => ReactNode;
  testId: string;
}) {
  const [all, setAll] = useState(false);
  const first = items.slice(0, FORMS_SHOWN);
  const shown =
    all || items.length <= FORMS_SHOWN
      ? items
      : pinned && items.includes(pinned) && !first.includes(pinned)
        ? [...first, pinned]
        : first;
  const left = items.length - shown.length;
  return (
    <>
      {shown.map(render)}
      {left > 0 && (
        <p className="text-sm" data-testid={testId}>
          <button type="button" className="text-sky-700 hover:underline dark:text-sky-400" onClick={() => setAll(true)}>
            Show the other {formatCount(left)} {left === 1 ? 'function' : 'functions'}
          </button>
        </p>
      )}
    </>
  );
}

/** Where the functions come from, and how to have more: Sourcify's offer, a pasted ABI. */
function Sources({ readable, address }: { readable: ReadableFunctions; address: Address }) {
  const [pasting, setPasting] = useState(false);
  const { pasted, verified, standards } = readable.from;
  const parts: string[] = [];
  if (pasted?.read.ok) parts.push('your pasted ABI');
  if (verified.status === 'verified') parts.push('its verified ABI on Sourcify');
  if (standards.length > 0) parts.push(`the standards recognised in its code (${standards.join(', ')})`);
  // the pasted ABI the functions were read from (useReadableFunctions), for the ABI box
  const stored = useMemo(
    () => new Map(pasted ? [[address, abiState(pasted.json, pasted.read)]] : []),
    [address, pasted],
  );
  return (
    <div className="space-y-2 text-sm" data-testid="read-sources">
      <p>
        {readable.offered.length === 0
          ? readable.code.status === 'pending'
            ? 'Reading its code…'
            : 'No functions to offer: Hexray has no ABI for this contract and recognises no standard in its code. Paste its ABI, or turn on Sourcify.'
          : `Functions from ${parts.join(', ')}.`}{' '}
        <button
          type="button"
          className="text-sky-700 hover:underline dark:text-sky-400"
          aria-expanded={pasting}
          onClick={() => setPasting(!pasting)}
          data-testid="read-paste-toggle"
        >
          {pasting ? 'Hide the ABI box' : 'Paste an ABI…'}
        </button>
      </p>
      {pasted && !pasted.read.ok && (
        <p className="text-amber-700 dark:text-amber-400">
          The ABI saved for this contract cannot be read: paste it again.
        </p>
      )}
      <OutsideSourceOffer source="sourcify" />
      {pasting && <AbiPanel addresses={[address]} selected={address} onSelect={() => {}} stored={stored} />}
    </div>
  );
}
