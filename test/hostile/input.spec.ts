/**
 * Bad input, table-driven: every kind of wrong value a person can paste into the search box, a
 * link (route parameters and the storage page's ?slot= / ?block=), the settings form and the slot
 * calculator gets its own specific message — and the gateway's counter for this file's key proves
 * nothing was sent. (search.spec.ts and settings.spec.ts hold the first, basic cases; these are
 * the hostile ones.) The case count per input is printed in the summary table.
 */
import type { Page } from '@playwright/test';
import { expect, probeSettled, test } from '../e2e/support/fixtures.ts';
import { hostileKey, printSummary, recordCase, requestsFor, runCases, summaryScope } from './support.ts';

summaryScope('e2e-hostile-input');

const H = 'a'.repeat(64);
const A = 'b'.repeat(40);
const HASH = `0x${H}`;
const ANY_HASH = `0x${'1'.repeat(64)}`;
const ADDRESS = `0x${A}`;

type Case = { name: string; input: string; message: string | RegExp };

// --- the search box -----------------------------------------------------------------------------
const searchCases: Case[] = [
  { name: 'odd length, one digit past a hash', input: `0x${'a'.repeat(65)}`, message: '65 hex digits is too long' },
  {
    name: 'odd length, one digit short of an address',
    input: `0x${'a'.repeat(39)}`,
    message: '39 hex digits is too short',
  },
  {
    name: 'between address and hash length',
    input: `0x${'a'.repeat(41)}`,
    message: '41 hex digits: an address has 40 and a transaction hash 64',
  },
  { name: 'no 0x, 63 digits', input: 'a'.repeat(63), message: 'Hex values start with 0x; this has 63 hex digits' },
  {
    name: '21-byte address without 0x',
    input: 'a'.repeat(42),
    message: 'Hex values start with 0x; this has 42 hex digits',
  },
  { name: '21-byte address', input: `0x${'c'.repeat(42)}`, message: 'one byte too long for an address' },
  { name: '0X prefix, wrong length', input: `0X${'A'.repeat(20)}`, message: '20 hex digits is too short' },
  { name: 'non-hex first digit', input: `0xz${'a'.repeat(39)}`, message: '“z” at position 3 is not a hex digit' },
  {
    name: 'non-hex in the middle of a hash',
    input: `0x${'a'.repeat(30)}q${'a'.repeat(33)}`,
    message: '“q” at position 33 is not a hex digit',
  },
  {
    name: 'Cyrillic look-alike “а” in a hash',
    input: `0x\u0430${'a'.repeat(63)}`,
    message: '“а” at position 3 is not a hex digit',
  },
  { name: 'right-to-left override in a hash', input: `0x\u202e${H}`, message: 'at position 3 is not a hex digit' },
  { name: 'emoji inside hex', input: '0x12🦄34', message: '“🦄” at position 5 is not a hex digit' },
  { name: 'percent-encoded digit', input: '0x%41', message: '“%” at position 3 is not a hex digit' },
  { name: 'double 0x', input: `0x0x${H}`, message: '“x” at position 4 is not a hex digit' },
  {
    name: 'zero-width around a short value',
    input: `\u200b0x${'12'.repeat(10)}\u200b`,
    message: '20 hex digits is too short',
  },
  {
    name: 'surrounding spaces and newline around a short value',
    input: `  0x${'abc'.repeat(7)}  \n`,
    message: '21 hex digits is too short',
  },
  { name: 'tab between two values', input: '0xabc\t0xdef', message: 'There is a space inside the text' },
  { name: 'full-width digits', input: '０ｘ１２', message: 'Paste a transaction hash (0x + 64 hex digits)' },
  {
    name: 'HTML in hex position',
    input: '0x<img src=x onerror=alert(1)>',
    message: 'There is a space inside the text',
  },
  { name: 'javascript: URL', input: 'javascript:alert(1)', message: 'Paste a transaction hash (0x + 64 hex digits)' },
  {
    name: 'explorer link to an 80-digit block number',
    input: `https://etherscan.io/block/${'9'.repeat(80)}`,
    message: '80 digits is beyond any block: block numbers fit in 64 bits',
  },
  {
    name: 'explorer link with a short tx hash',
    input: 'https://etherscan.io/tx/0x1234',
    message: '4 hex digits is too short',
  },
  {
    name: 'explorer link with non-hex tx',
    input: 'https://etherscan.io/tx/0xzz',
    message: 'That link does not point to a transaction',
  },
  { name: 'negative hex index', input: `${HASH}:-0x1`, message: 'A transaction index cannot be negative' },
  {
    name: 'overflowing decimal index',
    input: `${HASH}:99999999999999999999`,
    message: 'Index 99999999999999999999 is too large',
  },
  { name: 'overflowing hex index', input: `${HASH}:0x100000000`, message: 'Index 0x100000000 is too large' },
  { name: 'fractional index', input: `${HASH}:1.5`, message: '“1.5” is not a transaction index' },
  { name: 'scientific-notation index', input: `${HASH}/1e3`, message: '“1e3” is not a transaction index' },
  { name: 'empty index', input: `${HASH}:`, message: '“” is not a transaction index' },
  {
    name: 'short block hash with index',
    input: '0x1234:2',
    message: 'The block hash before “:” must be 32 bytes (64 hex digits after 0x); it has 4',
  },
  { name: '80-digit block number', input: '1'.repeat(80), message: '80 digits is beyond any block' },
  { name: 'block number one past 64 bits', input: '18446744073709551616', message: 'block numbers fit in 64 bits' },
  { name: 'block number in scientific notation', input: '1e5', message: '“1e5” is scientific notation' },
  { name: 'negative number', input: '-1', message: 'A block number cannot be negative (-1)' },
  { name: '17 hex digits: no block number', input: `0x1${'0'.repeat(16)}`, message: '17 hex digits is too short' },
  { name: 'SQL-ish text', input: "' OR 1=1 --", message: 'There is a space inside the text' },
  { name: '301 characters', input: 'b'.repeat(301), message: 'That is 301 characters long' },
  { name: '100,000 characters', input: '0x'.padEnd(100_000, 'f'), message: 'That is 100000 characters long' },
];

