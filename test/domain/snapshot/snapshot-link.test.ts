/**
 * Snapshot links: a real OP Mainnet transaction and its receipt go through the fragment and come
 * back the same; every hostile fragment (cut short, not deflate, a zip bomb, not JSON, a changed
 * field, a changed hash or sender) is refused with its own message. Node's zlib is the oracle that
 * the data really is raw deflate.
 */
import { readFileSync } from 'node:fs';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parseBlock } from '../../../src/domain/block.ts';
import { parseReceipt } from '../../../src/domain/receipt.ts';
import { headerJson } from '../../../src/domain/verify/block-header.ts';
import { parseTransaction } from '../../../src/domain/transaction.ts';
import {
  decodeSnapshot,
  encodeSnapshot,
  SNAPSHOT_LINK_LIMIT,
  type Snapshot,
} from '../../../src/domain/snapshot/snapshot-link.ts';
import { snapshotNetwork, snapshotRefusal } from '../../../src/domain/snapshot/verify-snapshot.ts';
import { verifyTransaction } from '../../../src/domain/verify/index.ts';
import { describeNetworkSource } from '../../../src/domain/network/resolve-network.ts';

type Raw = Record<string, unknown>;
const result = (path: string): Raw => (JSON.parse(readFileSync(path, 'utf8')) as { result: Raw }).result;
const rawTx = result('test/fixtures/recorded/op-mainnet-type2-tx.json');
const rawReceipt = result('test/fixtures/verify/op-mainnet-type2-receipt-l1fee.json');

const snapshot = (changes: Partial<Snapshot> = {}): Snapshot => ({
  chain: '10',
  endpoint: 'https://optimism-mainnet.infura.io/v3/<API_KEY>',
  fetchedAt: 1_795_000_000_000,
  transaction: parseTransaction(rawTx),
  receipt: parseReceipt(rawReceipt),
  proof: { kind: 'none', why: 'not-proved' },
  ...changes,
});

async function fragmentOf(s: Snapshot): Promise<string> {
  const encoded = await encodeSnapshot(s);
  if (!encoded.ok) throw new Error(`too long: ${encoded.tooLong}`);
  return encoded.fragment;
}

/** A fragment around any bytes, as a hostile link would carry them. */
const fragmentAround = (bytes: Uint8Array) => {
  const data = Buffer.from(bytes).toString('base64url');
  return `1.${data.length}.${data}`;
};
const deflated = (text: string) => fragmentAround(deflateRawSync(Buffer.from(text)));

async function refusal(fragment: string): Promise<string> {
  const decoded = await decodeSnapshot(fragment);
  if (decoded.ok) throw new Error('the fragment was accepted');
  return decoded.message;
}

