/**
 * The one order a name is chosen in: what the person pasted, then the contract's verified ABI,
 * then the built-in signatures; the signature database's guesses name only what none of those
 * names. Each name keeps its trust, for the mark beside it.
 */
import { describe, expect, it } from 'vitest';
import { COMMON_ERRORS, COMMON_EVENTS, COMMON_FUNCTIONS } from '../../../src/domain/abi/common-signatures.ts';
import { guessedEvent, guessedFunction } from '../../../src/domain/abi/guessed-signatures.ts';
import { parseJsonAbi, withTrust, type ParsedAbi } from '../../../src/domain/abi/json-abi.ts';
import {
  contractCandidate,
  errorsByTrust,
  eventsByTrust,
  functionsByTrust,
  trustedMost,
  TRUST_ORDER,
  withGuesses,
} from '../../../src/domain/abi/names-by-trust.ts';
import type { VerifiedContract } from '../../../src/domain/verified-contract.ts';
import { parsePastedAbi } from '../../../src/domain/abi/pasted-abi.ts';
import { eventTable, functionTable } from '../../../src/domain/abi/signature.ts';

const TRANSFER = '0xa9059cbb';
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const UNAUTHORIZED = '0x118cdaa7';
/** `swap(uint256,uint256,address,bytes)`: named by no built-in table */
const SWAP = '0x022c0d9f';

const verifiedAbi = (entries: unknown[]): ParsedAbi => withTrust(parseJsonAbi(entries, 'Vault'), 'verified');
const verified = verifiedAbi([
  {
    type: 'function',
    name: 'transfer',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
  },
  {
    type: 'function',
    name: 'swap',
    inputs: [
      { name: 'amount0Out', type: 'uint256' },
      { name: 'amount1Out', type: 'uint256' },
      { name: 'to', type: 'address' },
      { name: 'data', type: 'bytes' },
    ],
  },
  { type: 'error', name: 'OwnableUnauthorizedAccount', inputs: [{ name: 'account', type: 'address' }] },
  {
    type: 'event',
    name: 'Transfer',
    anonymous: false,
    inputs: [
      { name: 'from', type: 'address', indexed: true },
      { name: 'to', type: 'address', indexed: true },
      { name: 'value', type: 'uint256', indexed: false },
    ],
  },
]);
const pasted = parsePastedAbi(
  [
    'function transfer(address to, uint256 amount)',
    'error OwnableUnauthorizedAccount(address account)',
    'event Transfer(address indexed from, address indexed to, uint256 value)',
  ].join('\n'),
);

const trustsOf = (list: readonly { trust?: string }[] | undefined) => list?.map((entry) => entry.trust);

describe('names by trust', () => {
  it('with nothing pasted or verified, the built-in tables themselves', () => {
    expect(functionsByTrust([], [])).toBe(COMMON_FUNCTIONS);
    expect(errorsByTrust([], [])).toBe(COMMON_ERRORS);
    expect(eventsByTrust([], [])).toBe(COMMON_EVENTS);
  });

  it('the pasted name wins over the verified one, which wins over the built-in one', () => {
    expect(trustsOf(functionsByTrust(pasted.functions, verified.functions).get(TRANSFER))).toEqual(['pasted']);
    expect(trustsOf(functionsByTrust([], verified.functions).get(TRANSFER))).toEqual(['verified']);
    expect(trustsOf(functionsByTrust(pasted.functions, []).get(TRANSFER))).toEqual(['pasted']);
    expect(trustsOf(errorsByTrust(pasted.errors, verified.errors).get(UNAUTHORIZED))).toEqual(['pasted']);
    expect(trustsOf(errorsByTrust([], verified.errors).get(UNAUTHORIZED))).toEqual(['verified']);
    expect(trustsOf(errorsByTrust(pasted.errors, []).get(UNAUTHORIZED))).toEqual(['pasted']);
    expect(trustsOf(eventsByTrust(pasted.events, verified.events).get(TRANSFER_TOPIC))?.[0]).toBe('pasted');
    expect(trustsOf(eventsByTrust([], verified.events).get(TRANSFER_TOPIC))?.[0]).toBe('verified');
  });

  it('either source alone still keeps every built-in name it does not declare', () => {
    for (const table of [functionsByTrust(pasted.functions, []), functionsByTrust([], verified.functions)]) {
      for (const [selector, names] of COMMON_FUNCTIONS) {
        if (selector !== TRANSFER) expect(table.get(selector)).toEqual(names);
      }
    }
    for (const table of [errorsByTrust(pasted.errors, []), errorsByTrust([], verified.errors)]) {
      for (const [selector, names] of COMMON_ERRORS) {
        if (selector !== UNAUTHORIZED) expect(table.get(selector)).toEqual(names);
      }
    }
    const events = eventsByTrust([], verified.events);
    for (const [topic, names] of COMMON_EVENTS) {
      if (topic !== TRANSFER_TOPIC) expect(events.get(topic)).toEqual(names);
    }
    // the ERC-721 Transfer (all three indexed) is another declaration of the topic: it stays, after the verified one
    expect(
      eventsByTrust(pasted.events, [])
        .get(TRANSFER_TOPIC)
        ?.map((e) => e.trust),
    ).toEqual(expect.arrayContaining(['pasted', 'built-in']));
    expect(functionsByTrust([], verified.functions).get(SWAP)?.[0]).toMatchObject({ name: 'swap', source: 'Vault' });
  });

  it('guesses name only what the trusted table does not; without guesses the trusted table is kept', () => {
    const trusted = functionsByTrust([], verified.functions);
    expect(withGuesses(trusted, functionTable([]))).toBe(trusted);

    const approve = guessedFunction('approve(address,uint256)', '0x095ea7b3');
    const otherTransfer = guessedFunction('many_msg_babbage(bytes1)', TRANSFER);
    const collision = guessedFunction('transfer(bytes4[9],bytes5[6],int48[11])', TRANSFER);
    const guesses = [approve, otherTransfer, collision].flatMap((reading) => (reading.ok ? [reading.signature] : []));
    // a guess for a selector a trusted table names (the database knows a collision for transfer)
    expect(guesses.map((guess) => guess.selector)).toContain(TRANSFER);
    const merged = withGuesses(functionsByTrust([], []), functionTable(guesses));
    expect(trustsOf(merged.get('0x095ea7b3'))).toEqual(['built-in']);
    expect(merged.get(TRANSFER)).toBe(COMMON_FUNCTIONS.get(TRANSFER));

    const unnamed = guessedFunction('swap(uint256,uint256,address,bytes)', SWAP);
    if (!unnamed.ok) throw new Error(unnamed.problem);
    const named = withGuesses(COMMON_FUNCTIONS, functionTable([unnamed.signature]));
    expect(trustsOf(named.get(SWAP))).toEqual(['guessed']);
    // the trusted names come first, as they were
    expect([...named.keys()]).toEqual([...COMMON_FUNCTIONS.keys(), SWAP]);
    expect(COMMON_FUNCTIONS.has(SWAP)).toBe(false);
    expect(COMMON_EVENTS.has('0xc9695243a805adb74c91f28311176c65b417e842d5699893cef56d18bfa48cba')).toBe(false);

    const event = guessedEvent(
      'Harvest(address,uint256)',
      '0xc9695243a805adb74c91f28311176c65b417e842d5699893cef56d18bfa48cba',
    );
    if (!event.ok) throw new Error(event.problem);
    const events = withGuesses(COMMON_EVENTS, eventTable([event.signature]));
    expect(trustsOf(events.get(event.signature.topic0))).toEqual(['guessed']);
    expect(events.get(TRANSFER_TOPIC)).toBe(COMMON_EVENTS.get(TRANSFER_TOPIC));
  });
});