// --- links: route parameters and the storage page's query ------------------------------------------
type RouteCase = { name: string; path: string; message: string | RegExp; testId?: string };
const routeCases: RouteCase[] = [
  { name: 'tx: short hash', path: '/tx/0x1234', message: 'valid transaction hash' },
  {
    name: 'tx: no 0x',
    path: `/tx/${H}`,
    message: `(64 characters); a transaction hash is 0x followed by 64 hex digits`,
  },
  { name: 'tx: 0X prefix', path: `/tx/0X${H}`, message: 'This link does not hold a valid transaction hash' },
  { name: 'tx: odd length', path: `/tx/0x${'a'.repeat(63)}`, message: '(65 characters)' },
  { name: 'tx: one byte too long', path: `/tx/0x${'a'.repeat(66)}`, message: '(68 characters)' },
  { name: 'tx: non-hex', path: `/tx/0x${'g'.repeat(64)}`, message: 'valid transaction hash' },
  { name: 'tx: script text', path: '/tx/%3Cscript%3Ealert(1)%3C%2Fscript%3E', message: '“<script>alert(1)</script>”' },
  { name: 'tx: emoji', path: '/tx/%F0%9F%A6%84', message: '“🦄”' },
  { name: 'tx: zero-width space', path: `/tx/%E2%80%8B${HASH}`, message: '(67 characters)' },
  { name: 'tx: 2,000 characters, shown cut', path: `/tx/0x${'e'.repeat(1998)}`, message: '(2000 characters)' },
  { name: 'receipt: short hash', path: '/tx/0x1234/receipt', message: 'valid transaction hash' },
  { name: 'receipt: surrounding spaces', path: `/tx/%20${HASH}%20/receipt`, message: '(68 characters)' },
  { name: 'block: short block hash', path: '/block/0x1234/tx/0', message: 'valid block hash' },
  { name: 'block page: negative number', path: '/block/-1', message: 'A block number cannot be negative' },
  { name: 'block page: 80 digits', path: `/block/${'9'.repeat(80)}`, message: '80 digits is beyond any block' },
  { name: 'block page: scientific notation', path: '/block/1e5', message: '“1e5” is scientific notation' },
  { name: 'block page: pending', path: '/block/pending', message: 'Not a block' },
  { name: 'block: negative index', path: `/block/${HASH}/tx/-1`, message: 'valid transaction index' },
  { name: 'block: overflowing index', path: `/block/${HASH}/tx/4294967296`, message: '“4294967296”' },
  {
    name: 'block: 2^256 index',
    path: `/block/${HASH}/tx/${(2n ** 256n).toString()}`,
    message: 'valid transaction index',
  },
  { name: 'block: word index', path: `/block/${HASH}/tx/abc`, message: 'a whole number from 0' },
  { name: 'block: fractional index', path: `/block/${HASH}/tx/1.5`, message: '“1.5”' },
  { name: 'block: bare 0x index', path: `/block/${HASH}/tx/0x`, message: '“0x”' },
  { name: 'address: short address', path: '/address/0x1234', message: 'This link does not hold a valid address' },
  { name: 'address: without 0x', path: `/address/${A}`, message: '(40 characters); an address is 0x followed by 40' },
  // EIP-55's example with one letter's case changed
  {
    name: 'address: a mixed case that is not its checksum',
    path: '/address/0x5aAeb6053F3E94C9b9A09f33669435E7Ef1Beaed',
    message: 'The checksum does not match: probably a typo',
  },
  {
    name: 'storage: a mixed case that is not its checksum',
    path: '/address/0x5aAeb6053F3E94C9b9A09f33669435E7Ef1Beaed/storage',
    message: 'The checksum does not match: probably a typo',
  },
  { name: 'storage: short address', path: '/address/0x1234/storage', message: 'valid contract address' },
  { name: 'storage: 21-byte address', path: `/address/0x${'b'.repeat(42)}/storage`, message: '(44 characters)' },
  { name: 'storage: address without 0x', path: `/address/${A}/storage`, message: 'valid contract address' },
  {
    name: 'storage: negative slot',
    path: `/address/${ADDRESS}/storage?slot=-1`,
    message: 'Position: Must not be negative: -1',
    testId: 'position-error',
  },
  {
    name: 'storage: slot 2^256',
    path: `/address/${ADDRESS}/storage?slot=${(2n ** 256n).toString()}`,
    message: 'Position: Too large: the maximum is 2^256 − 1',
    testId: 'position-error',
  },
  {
    name: 'storage: non-hex slot',
    path: `/address/${ADDRESS}/storage?slot=0xzz`,
    message: 'Position: Not a hex number: 0xzz',
    testId: 'position-error',
  },
  {
    name: 'storage: fractional slot',
    path: `/address/${ADDRESS}/storage?slot=1.5`,
    message: 'Position: Whole numbers only',
    testId: 'position-error',
  },
  {
    name: 'storage: slot with digit separators',
    path: `/address/${ADDRESS}/storage?slot=1%2C000`,
    message: 'Position: Remove the digit separators from 1,000',
    testId: 'position-error',
  },
  {
    name: 'storage: scientific slot',
    path: `/address/${ADDRESS}/storage?slot=1e18`,
    message: 'Position: Scientific notation is not supported',
    testId: 'position-error',
  },
  {
    name: 'storage: script slot',
    path: `/address/${ADDRESS}/storage?slot=%3Cscript%3E`,
    message: 'Position: Not a number: "<script>"',
    testId: 'position-error',
  },
  {
    name: 'storage: negative block',
    path: `/address/${ADDRESS}/storage?block=-5`,
    message: 'A block number cannot be negative (-5)',
    testId: 'block-error',
  },
  {
    name: 'storage: block past 64 bits',
    path: `/address/${ADDRESS}/storage?block=18446744073709551616`,
    message: 'Block number too large: block numbers fit in 64 bits',
    testId: 'block-error',
  },
  {
    name: 'storage: block word',
    path: `/address/${ADDRESS}/storage?block=yesterday`,
    message: 'Not a block: "yesterday"',
    testId: 'block-error',
  },
];

