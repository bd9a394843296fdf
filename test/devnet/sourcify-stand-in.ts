/**
 * The devnet's stand-in for Sourcify's API v2 (sourcify.dev/server; `services/server/src/apiv2.yaml`
 * and the lookup handlers in the argotorg/sourcify repository are what it follows):
 *
 *   GET /v2/contract/{chainId}/{address}[?fields=a,b.c | ?omit=a,b.c]
 *     200 a verified contract: always match, creationMatch, runtimeMatch, chainId (a string),
 *         address (checksummed), verifiedAt and matchId, plus the fields asked (`all`: every one
 *         served); `compilation.name`-style sub-fields select part of an object
 *     404 not verified: {match: null, creationMatch: null, runtimeMatch: null, chainId, address}
 *     404 another chain: {customCode: "unsupported_chain", message, errorId}
 *     400 a bad address, fields and omit together, `all` with others, an unknown field:
 *         {customCode: "invalid_parameter", message, errorId}
 *   GET /chains → the chains it serves (only the devnet's), in the shape of Sourcify's list
 *
 * Every answer is made from the compiler's output (compiled/contracts.json: ABI, metadata,
 * storageLayout, docs) and what seeding read from the node (seed-names.ts: which addresses are
 * verified, how well their code matched, proxy resolution). The runtime match is checked on the
 * node; creation code is not compared, so creationMatch is null, as Sourcify reports it when it
 * could not check the creation. Fields the stand-in does not serve (bytecode details, deployment,
 * stdJsonOutput, sourceIds, transientStorageLayout, additionalInput) answer 400 naming the field,
 * rather than a silent gap.
 */
import { randomUUID } from 'node:crypto';
import { getAddress, isAddress, type Address } from 'viem';
import { abiSignatures, type SignatureKind } from './abi-signatures.ts';
import type { ArtifactsFile, ContractArtifact, ContractName } from './artifacts.ts';
import type { VerifiedRole } from './seed-names.ts';

export interface StandInAnswer {
  status: number;
  body: unknown;
}

/** The fields it serves, each with the sub-fields one may select with `field.sub`. */
const SERVED: Record<string, readonly string[]> = {
  matchId: [],
  creationMatch: [],
  runtimeMatch: [],
  verifiedAt: [],
  abi: [],
  metadata: [],
  sources: [],
  storageLayout: [],
  userdoc: [],
  devdoc: [],
  stdJsonInput: [],
  compilation: ['language', 'compiler', 'compilerVersion', 'compilerSettings', 'name', 'fullyQualifiedName'],
  signatures: ['function', 'event', 'error'],
  proxyResolution: [],
};
/** Sourcify's other fields: valid there, not served by the stand-in. */
const NOT_SERVED = [
  'creationBytecode',
  'runtimeBytecode',
  'deployment',
  'transientStorageLayout',
  'sourceIds',
  'additionalInput',
  'stdJsonOutput',
];
/** Always in a verified contract's answer, whatever was asked. */
const MINIMAL = ['match', 'creationMatch', 'runtimeMatch', 'chainId', 'address', 'verifiedAt', 'matchId'];

type JsonObject = Record<string, unknown>;

export class SourcifyStandIn {
  private readonly records = new Map<string, JsonObject>();

  constructor(
    private readonly chainId: number,
    verified: readonly VerifiedRole[],
    artifacts: ArtifactsFile,
    sources: Record<string, string>,
    verifiedAt: Date,
  ) {
    const names = new Map(verified.map((v) => [v.address, v.contract]));
    verified.forEach((role, index) => {
      const artifact = artifacts.contracts[role.contract] as ContractArtifact;
      this.records.set(
        role.address,
        this.record(role, index + 1, artifact, artifacts, sources, verifiedAt, (a) => names.get(a)),
      );
    });
  }

