/**
 * index.html's cold-link boot script (src/connection/cold-link-boot.ts), written into the built
 * page with its hash in the Content-Security-Policy. Its configuration is generated here from the
 * code that owns each fact, so the script carries no copy of its own:
 *
 * - the routes: the route manifest's record pages (routes/manifest.ts), each with its path
 *   pattern, its arguments and the POST body of its lookups, encoded by the wire's own
 *   encodeRequest/encodeBody with the ids a fresh client numbers them by (rpc/envelope.ts), a
 *   hole where each argument goes and the fixed arguments written in (routes/lookup-constants.ts);
 * - the saved connection's reading and the endpoint URL's shape: the source of
 *   `parseStoredConnection` (connection.ts) and `rpcUrls` (rpc/endpoint.ts), run as they are;
 * - the chunks each record page needs (from the bundle) to preload.
 */
import type { IndexHtmlTransformContext, Plugin } from 'vite';
import {
  bootLookup,
  coldLinkBoot,
  type BootArgument,
  type BootRoute,
  type BootWireForm,
  type ColdLinkBootConfig,
} from '../src/connection/cold-link-boot.ts';
import { CONNECTION_STORAGE_KEY, parseStoredConnection } from '../src/connection/connection.ts';
import { DEVNET_PRESET_ELEMENT_ID } from '../src/connection/devnet-preset.ts';
import { ADDRESS_BYTES, HASH_BYTES } from '../src/domain/hex.ts';
import { MAX_TRANSACTION_INDEX } from '../src/domain/transaction-index.ts';
import { MAX_UINT256 } from '../src/domain/uint-limits.ts';
import { LOOKUP_CONSTANTS } from '../src/routes/lookup-constants.ts';
import { recordPages, type ArgumentKind, type LookupArgument, type LookupConstant } from '../src/routes/manifest.ts';
import { createIdSource, encodeBody, encodeRequest } from '../src/rpc/envelope.ts';
import { rpcUrls } from '../src/rpc/endpoint.ts';
import { contentSecurityPolicy, scriptHash } from './content-security-policy.ts';
import { COLD_LINK_CODE, COLD_LINK_PAGES } from './record-chunks.ts';

/** `0x` and exactly the digits of `bytes` bytes, as hex.ts checks them. */
const hexOfBytes = (bytes: number) => `0x[0-9a-fA-F]{${bytes * 2}}`;

/**
 * A whole number no larger than `max`, in its plain forms: decimal with fewer digits than `max`
 * has (so any of them fits), or 0x-hex with at most as many.
 */
const plainNumber = (max: bigint) => `\\d{1,${max.toString().length - 1}}|0x[0-9a-fA-F]{1,${max.toString(16).length}}`;

/**
 * The forms of each kind of argument the boot script sends for, and how, from the limits the
 * app's parsers hold (hex.ts, transaction-index.ts, uint-limits.ts): the plain forms only
 * (anything else is left to the app's parsers, cold-link-lookups.ts, which send their own request).
 * A block must be `latest`: a number would need the app's block parser to say how it goes out.
 */
const BOOT_ARGUMENTS: Record<ArgumentKind, { accept: string; leave?: string; wire: BootWireForm }> = {
  hash: { accept: hexOfBytes(HASH_BYTES), wire: 'as-written' },
  // a mixed case is an EIP-55 checksum, which takes keccak to check: the app's (a typo sends nothing)
  address: {
    accept: `0x(?:[0-9a-f]{${ADDRESS_BYTES * 2}}|[0-9A-F]{${ADDRESS_BYTES * 2}})`,
    leave: hexOfBytes(ADDRESS_BYTES),
    wire: 'lower-case',
  },
  transactionIndex: { accept: plainNumber(MAX_TRANSACTION_INDEX - 1n), wire: 'quantity' },
  slot: { accept: plainNumber(MAX_UINT256), wire: 'quantity' },
  block: { accept: 'latest', wire: 'as-written' },
};