// --- the settings form --------------------------------------------------------------------------
type SettingsCase = {
  name: string;
  base?: string;
  key?: string;
  url?: string;
  message: string;
  button?: 'Save and connect' | 'Test connection';
};
const settingsCases: SettingsCase[] = [
  { name: 'empty base URL', base: '', key: 'k', message: 'Enter the provider base URL.' },
  {
    name: 'javascript: base URL',
    base: 'javascript:alert(1)',
    key: 'k',
    message: 'The provider base URL must start with https:// or http://',
  },
  // a wss:// base is accepted (it picks the WebSocket transport); plain ws:// elsewhere is not
  {
    name: 'ws: base URL on another host',
    base: 'ws://example.com',
    key: 'k',
    message: 'Plain ws:// would send the API key unencrypted',
  },
  { name: 'scheme only', base: 'https://', key: 'k', message: '“https:” is not a URL' },
  {
    name: 'script text as base URL',
    base: '<script>alert(1)</script>',
    key: 'k',
    message: '“<script>alert(1)</script>” is not a URL',
  },
  {
    name: '5,000-character base URL (message cut)',
    base: 'a'.repeat(5000),
    key: 'k',
    message: `“${'a'.repeat(40)}…” is not a URL`,
  },
  {
    name: 'base URL with the key path',
    base: 'https://mainnet.example.io/v3/abc',
    key: 'k',
    message: 'Give the base URL only',
  },
  { name: 'empty key', base: 'https://example.com', key: '', message: 'Enter the API key' },
  { name: 'whitespace-only key', base: 'https://example.com', key: ' \t ', message: 'Enter the API key' },
  {
    name: 'key with a slash',
    base: 'https://example.com',
    key: 'abc/def',
    message: 'An API key has no spaces, slashes, ? or #',
  },
  {
    name: 'key with a query',
    base: 'https://example.com',
    key: 'abc?x=1',
    message: 'An API key has no spaces, slashes, ? or #',
  },
  {
    name: 'key with a fragment',
    base: 'https://example.com',
    key: 'abc#x',
    message: 'An API key has no spaces, slashes, ? or #',
    button: 'Test connection',
  },
  {
    name: 'key with a newline inside',
    base: 'https://example.com',
    key: 'abc\ndef',
    message: 'An API key has no spaces, slashes, ? or #',
  },
  { name: 'empty RPC URL', url: '', message: 'Enter the RPC URL.' },
  {
    name: 'javascript: RPC URL',
    url: 'javascript:alert(1)',
    message: 'The RPC URL must start with https:// or http:// or wss:// or ws://',
  },
  { name: 'file: RPC URL', url: 'file:///etc/passwd', message: 'The RPC URL must start with' },
  {
    name: 'RPC URL with a space in the host',
    url: 'http://exa mple.com',
    message: 'The RPC URL has a space inside',
    button: 'Test connection',
  },
  {
    name: 'base URL with a tab inside',
    base: 'https://exa\tmple.com',
    key: 'k',
    message: 'The provider base URL has a space inside',
  },
  {
    name: 'plain http to a remote host',
    base: 'http://rpc.example.org',
    key: 'k',
    message: 'would send the API key unencrypted: use https://',
  },
];

