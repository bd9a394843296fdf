/**
 * The devnet's stand-in for a signature database: Sourcify's 4byte API (api.4byte.sourcify.dev,
 * `services/4byte` in the argotorg/sourcify repository, whose openapi.yaml and handlers it follows):
 *
 *   GET /signature-database/v1/lookup?function=0x…,0x…&event=0x…&error=0x…&filter=true
 *   → 200 {"ok":true,"result":{"function":{"0x…":[{"name":"f(uint256)","filtered":false}]},"event":{…},"error":{…}}}
 *
 * Every hash asked is a key of its kind's map, as given (an unknown one maps to []); a hash is
 * 4 bytes (`0x` + 8 hex) or 32 bytes (`0x` + 64 hex) of any kind, matched case-insensitively; a
 * malformed one (or an empty list item) → 500 {"ok":false,"error":"Invalid hash '…'. …"}, as the
 * service answers. Kinds are kept apart as there: an error's selector is answered under `error`,
 * not `function`. The data is every function, event and error of every contract the devnet
 * compiles (test/devnet/contracts), the unverified HexPair included. `filter` is accepted; the
 * service uses it to drop junk signatures of a few well-known selectors, none of which the
 * devnet's data holds, so it changes nothing here.
 */
import type { Abi } from 'viem';
import { abiSignatures, type SignatureKind } from './abi-signatures.ts';

export interface LookupAnswer {
  status: number;
  body: unknown;
}

const KINDS: SignatureKind[] = ['function', 'event', 'error'];

export class SignatureDatabase {
  /** kind → hash (lowercase, 4 or 32 bytes) → signatures, each once, in compile order */
  private readonly byHash = new Map<SignatureKind, Map<string, string[]>>(KINDS.map((k) => [k, new Map()]));

  constructor(abis: readonly Abi[]) {
    for (const abi of abis) {
      for (const s of abiSignatures(abi)) {
        const table = this.byHash.get(s.kind)!;
        for (const hash of [s.hash4, s.hash32]) {
          const names = table.get(hash) ?? [];
          if (!names.includes(s.signature)) names.push(s.signature);
          table.set(hash, names);
        }
      }
    }
  }

  lookup(query: URLSearchParams): LookupAnswer {
    const asked = KINDS.map((kind) => [kind, query.has(kind) ? query.get(kind)!.split(',') : []] as const);
    for (const [, hashes] of asked) {
      const bad = hashes.find((hash) => !/^0x(?:[0-9a-fA-F]{8}|[0-9a-fA-F]{64})$/.test(hash));
      if (bad !== undefined) {
        return {
          status: 500,
          body: {
            ok: false,
            error: `Invalid hash '${bad}'. Hash must be 0x-prefixed and either be a 4 byte or 32 byte hex string.`,
          },
        };
      }
    }
    const result: Record<SignatureKind, Record<string, Array<{ name: string; filtered: boolean }>>> = {
      function: {},
      event: {},
      error: {},
    };
    for (const [kind, hashes] of asked) {
      for (const hash of hashes) {
        const names = this.byHash.get(kind)!.get(hash.toLowerCase()) ?? [];
        result[kind][hash] = names.map((name) => ({ name, filtered: false }));
      }
    }
    return { status: 200, body: { ok: true, result } };
  }
}