/** The record pages as the boot script matches them and asks for their data. */
export function bootRoutes(): BootRoute[] {
  return recordPages.map(([name, entry]) => {
    const args: BootArgument[] = [];
    const hole = (argument: LookupArgument) => {
      if (argument.startsWith('=')) return LOOKUP_CONSTANTS[argument.slice(1) as LookupConstant];
      const [argName, kind] = argument.split(':') as [string, ArgumentKind];
      let index = args.findIndex((arg) => arg.name === argName);
      if (index === -1)
        index = args.push({ name: argName, fallback: entry.query?.[argName] ?? '', ...BOOT_ARGUMENTS[kind] }) - 1;
      return `\u0000${index}`;
    };
    // the ids a fresh client gives its first calls: the app's own request is the same text
    const nextId = createIdSource();
    const requests = (entry.lookups ?? []).map((lookup) =>
      encodeRequest(nextId(), lookup.method, lookup.params.map(hole)),
    );
    return { name, pattern: entry.path, args, body: encodeBody(requests) };
  });
}

/** The inline script: the boot function called with its configuration and the code it is given. */
export function bootScript(config: ColdLinkBootConfig): string {
  const code = `{ lookup: ${bootLookup.toString()}, parseStoredConnection: ${parseStoredConnection.toString()}, rpcUrls: ${rpcUrls.toString()} }`;
  return `(${coldLinkBoot.toString()})(${JSON.stringify(config)}, ${code});`;
}

/** The configuration for a build served from `base`, with the bundle's chunks to preload. */
export function bootConfig(base: string, preload: Record<string, string[]> = {}): ColdLinkBootConfig {
  return {
    storageKey: CONNECTION_STORAGE_KEY,
    // under a sub-path the app's paths (and the preset) sit below the base
    basename: base.replace(/\/+$/, ''),
    presetUrl: `${base}devnet.json`,
    presetElementId: DEVNET_PRESET_ELEMENT_ID,
    routes: bootRoutes(),
    preload,
  };
}

/** For each route, the built chunks its page needs that the entry does not already load. */
function coldLinkPreloads(bundle: NonNullable<IndexHtmlTransformContext['bundle']>, base: string) {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  // by the modules a chunk holds, not its facade: the wire (rpc/client.ts) sits in a shared chunk
  // with no facade, and was missing from every route's list
  const byModule = (module: string) => chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(`/${module}`)));
  const closure = (file: string, into: Set<string>) => {
    if (into.has(file)) return;
    into.add(file);
    for (const imported of chunks.find((chunk) => chunk.fileName === file)?.imports ?? []) closure(imported, into);
  };
  const entry = new Set<string>();
  for (const chunk of chunks) if (chunk.isEntry) closure(chunk.fileName, entry);
  const preload: Record<string, string[]> = {};
  for (const [route, page] of Object.entries(COLD_LINK_PAGES)) {
    const files = new Set<string>();
    for (const module of [page, ...COLD_LINK_CODE]) {
      const chunk = byModule(module);
      if (chunk) closure(chunk.fileName, files);
    }
    preload[route] = [...files].filter((file) => !entry.has(file)).map((file) => `${base}${file}`);
  }
  return preload;
}

/**
 * The built index.html: the policy first, then the cold-link boot script with its hash in the
 * policy.
 */
export function coldLinkBootAndPolicy(): Plugin {
  let base = '/';
  return {
    name: 'hexray-content-security-policy',
    apply: 'build',
    configResolved: (config) => void (base = config.base),
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        const boot = bootScript(bootConfig(base, context.bundle ? coldLinkPreloads(context.bundle, base) : {}));
        const entry = html.indexOf('<script type="module"');
        if (entry === -1) throw new Error('index.html: no module script to put the boot script before');
        return {
          // after the charset (it must come in the first 1,024 bytes), before the stylesheet (an
          // inline script after one waits for it to load) and the entry
          html: `${html.slice(0, entry)}<script>${boot}</script>\n    ${html.slice(entry)}`,
          tags: [
            {
              tag: 'meta',
              attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy([scriptHash(boot)]) },
              injectTo: 'head-prepend',
            },
          ],
        };
      },
    },
  };
}