describe('encodeSnapshot and decodeSnapshot', () => {
  it('carry a transaction and its receipt through a fragment unchanged', async () => {
    const fragment = await fragmentOf(snapshot());
    expect(fragment).toMatch(/^1\.\d+\.[A-Za-z0-9_-]+$/);
    expect(await decodeSnapshot(fragment)).toEqual({ ok: true, value: snapshot() });
  });

  it('carry a transaction without its receipt', async () => {
    const fragment = await fragmentOf(snapshot({ receipt: null, chain: 'unknown' }));
    expect(await decodeSnapshot(fragment)).toEqual({ ok: true, value: snapshot({ receipt: null, chain: 'unknown' }) });
  });

  it('write raw deflate of JSON (read back by zlib) with the version and the data’s length in front', async () => {
    const fragment = await fragmentOf(snapshot());
    const [version, length, data = ''] = fragment.split('.');
    expect(version).toBe('1');
    expect(Number(length)).toBe(data.length);
    const json = JSON.parse(inflateRawSync(Buffer.from(data, 'base64url')).toString('utf8')) as Raw;
    expect(json).toMatchObject({ format: 'hexray-snapshot', version: 1, chain: '10', fetchedAt: 1_795_000_000_000 });
    expect((json.transaction as Raw).hash).toBe(rawTx.hash);
    // compressed: a link far shorter than the JSON it carries
    expect(fragment.length).toBeLessThan(JSON.stringify(json).length / 1.5);
  });

  it('say how long a record too large for a link would be, instead of a link', async () => {
    const big = {
      ...parseTransaction(rawTx),
      input: `0x${Buffer.from(crypto.getRandomValues(new Uint8Array(30_000))).toString('hex')}`,
    } as const;
    const encoded = await encodeSnapshot(snapshot({ transaction: big }));
    expect(encoded).toMatchObject({ ok: false, limit: SNAPSHOT_LINK_LIMIT });
    if (!encoded.ok) expect(encoded.tooLong).toBeGreaterThan(SNAPSHOT_LINK_LIMIT);
  });

  const rawHeader = (
    JSON.parse(readFileSync('test/fixtures/recorded/execution-apis-block-by-hash-full.json', 'utf8')) as {
      result: Raw;
    }
  ).result;
  const header = parseBlock({ ...rawHeader, transactions: [] });
  const nodes = (count: number, size: number) =>
    Array.from({ length: count }, () => crypto.getRandomValues(new Uint8Array(size)));

  it('carry a receipt’s proof: the header’s hashed fields (not its transactions) and the nodes, byte for byte', async () => {
    const proof = { header, receipt: nodes(3, 200), previous: nodes(2, 100) };
    const decoded = await decodeSnapshot(await fragmentOf(snapshot({ proof: { kind: 'carried', proof } })));
    if (!decoded.ok || decoded.value.proof.kind !== 'carried') throw new Error('no proof came back');
    const back = decoded.value.proof.proof;
    expect(back.receipt).toEqual(proof.receipt);
    expect(back.previous).toEqual(proof.previous);
    expect(headerJson(back.header)).toEqual(headerJson(header));
    expect(back.header.transactions).toEqual([]);
    expect(back.header.hash).toBe(rawHeader.hash);
  });

  it('leave out a proof that would make the link too long, keeping the record, and say so', async () => {
    const proof = { header, receipt: nodes(60, 560), previous: null };
    const encoded = await encodeSnapshot(snapshot({ proof: { kind: 'carried', proof } }));
    if (!encoded.ok) throw new Error('the record itself was refused');
    expect(encoded.proofLeftOut).toBe(true);
    expect(await decodeSnapshot(encoded.fragment)).toMatchObject({
      ok: true,
      value: { proof: { kind: 'none', why: 'too-long' } },
    });
  });

  it('read a link made before proofs were carried: no proof, said as old', async () => {
    const fragment = await fragmentOf(snapshot());
    const json = JSON.parse(inflateRawSync(Buffer.from(fragment.split('.')[2]!, 'base64url')).toString('utf8')) as Raw;
    delete json.proof;
    expect(await decodeSnapshot(deflated(JSON.stringify(json)))).toEqual({
      ok: true,
      value: snapshot({ proof: { kind: 'none', why: 'old' } }),
    });
  });
});