  private record(
    role: VerifiedRole,
    matchId: number,
    artifact: ContractArtifact,
    artifacts: ArtifactsFile,
    allSources: Record<string, string>,
    verifiedAt: Date,
    verifiedName: (address: Address) => ContractName | undefined,
  ): JsonObject {
    const metadata = JSON.parse(artifact.metadata) as {
      compiler: { version: string };
      sources: Record<string, unknown>;
    };
    const sources = Object.fromEntries(Object.keys(metadata.sources).map((f) => [f, { content: allSources[f] ?? '' }]));
    const signatures: Record<
      SignatureKind,
      Array<{ signature: string; signatureHash32: string; signatureHash4: string }>
    > = { function: [], event: [], error: [] };
    for (const s of abiSignatures(artifact.abi)) {
      signatures[s.kind].push({ signature: s.signature, signatureHash32: s.hash32, signatureHash4: s.hash4 });
    }
    return {
      match: role.match,
      creationMatch: null,
      runtimeMatch: role.match,
      chainId: String(this.chainId),
      address: getAddress(role.address),
      verifiedAt: verifiedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      matchId: String(matchId),
      abi: artifact.abi,
      metadata,
      sources,
      storageLayout: artifact.storageLayout,
      userdoc: artifact.userdoc,
      devdoc: artifact.devdoc,
      stdJsonInput: { language: 'Solidity', sources, settings: artifacts.settings },
      compilation: {
        language: 'Solidity',
        compiler: 'solc',
        compilerVersion: metadata.compiler.version,
        compilerSettings: artifacts.settings,
        name: role.contract,
        fullyQualifiedName: `${artifact.sourceFile}:${role.contract}`,
      },
      signatures,
      proxyResolution: {
        isProxy: role.proxy.isProxy,
        proxyType: role.proxy.proxyType,
        implementations: role.proxy.implementations.map((address) => {
          const name = verifiedName(address);
          return { address: getAddress(address), ...(name ? { name } : {}) };
        }),
      },
    };
  }

  chains(): StandInAnswer {
    return {
      status: 200,
      body: [
        {
          name: 'Hexray devnet',
          title: 'Hexray devnet (anvil, seeded)',
          chainId: this.chainId,
          rpc: [],
          supported: true,
          etherscanAPI: false,
        },
      ],
    };
  }

  contract(chainId: string, address: string, query: URLSearchParams): StandInAnswer {
    if (!/^\d{1,20}$/.test(chainId) || Number(chainId) !== this.chainId) {
      return failure(404, 'unsupported_chain', `Chain ${chainId} not found`);
    }
    if (!isAddress(address, { strict: false })) return failure(400, 'invalid_parameter', `Invalid address: ${address}`);
    const fields = query.get('fields');
    const omit = query.get('omit');
    if (fields && omit) return failure(400, 'invalid_parameter', 'Cannot specify both fields and omit');
    const asked = fields?.split(',') ?? [];
    const omitted = omit?.split(',') ?? [];
    if (asked.includes('all') && asked.length > 1) {
      return failure(400, 'invalid_parameter', "Cannot specify 'all' with other fields");
    }
    for (const field of [...asked.filter((f) => f !== 'all'), ...omitted]) {
      const refusal = fieldRefusal(field);
      if (refusal) return failure(400, 'invalid_parameter', refusal);
    }

    const record = this.records.get(address.toLowerCase());
    if (!record) {
      return {
        status: 404,
        body: { match: null, creationMatch: null, runtimeMatch: null, chainId, address: getAddress(address) },
      };
    }
    const body: JsonObject = {};
    for (const field of [...MINIMAL.filter((key) => !omitted.includes(key)), ...selection(asked, omitted)]) {
      const [top, sub] = field.split('.') as [string, string | undefined];
      if (sub === undefined) body[top] = record[top];
      else body[top] = { ...(body[top] as JsonObject | undefined), [sub]: (record[top] as JsonObject)[sub] };
    }
    return { status: 200, body };
  }
}

/** The fields (`top` or `top.sub`) an answer carries beyond the minimal ones: those asked, or all but those omitted. */
function selection(asked: readonly string[], omitted: readonly string[]): string[] {
  if (omitted.length === 0) return asked.includes('all') ? Object.keys(SERVED) : [...asked];
  return Object.entries(SERVED).flatMap(([top, subs]) => {
    if (omitted.includes(top)) return [];
    const partly = omitted.filter((f) => f.startsWith(`${top}.`));
    if (partly.length === 0) return [top];
    return subs.map((sub) => `${top}.${sub}`).filter((f) => !partly.includes(f));
  });
}

/** Why a field selector is refused, or null when it is served. */
function fieldRefusal(field: string): string | null {
  const parts = field.split('.');
  if (parts.length > 2) return `Field selector cannot have more than one level subselectors: ${field}`;
  const [top, sub] = parts as [string, string | undefined];
  if (NOT_SERVED.includes(top))
    return `Field ${field} is valid on Sourcify but the devnet's stand-in does not serve it`;
  const subs = SERVED[top];
  if (!subs || (sub !== undefined && !subs.includes(sub))) return `Field selector ${field} is not a valid field`;
  return null;
}

function failure(status: number, customCode: string, message: string): StandInAnswer {
  return { status, body: { customCode, message, errorId: randomUUID() } };
}