// --- the slot calculator (/slots) -----------------------------------------------------------------
type CalcCase = { name: string; mode: string; fill: Record<string, string>; errorIn: string; message: string };
const calcCases: CalcCase[] = [
  {
    name: 'negative slot',
    mode: 'Variable',
    fill: { 'calc-slot': '-1' },
    errorIn: 'calc-slot',
    message: 'Slot: Must not be negative: -1',
  },
  {
    name: 'slot 2^256',
    mode: 'Variable',
    fill: { 'calc-slot': (2n ** 256n).toString() },
    errorIn: 'calc-slot',
    message: 'Slot: too large, the maximum is 2^256 − 1',
  },
  {
    name: 'non-hex slot',
    mode: 'Variable',
    fill: { 'calc-slot': '0xzz' },
    errorIn: 'calc-slot',
    message: 'Slot: Not a hex number: 0xzz',
  },
  {
    name: 'bare 0x slot',
    mode: 'Variable',
    fill: { 'calc-slot': '0x' },
    errorIn: 'calc-slot',
    message: 'Slot: "0x" needs hex digits after it',
  },
  {
    name: 'fractional slot',
    mode: 'Variable',
    fill: { 'calc-slot': '1.5' },
    errorIn: 'calc-slot',
    message: 'Slot: Whole numbers only: 1.5 has a fractional part',
  },
  {
    name: 'scientific slot',
    mode: 'Variable',
    fill: { 'calc-slot': '1e18' },
    errorIn: 'calc-slot',
    message: 'Slot: Scientific notation is not supported',
  },
  {
    name: 'slot with separators',
    mode: 'Variable',
    fill: { 'calc-slot': '1_000' },
    errorIn: 'calc-slot',
    message: 'Slot: Remove the digit separators from 1_000',
  },
  {
    name: 'emoji slot',
    mode: 'Variable',
    fill: { 'calc-slot': '🦄' },
    errorIn: 'calc-slot',
    message: 'Slot: Not a number: "🦄"',
  },
  {
    name: 'script slot',
    mode: 'Variable',
    fill: { 'calc-slot': '<script>alert(1)</script>' },
    errorIn: 'calc-slot',
    message: 'Slot: Not a number: "<script>alert(1)</script>"',
  },
  {
    name: 'address key, 2 bytes',
    mode: 'Mapping',
    fill: { 'calc-key-type': 'address', 'calc-key-value': '0x1234' },
    errorIn: 'calc-key-value',
    message: 'An address is 20 bytes (40 hex digits); key has 2',
  },
  {
    name: 'address key, 21 bytes',
    mode: 'Mapping',
    fill: { 'calc-key-type': 'address', 'calc-key-value': `0x${'a'.repeat(42)}` },
    errorIn: 'calc-key-value',
    message: 'An address is 20 bytes (40 hex digits); key has 21',
  },
  {
    name: 'address key, odd length',
    mode: 'Mapping',
    fill: { 'calc-key-type': 'address', 'calc-key-value': '0x123' },
    errorIn: 'calc-key-value',
    message: 'Key (address) has an odd number of hex digits (3)',
  },
  {
    name: 'address key, no 0x',
    mode: 'Mapping',
    fill: { 'calc-key-type': 'address', 'calc-key-value': A },
    errorIn: 'calc-key-value',
    message: 'Key (address) must start with 0x',
  },
  {
    name: 'address key, non-hex',
    mode: 'Mapping',
    fill: { 'calc-key-type': 'address', 'calc-key-value': `0xg${'a'.repeat(39)}` },
    errorIn: 'calc-key-value',
    message: 'Key (address) has a non-hex character "g"',
  },
  {
    name: 'address key, emoji',
    mode: 'Mapping',
    fill: { 'calc-key-type': 'address', 'calc-key-value': `0x${'a'.repeat(38)}🦄` },
    errorIn: 'calc-key-value',
    message: 'Key (address) has a non-hex character "🦄"',
  },
  {
    name: 'bool key "yes"',
    mode: 'Mapping',
    fill: { 'calc-key-type': 'bool', 'calc-key-value': 'yes' },
    errorIn: 'calc-key-value',
    message: 'A bool key is true or false; got "yes"',
  },
  {
    name: 'uint8 key 256',
    mode: 'Mapping',
    fill: { 'calc-key-type': 'uint8', 'calc-key-value': '256' },
    errorIn: 'calc-key-value',
    message: '256 does not fit uint8',
  },
  {
    name: 'uint256 key -1',
    mode: 'Mapping',
    fill: { 'calc-key-type': 'uint256', 'calc-key-value': '-1' },
    errorIn: 'calc-key-value',
    message: 'A uint256 key cannot be negative',
  },
  {
    name: 'uint256 key 2^256',
    mode: 'Mapping',
    fill: { 'calc-key-type': 'uint256', 'calc-key-value': (2n ** 256n).toString() },
    errorIn: 'calc-key-value',
    message: 'does not fit uint256',
  },
  {
    name: 'int8 key -129',
    mode: 'Mapping',
    fill: { 'calc-key-type': 'int8', 'calc-key-value': '-129' },
    errorIn: 'calc-key-value',
    message: '-129 does not fit int8',
  },
  {
    name: 'bytes4 key of 2 bytes',
    mode: 'Mapping',
    fill: { 'calc-key-type': 'bytes4', 'calc-key-value': '0x1234' },
    errorIn: 'calc-key-value',
    message: 'A bytes4 key is exactly 4 bytes (8 hex digits); got 2',
  },
  {
    name: 'key type uint7',
    mode: 'Mapping',
    fill: { 'calc-key-type': 'uint7', 'calc-key-value': '1' },
    errorIn: 'calc-key-type',
    message: 'uint7 is not a Solidity type',
  },
  {
    name: 'key type bytes33',
    mode: 'Mapping',
    fill: { 'calc-key-type': 'bytes33', 'calc-key-value': '0x00' },
    errorIn: 'calc-key-type',
    message: 'bytesN takes N from 1 to 32',
  },
  {
    name: 'key type as HTML',
    mode: 'Mapping',
    fill: { 'calc-key-type': '<b>x</b>', 'calc-key-value': '1' },
    errorIn: 'calc-key-type',
    message: '"<b>x</b>" cannot be a mapping key here',
  },
  {
    name: 'array: negative index',
    mode: 'Array element',
    fill: { 'calc-index': '-1' },
    errorIn: 'calc-index',
    message: 'Index: Must not be negative: -1',
  },
  {
    name: 'array: index 2^256',
    mode: 'Array element',
    fill: { 'calc-index': (2n ** 256n).toString() },
    errorIn: 'calc-index',
    message: 'Index: too large',
  },
  {
    name: 'array: element size 0',
    mode: 'Array element',
    fill: { 'calc-index': '0', 'calc-element-size': '0' },
    errorIn: 'calc-element-size',
    message: 'Element size must be a whole number of bytes ≥ 1, got 0',
  },
  {
    name: 'array: element size as text',
    mode: 'Array element',
    fill: { 'calc-index': '0', 'calc-element-size': 'abc' },
    errorIn: 'calc-element-size',
    message: 'Element size is a whole number of bytes',
  },
  {
    name: 'struct: bare 0x member slot',
    mode: 'Struct member',
    fill: { 'calc-member-slot': '0x' },
    errorIn: 'calc-member-slot',
    message: 'Member slot: "0x" needs hex digits after it',
  },
  {
    name: 'string data: negative chunk',
    mode: 'String data',
    fill: { 'calc-chunk': '-3' },
    errorIn: 'calc-chunk',
    message: 'Chunk: Must not be negative: -3',
  },
];