describe('decodeSnapshot refuses, each with its own message', () => {
  it('an empty fragment', async () => {
    expect(await refusal('')).toMatch(/carries no snapshot: nothing follows the “#”/);
  });

  it('a link cut short, saying how much of it arrived', async () => {
    const fragment = await fragmentOf(snapshot());
    const data = fragment.split('.')[2] ?? '';
    expect(await refusal(fragment.slice(0, -100))).toBe(
      `This snapshot link is cut short: it holds ${data.length - 100} of its ${data.length} characters. Ask for the whole link (some apps cut long links).`,
    );
  });

  it('characters added to a link', async () => {
    expect(await refusal(`${await fragmentOf(snapshot())}AAAA`)).toMatch(/has 4 characters more than it says/);
  });

  it('data that is not raw deflate', async () => {
    // BTYPE 11 is reserved: no deflate stream starts with 0xff
    expect(await refusal(fragmentAround(new Uint8Array([0xff, 0xff, 0xff, 0xff])))).toBe(
      'This snapshot is not deflate-compressed data: it was damaged or changed.',
    );
    // zlib-wrapped deflate is not raw deflate either
    const data = Buffer.from([0x78, 0x9c, 0x01, 0x02]).toString('base64url');
    expect(await refusal(`1.${data.length}.${data}`)).toMatch(/not deflate-compressed/);
  });

  it('a zip bomb: refused once the inflated size passes 4 MB, before it is all inflated', async () => {
    const bomb = deflateRawSync(Buffer.alloc(40 * 1024 * 1024));
    const fragment = fragmentAround(bomb);
    expect(fragment.length).toBeLessThan(2 * SNAPSHOT_LINK_LIMIT);
    expect(await refusal(fragment)).toMatch(/inflates to more than 4 MB.*refused \(it may be a zip bomb\)/);
  });

  it('a fragment longer than any Hexray reads, unread', async () => {
    expect(await refusal(`1.70000.${'A'.repeat(70_000)}`)).toMatch(
      /is 69 KB long; Hexray writes at most 32 KB and reads no more than 64 KB/,
    );
  });

  it('characters outside base64url, naming the first', async () => {
    expect(await refusal('1.8.AAAA!AAA')).toBe(
      'This snapshot is not base64url: “!” at character 5 is not one of A–Z, a–z, 0–9, - and _.',
    );
  });

  it('a fragment without the version and length, or of another version', async () => {
    expect(await refusal('hello')).toMatch(/not a Hexray snapshot \(it does not start with its version and length\)/);
    expect(await refusal('2.4.AAAA')).toBe('This snapshot is format version 2; this Hexray reads version 1.');
  });

  it('inflated bytes that are not UTF-8, not JSON, or JSON of something else', async () => {
    expect(await refusal(fragmentAround(deflateRawSync(Buffer.from([0xc3, 0x28]))))).toMatch(/not UTF-8 text/);
    expect(await refusal(deflated('{"format":'))).toMatch(/inflates to text that is not JSON/);
    expect(await refusal(deflated('[1,2]'))).toMatch(/JSON, but not an object/);
    expect(await refusal(deflated('{"transaction":{}}'))).toMatch(/not a Hexray snapshot \(no format name\)/);
  });

  const payload = (changes: Raw) =>
    deflated(
      JSON.stringify({
        format: 'hexray-snapshot',
        version: 1,
        chain: '10',
        endpoint: 'https://mainnet.optimism.io/',
        fetchedAt: 1,
        transaction: rawTx,
        receipt: rawReceipt,
        ...changes,
      }),
    );

  it('a malformed field, naming it', async () => {
    expect(await decodeSnapshot(payload({}))).toMatchObject({ ok: true });
    expect(await refusal(payload({ transaction: { ...rawTx, nonce: 'seven' } }))).toMatch(
      /^The snapshot’s transaction\.nonce /,
    );
    expect(await refusal(payload({ receipt: { ...rawReceipt, logsBloom: '0x00' } }))).toMatch(
      /^The snapshot’s receipt\.logsBloom must be 256 bytes/,
    );
    expect(await refusal(payload({ chain: '0x0a' }))).toMatch(/network \(chain\) is not a decimal chain id/);
    expect(await refusal(payload({ fetchedAt: 'yesterday' }))).toMatch(/fetch time is not a time/);
    expect(await refusal(payload({ endpoint: 'x'.repeat(3000) }))).toMatch(/endpoint is not a short text/);
    expect(await refusal(payload({ version: 7 }))).toMatch(/format version is 7; this Hexray reads version 1/);
  });

  it('a receipt of another transaction', async () => {
    const other = `0x${'ab'.repeat(32)}`;
    expect(await refusal(payload({ receipt: { ...rawReceipt, transactionHash: other } }))).toBe(
      `The snapshot’s receipt belongs to transaction ${other}, not to ${String(rawTx.hash)}: it was changed.`,
    );
  });
});

describe('snapshotRefusal', () => {
  const network = (s: Snapshot) => snapshotNetwork(s);
  const refusalOf = (s: Snapshot) =>
    snapshotRefusal(s, verifyTransaction(s.transaction, network(s).network?.dialect ?? null));

  it('accepts the record as the endpoint sent it, on the network it was shared from', () => {
    const s = snapshot();
    // the snapshot's own word, not an endpoint's: the network line must not say "from the endpoint"
    expect(network(s)).toMatchObject({ chainId: 10n, network: { name: 'OP Mainnet' }, source: 'snapshot' });
    expect(refusalOf(s)).toBeNull();
  });

  it('a snapshot that names no network, of a transaction that names none, says so; no choice is offered', () => {
    const legacy = parseTransaction(result('test/fixtures/recorded/execution-apis-legacy-tx.json'));
    const s = snapshot({ chain: 'unknown', transaction: legacy, receipt: null });
    const resolved = network(s);
    expect(resolved).toEqual({ network: null, chainId: null, source: 'snapshot' });
    expect(describeNetworkSource(resolved)).toBe('the snapshot names no network, nor does its transaction');
    expect(refusalOf(s)).toBeNull();
  });

  it('refuses a transaction whose fields no longer hash to its hash, naming both hashes', async () => {
    const changed = parseTransaction({ ...rawTx, value: '0x1' });
    const decoded = await decodeSnapshot(await fragmentOf(snapshot({ transaction: changed })));
    if (!decoded.ok) throw new Error(decoded.message);
    expect(refusalOf(decoded.value)).toMatch(
      new RegExp(
        `^This snapshot was changed: its transaction’s fields hash to 0x[0-9a-f]{64}, not to the hash it names \\(${String(rawTx.hash)}\\)\\.$`,
      ),
    );
  });

  it('refuses a transaction whose sender is not the signer', () => {
    const s = snapshot({ transaction: parseTransaction({ ...rawTx, from: `0x${'11'.repeat(20)}` }) });
    expect(refusalOf(s)).toBe(
      `This snapshot was changed: its transaction’s signature was not made by the sender it names (0x${'11'.repeat(20)}).`,
    );
  });
});