describe('what a value is called', () => {
  const guessedSwap = guessedFunction('swap(uint256,uint256,address,bytes)', SWAP);
  if (!guessedSwap.ok) throw new Error('the guess should read');

  it('is the trusted-most name, with its source, whatever order the candidates come in', () => {
    const candidates = [
      guessedSwap.signature,
      ...(functionsByTrust([], []).get(TRANSFER) ?? []),
      ...verified.functions,
      ...pasted.functions,
    ];
    expect(trustedMost(candidates)).toEqual({
      name: 'transfer',
      signature: 'transfer(address,uint256)',
      trust: 'pasted',
      source: 'your ABI',
    });
    expect(trustedMost(candidates.filter((entry) => entry.trust !== 'pasted'))).toMatchObject({
      trust: 'verified',
      source: 'Vault',
    });
    expect(
      trustedMost(candidates.filter((entry) => entry.trust === 'built-in' || entry.trust === 'guessed')),
    ).toMatchObject({
      trust: 'built-in',
      source: 'ERC-20',
    });
  });

  it('is the first of equally trusted names, as a table keeps them', () => {
    const [first, second] = [...(COMMON_FUNCTIONS.get(TRANSFER) ?? []), ...verified.functions].map((entry) => ({
      ...entry,
      trust: 'verified' as const,
    }));
    expect(trustedMost([first!, second!])?.source).toBe(first!.source);
    expect(trustedMost([second!, first!])?.source).toBe(second!.source);
  });

  it('says a guess is a guess, whatever source it names', () => {
    expect(trustedMost([guessedSwap.signature])).toEqual({
      name: 'swap',
      signature: 'swap(uint256,uint256,address,bytes)',
      trust: 'guessed',
      source: 'guessed from a signature database',
    });
  });

  it('gives the trust’s words when a name has no source of its own', () => {
    expect(trustedMost([{ name: 'Vault', trust: 'verified' }])).toEqual({
      name: 'Vault',
      signature: null,
      trust: 'verified',
      source: 'verified on Sourcify',
    });
  });

  it('is nothing when no candidate carries a trust', () => {
    expect(trustedMost([])).toBeNull();
    expect(trustedMost([{ name: 'transfer', signature: 'transfer(address,uint256)' }])).toBeNull();
    expect(trustedMost([{ name: 'untrusted' }, { name: 'Vault', trust: 'verified' }])?.name).toBe('Vault');
  });

  it('names a contract by its verified name and match', () => {
    const contract = { name: 'Vault', match: 'partial' } as VerifiedContract;
    expect(trustedMost(contractCandidate(contract))).toEqual({
      name: 'Vault',
      signature: null,
      trust: 'verified',
      source: 'verified on Sourcify, partial match',
    });
    expect(contractCandidate({ ...contract, name: null })).toEqual([]);
    expect(contractCandidate(null)).toEqual([]);
  });

  it('keeps the one order of trust', () => {
    expect(TRUST_ORDER).toEqual(['pasted', 'verified', 'built-in', 'guessed']);
  });
});