const readAtCases: Case[] = [
  {
    name: 'read at a 21-byte address',
    input: `0x${'d'.repeat(42)}`,
    message: 'Not an address: an address is 0x followed by 40 hex digits (got 42 characters after 0x)',
  },
  { name: 'read at an empty address', input: '   ', message: 'Enter the contract’s address' },
  { name: 'read at script text', input: '<script>alert(1)</script>', message: 'Not an address' },
];

// --------------------------------------------------------------------------------------------------

async function connectRemembered(page: Page, base: string, key: string): Promise<void> {
  await page.goto('/settings');
  await page.getByLabel('Provider base URL + API key').check();
  await page.getByLabel('Base URL', { exact: true }).fill(base);
  await page.getByLabel('API key', { exact: true }).fill(key);
  await page.getByLabel('HTTPS').check();
  // remembered, so a pasted link (a full page load) still has the key: that is the realistic case
  await page.getByLabel(/Remember the key/).check();
  await page.getByRole('button', { name: 'Save and connect' }).click();
  await expect(page.getByTestId('connection-badge')).toContainText('HTTP');
  // the endpoint probe's one request is behind us: what follows counts only the cases
  await probeSettled(page, { kind: 'provider', base, apiKey: key, transport: 'http' });
}

async function search(page: Page, text: string) {
  const box = page.getByRole('searchbox');
  await box.fill(text);
  // typing clears the last message, so a stale one can never pass for this case's
  await expect(page.getByTestId('search-error')).toHaveCount(0);
  await box.press('Enter');
}

