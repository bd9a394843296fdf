/**
 * An in-process signature database speaking the lookup API of Sourcify's signature database
 * (`GET /signature-database/v1/lookup?function=…&event=…&filter=true`, the openchain shape): by
 * default it answers from a table of canonical signatures, hashed here with viem (an independent
 * oracle), `null` for an unknown function and `[]` for an unknown event as the real service does.
 * A test may replace the answer; every request is recorded with its headers.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { toEventSelector, toFunctionSelector } from 'viem';

export interface ReceivedLookup {
  url: URL;
  headers: IncomingHttpHeaders;
}

export type Reply = (request: ReceivedLookup, response: ServerResponse) => void;

export interface SignatureServer {
  url: string;
  received: ReceivedLookup[];
  /** replaces the answer for the following requests; undefined goes back to the table */
  reply(handler: Reply | undefined): void;
  close(): Promise<void>;
}

/** The real service's answer for these canonical texts. */
export function realAnswer(url: URL, functions: readonly string[], events: readonly string[]): unknown {
  const bySelector = (texts: readonly string[], hash: (text: string) => string) => {
    const out = new Map<string, string[]>();
    for (const text of texts) out.set(hash(text), [...(out.get(hash(text)) ?? []), text]);
    return out;
  };
  const functionTexts = bySelector(functions, (text) => toFunctionSelector(text));
  const eventTexts = bySelector(events, (text) => toEventSelector(text));
  const section = (param: string, texts: Map<string, string[]>, none: null | []) =>
    Object.fromEntries(
      (url.searchParams.get(param)?.split(',') ?? [])
        .filter((hash) => hash !== '')
        .map((hash) => {
          const names = texts.get(hash.toLowerCase());
          return [hash, names ? names.map((name) => ({ name, filtered: false, hasVerifiedContract: true })) : none];
        }),
    );
  return {
    ok: true,
    result: { function: section('function', functionTexts, null), event: section('event', eventTexts, []) },
  };
}

export async function startSignatureServer(
  functions: readonly string[],
  events: readonly string[],
): Promise<SignatureServer> {
  const received: ReceivedLookup[] = [];
  let custom: Reply | undefined;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const lookup = { url, headers: request.headers };
    received.push(lookup);
    response.setHeader('access-control-allow-origin', '*');
    if (custom) return custom(lookup, response);
    if (url.pathname !== '/signature-database/v1/lookup') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(realAnswer(url, functions, events)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    reply: (handler) => {
      custom = handler;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