test.afterAll(() => printSummary('bad input'));

test('bad input in the search box: a specific message each, nothing sent', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  const key = hostileKey(manifest, 'input-search');
  await connectRemembered(page, manifest.base, key);
  const before = await requestsFor(manifest, key);
  await page.goto('/settings'); // a page with no lookups of its own
  await runCases(
    `bad input: search box`,
    searchCases,
    (c) => c.name,
    async (c) => {
      await search(page, c.input);
      await expect(page.getByTestId('search-error')).toContainText(c.message, { timeout: 3000 });
      await expect(page).toHaveURL('/settings');
    },
  );
  await recordCase('bad input: search box', 'nothing sent under the key', async () =>
    expect(await requestsFor(manifest, key)).toBe(before),
  );
  expect(consoleErrors).toEqual([]);
});

test('bad input in links: route parameters and ?slot= / ?block= are explained, nothing sent', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  const key = hostileKey(manifest, 'input-route');
  await connectRemembered(page, manifest.base, key);
  const before = await requestsFor(manifest, key);
  await runCases(
    'bad input: links',
    routeCases,
    (c) => c.name,
    async (c) => {
      await page.goto(c.path);
      const where = page.getByTestId(c.testId ?? 'bad-input');
      await expect(where).toContainText(c.message, { timeout: 3000 });
      if (c.testId) await expect(page.getByTestId('nothing-sent')).toBeVisible();
      // what is shown is text, never markup
      expect(await page.locator('main script, main img').count()).toBe(0);
    },
  );
  await recordCase('bad input: links', 'nothing sent under the key', async () =>
    expect(await requestsFor(manifest, key)).toBe(before),
  );
  expect(consoleErrors).toEqual([]);
});

type Call = { method: string; params: unknown[] };

test('leading zeros and 0X in quantities are normalised before anything is sent', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  const key = hostileKey(manifest, 'input-canonical');
  await connectRemembered(page, manifest.base, key);
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(key) && request.method() === 'POST') bodies.push(request.postData() ?? '');
  });
  const cases = [
    // a block position also looks the next index up ahead (is this the last one?): canonical as well
    {
      name: 'index 007 in a link',
      path: `/block/${manifest.block.hash}/tx/007`,
      param: '"0x7"',
      lookAhead: manifest.block.transactionCount > 7 ? '"0x8"' : undefined,
    },
    {
      name: 'index 0X01 in a link',
      path: `/block/${manifest.block.hash}/tx/0X01`,
      param: '"0x1"',
      lookAhead: manifest.block.transactionCount > 1 ? '"0x2"' : undefined,
    },
    { name: 'slot 0x0001 in a link', path: `/address/${manifest.storage.address}/storage?slot=0x0001`, param: '"0x1"' },
    { name: 'slot 000 in a link', path: `/address/${manifest.storage.address}/storage?slot=000`, param: '"0x0"' },
  ];
  await runCases(
    'bad input: normalised',
    cases,
    (c) => c.name,
    async (c) => {
      bodies.length = 0;
      await page.goto(c.path);
      // the block page also asks for the found transaction's receipt, which carries no quantity;
      // calls made in the same tick travel as one JSON-RPC batch (an array)
      const sentParams = () =>
        bodies
          .flatMap((body) => [JSON.parse(body) as Call | Call[]].flat())
          .filter((b) => b.method !== 'eth_getTransactionReceipt')
          .map((b) => JSON.stringify(b.params[1]));
      const expected = [c.param, ...('lookAhead' in c && c.lookAhead ? [c.lookAhead] : [])];
      // all of this case's requests are on the wire before the next case starts counting
      await expect.poll(() => expected.every((param) => sentParams().includes(param)), { timeout: 5000 }).toBe(true);
      // the quantity on the wire is canonical: no leading zero, lower-case 0x
      const sent = sentParams();
      expect(sent).toContain(c.param);
      for (const param of sent) expect(expected).toContain(param);
    },
  );
  expect(consoleErrors).toEqual([]);
});

test('bad input in the settings form: a message per field, nothing sent anywhere', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  await page.goto('/settings');
  // the bundled devnet's endpoint probe, behind us: what follows counts only the cases
  await probeSettled(page, { kind: 'provider', base: manifest.base, apiKey: manifest.apiKey, transport: 'http' });
  const before = (await (await fetch(manifest.admin!.stats)).json()) as { requests: number };
  await runCases(
    'bad input: settings',
    settingsCases,
    (c) => c.name,
    async (c) => {
      await page.goto('/settings');
      if (c.url !== undefined) {
        await page.getByLabel('Full RPC URL').check();
        await page.getByLabel('RPC URL (http, https, ws or wss)').fill(c.url);
      } else {
        await page.getByLabel('Provider base URL + API key').check();
        await page.getByLabel('Base URL', { exact: true }).fill(c.base ?? '');
        await page.getByLabel('API key', { exact: true }).fill(c.key ?? '');
      }
      await page.getByRole('button', { name: c.button ?? 'Save and connect' }).click();
      await expect(page.getByRole('alert').filter({ hasText: c.message })).toBeVisible({ timeout: 3000 });
      await expect(page.getByTestId('connection-test')).not.toContainText('Saved');
    },
  );
  const after = (await (await fetch(manifest.admin!.stats)).json()) as { requests: number };
  await recordCase('bad input: settings', 'nothing sent to the gateway', () =>
    expect(after.requests).toBe(before.requests),
  );
  expect(consoleErrors).toEqual([]);
});

test('bad input in the slot calculator: the message sits under its box, no slot, nothing sent', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  const key = hostileKey(manifest, 'input-calc');
  await connectRemembered(page, manifest.base, key);
  const before = await requestsFor(manifest, key);
  await page.goto('/slots');
  const calculator = page.getByTestId('slot-calculator');
  await runCases(
    'bad input: slot calculator',
    calcCases,
    (c) => c.name,
    async (c) => {
      await calculator.getByRole('tab', { name: c.mode, exact: true }).click();
      if (c.mode !== 'Variable' && !('calc-slot' in c.fill)) await page.getByTestId('calc-slot').fill('0');
      for (const [testId, value] of Object.entries(c.fill)) await page.getByTestId(testId).fill(value);
      await expect(page.getByTestId(`${c.errorIn}-error`)).toContainText(c.message, { timeout: 3000 });
      await expect(page.getByTestId('calc-result')).toHaveCount(0);
      // reset the boxes for the next case
      for (const testId of Object.keys(c.fill))
        await page
          .getByTestId(testId)
          .fill(testId === 'calc-element-size' ? '32' : testId === 'calc-key-type' ? 'address' : '0');
    },
  );
  // a valid slot, then an address that is not one: the read is refused before any request
  await calculator.getByRole('tab', { name: 'Variable', exact: true }).click();
  await page.getByTestId('calc-slot').fill('3');
  await runCases(
    'bad input: slot calculator',
    readAtCases,
    (c) => c.name,
    async (c) => {
      await page.getByTestId('calc-address').fill(c.input);
      await page.getByTestId('calc-read').click();
      await expect(page.getByTestId('calc-address-error')).toContainText(c.message, { timeout: 3000 });
      // still on the calculator (its own inputs ride in the query), not sent to a storage page
      expect(new URL(page.url()).pathname).toBe('/slots');
    },
  );
  await recordCase('bad input: slot calculator', 'nothing sent under the key', async () =>
    expect(await requestsFor(manifest, key)).toBe(before),
  );
  expect(consoleErrors).toEqual([]);
});

test('an API key with invisible or non-ASCII characters is refused in the form, not by crashing the app', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  const keys = [
    { name: 'zero-width space inside', key: 'scoped-abc\u200bdef' },
    { name: 'emoji', key: 'scoped-key🦄' },
    { name: 'Cyrillic letter', key: 'scoped-kеy' },
  ];
  await page.goto('/settings');
  // the bundled devnet's endpoint probe, behind us: what follows counts only the cases
  await probeSettled(page, { kind: 'provider', base: manifest.base, apiKey: manifest.apiKey, transport: 'http' });
  const before = (await (await fetch(manifest.admin!.stats)).json()) as { requests: number };
  await runCases(
    'bad input: settings',
    keys,
    (c) => c.name,
    async (c) => {
      for (const button of ['Test connection', 'Save and connect'] as const) {
        await page.goto('/settings');
        await page.getByLabel('Provider base URL + API key').check();
        await page.getByLabel('Base URL', { exact: true }).fill(manifest.base);
        await page.getByLabel('API key', { exact: true }).fill(c.key);
        await page.getByRole('button', { name: button }).click();
        await expect(
          page.getByRole('alert').filter({ hasText: 'An API key holds only letters, digits and . _ ~ -' }),
        ).toBeVisible({ timeout: 3000 });
        await expect(page.getByRole('heading', { name: 'Connection' })).toBeVisible();
      }
    },
  );
  const after = (await (await fetch(manifest.admin!.stats)).json()) as { requests: number };
  expect(after.requests).toBe(before.requests);
  expect(consoleErrors).toEqual([]);
});

test('a tampered remembered connection in local storage is not a crash on every load', async ({
  page,
  consoleErrors,
}) => {
  const stored = [
    {
      name: 'a key with a space',
      value: {
        kind: 'provider',
        base: 'https://example.com',
        apiKey: 'bad key',
        transport: 'http',
        remember: true,
        source: 'user',
      },
    },
    {
      name: 'a key with an emoji',
      value: {
        kind: 'provider',
        base: 'https://example.com',
        apiKey: 'key🦄',
        transport: 'websocket',
        remember: true,
        source: 'user',
      },
    },
    {
      name: 'a javascript: base URL',
      value: {
        kind: 'provider',
        base: 'javascript:alert(1)',
        apiKey: 'k',
        transport: 'http',
        remember: true,
        source: 'user',
      },
    },
    { name: 'an ftp: RPC URL', value: { kind: 'url', url: 'ftp://example.com/v3/k', remember: true, source: 'user' } },
    { name: 'not JSON', value: '{"kind": "provider", "base": ' },
  ];
  await page.goto('/settings');
  await runCases(
    'bad input: stored settings',
    stored,
    (c) => c.name,
    async (c) => {
      await page.evaluate(
        (text) => localStorage.setItem('hexray.connection', text),
        typeof c.value === 'string' ? c.value : JSON.stringify(c.value),
      );
      await page.goto(`/tx/${ANY_HASH}`);
      // the app still renders: a page, the search box, a way to the settings
      await expect(page.getByRole('searchbox')).toBeVisible({ timeout: 5000 });
      await page.goto('/settings');
      await expect(page.getByRole('heading', { name: 'Connection' })).toBeVisible({ timeout: 5000 });
    },
  );
  expect(consoleErrors).toEqual([]);
});
